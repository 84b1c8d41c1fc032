// The runtime exports of shared-ui (its value exports: what a remote gets from the federation
// singleton), and the record of them per version in shared-ui/exports.json.
//   node tools/boundaries/shared-ui-exports.cjs --write   records the current exports and version
const path = require('node:path');
const fs = require('node:fs');
const ts = require('typescript');

const root = path.join(__dirname, '..', '..');
const RECORD = path.join(root, 'shared-ui', 'exports.json');

/** Sorted names of the values shared-ui/src/index.ts exports (types are left out: they do not exist at runtime). */
function currentExports(indexFile = path.join(root, 'shared-ui', 'src', 'index.ts')) {
  const program = ts.createProgram([indexFile], {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2020,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(indexFile);
  const symbol = checker.getSymbolAtLocation(source);
  return checker
    .getExportsOfModule(symbol)
    .filter((s) => {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((s) => s.getName())
    .sort();
}

function packageVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'shared-ui', 'package.json'), 'utf8')).version;
}

function readRecord() {
  return JSON.parse(fs.readFileSync(RECORD, 'utf8'));
}

function writeRecord() {
  const record = { version: packageVersion(), exports: currentExports() };
  fs.writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

module.exports = { currentExports, packageVersion, readRecord, writeRecord, RECORD };

if (require.main === module && process.argv.includes('--write')) {
  const record = writeRecord();
  console.log(`shared-ui ${record.version}: ${record.exports.length} exports recorded in ${path.relative(root, RECORD)}`);
}
