// The runtime exports of shared-ui (its value exports: what a remote gets from the federation
// singleton), and the record of them per version in shared-ui/exports.json:
// { version, exports, earlier: { "<older version>": [...] } } — the current version's and each
// earlier version's (the deploy gate checks a remote's imports against the lowest version its range
// allows: scripts/contract-check.mjs).
//   node tools/boundaries/shared-ui-exports.cjs --write   records the current exports and version
//                                                        (the previous version's move to `earlier`)
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
  const previous = fs.existsSync(RECORD) ? readRecord() : { earlier: {} };
  const version = packageVersion();
  const earlier = { ...previous.earlier };
  if (previous.version && previous.version !== version) earlier[previous.version] = previous.exports;
  delete earlier[version];
  const record = { version, exports: currentExports(), earlier: sortVersions(earlier) };
  fs.writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

function compareVersions(a, b) {
  const pa = a.split(/[.+-]/).map(Number);
  const pb = b.split(/[.+-]/).map(Number);
  for (let i = 0; i < 3; i += 1) if ((pa[i] || 0) !== (pb[i] || 0)) return (pa[i] || 0) - (pb[i] || 0);
  return 0;
}

function sortVersions(byVersion) {
  return Object.fromEntries(Object.entries(byVersion).sort(([a], [b]) => compareVersions(a, b)));
}

/**
 * The exports of shared-ui `version` as recorded: `{ version, exports }` of that version, else of the
 * highest recorded version below it in the same major (exports only grow within a major: a removed
 * export is a major step), else null.
 */
function exportsAt(version, record = readRecord()) {
  const all = { ...record.earlier, [record.version]: record.exports };
  if (all[version]) return { version, exports: all[version] };
  const major = version.split('.')[0];
  const below = Object.keys(all)
    .filter((v) => v.split('.')[0] === major && compareVersions(v, version) < 0)
    .sort(compareVersions);
  const at = below[below.length - 1];
  return at === undefined ? null : { version: at, exports: all[at] };
}

module.exports = { currentExports, packageVersion, readRecord, writeRecord, exportsAt, RECORD };

if (require.main === module && process.argv.includes('--write')) {
  const record = writeRecord();
  console.log(`shared-ui ${record.version}: ${record.exports.length} exports recorded in ${path.relative(root, RECORD)}`);
}
