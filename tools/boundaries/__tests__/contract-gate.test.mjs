/**
 * The static part of the contract check (scripts/contract-check.mjs), which `npm run remote -- deploy`
 * runs before copying a build: its routes.json, the shared singletons' ranges against the versions
 * the deployed shell provides, and the names it imports from @akiya/shared-ui against the exports
 * of the lowest shared-ui its range allows (shared-ui/exports.json, tools/boundaries/shared-ui-exports.cjs).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as gate from '../../../scripts/contract-check.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..', '..');
const exportsLib = createRequire(import.meta.url)('../shared-ui-exports.cjs');

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'akiya-gate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function files(folder, content) {
  for (const [name, text] of Object.entries(content)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

// A production browser build as webpack and terser write it: module 3046 is the consumed
// @akiya/shared-ui; `l` is it in one module, while a nested function has an `l` of its own.
const remoteEntry = 'o.consumesLoadingData={moduleIdToConsumeDataMapping:{3046:{fallback:()=>Promise.all([o.e(86)]).then(()=>()=>o(7681)),shareScope:["default"],singleton:!0,requiredVersion:"^0.2.0",strictVersion:!0,eager:!1,layer:void 0,shareKey:"@akiya/shared-ui"},6075:{fallback:()=>o(1),shareKey:"react"}}};';
const chunk =
  '(self.webpackChunk=self.webpackChunk||[]).push([[287],{1(e,s,n){var t=n(3046),r=n(6075);' +
  'function c(){return(0,t.Button)({children:t.SUMMARY_SEPARATOR})}' +
  'function d(t){return t.NotAnExport}' + // a parameter named t: not shared-ui
  'const u=()=>{const t={Other:1};return t.Other};' + // a local t: not shared-ui
  'r.useState(),e.exports={c,d,u}},2(e,s,n){const t=n(3046).api.injectEndpoints({});s.x=n(3046)["useAppDispatch"];const{loadQuery:q}=n(3046);s.y=[t,q]}}]);';
const serverBuild = 'const shared_ui_namespaceObject = require("@akiya/shared-ui");\nfunction Page() { return (0,shared_ui_namespaceObject.useDocumentTitle)("x"); }\nconst other = require("react"); other.ShouldNotCount;\n';

it('finds the names a browser build and its Node build read from @akiya/shared-ui, and nothing else', () => {
  const dist = files(dir, { 'remoteEntry.js': remoteEntry, '287.js': chunk, 'server/remote.js': serverBuild });
  expect(gate.sharedUiImports(dist)).toEqual(['Button', 'SUMMARY_SEPARATOR', 'api', 'loadQuery', 'useAppDispatch', 'useDocumentTitle']);
});

it('finds exactly the shared-ui imports of the real builds, where they exist', () => {
  // mfe-consulting's sources import these names from @akiya/shared-ui (types aside).
  const dist = path.join(root, 'mfe-consulting', 'dist');
  let names = [];
  try {
    names = gate.sharedUiImports(dist);
  } catch {
    return; // not built
  }
  if (names.length === 0) return;
  expect(names).toEqual(expect.arrayContaining(['Button', 'NotFoundPage', 'StandaloneFrame', 'api', 'useDocumentTitle']));
  expect(names).not.toContain('createElement');
});

it('refuses an import the lowest shared-ui of the range does not export', () => {
  const record = { version: '0.2.0', exports: ['Button', 'api', 'loadQuery'], earlier: { '0.1.0': ['Button', 'api'] } };
  const dist = files(dir, {
    'remoteEntry.js': remoteEntry,
    '1.js': '(self.c=self.c||[]).push([[1],{1(e,s,n){var t=n(3046);s.a=t.Button;s.b=t.loadQuery}}]);',
  });
  const manifest = (range) => ({ shared: [{ name: '@akiya/shared-ui', requiredVersion: range }] });
  expect(gate.checkSharedUiExports(dist, { manifest: manifest('^0.2.0'), record })).toEqual([]);
  const [failure] = gate.checkSharedUiExports(dist, { manifest: manifest('^0.1.0'), record });
  expect(failure).toContain('loadQuery');
  expect(failure).not.toContain('Button');
  expect(failure).toContain('0.1.0');
  // A range below every record: no record to check against, which is itself a failure.
  expect(gate.checkSharedUiExports(dist, { manifest: manifest('^0.0.1'), record })[0]).toContain('no record');
  // Without a range in the manifest the remote's package.json range counts.
  expect(gate.checkSharedUiExports(dist, { declaredRange: '^0.1.0', record })[0]).toContain('loadQuery');
  expect(gate.checkSharedUiExports(dist, { record })[0]).toContain('declares no range');
});

it('reads the exports of a version from the record, else from the highest recorded version below it in its major', () => {
  const record = { version: '0.2.0', exports: ['a', 'b', 'c'], earlier: { '0.1.0': ['a'], '0.1.3': ['a', 'b'] } };
  expect(exportsLib.exportsAt('0.2.0', record)).toEqual({ version: '0.2.0', exports: ['a', 'b', 'c'] });
  expect(exportsLib.exportsAt('0.1.3', record)).toEqual({ version: '0.1.3', exports: ['a', 'b'] });
  expect(exportsLib.exportsAt('0.1.2', record)).toEqual({ version: '0.1.0', exports: ['a'] });
  expect(exportsLib.exportsAt('0.3.0', record)).toEqual({ version: '0.2.0', exports: ['a', 'b', 'c'] });
  expect(exportsLib.exportsAt('1.0.0', record)).toBeNull();
  expect(exportsLib.exportsAt('0.0.9', record)).toBeNull();
});

it.each([
  ['^0.2.0', '0.2.0'],
  ['~1.2', '1.2.0'],
  ['>=1.0.0 <2.0.0', '1.0.0'],
  ['^2.0.0 || ^1.3.1', '1.3.1'],
  ['1.x', '1.0.0'],
  ['*', '0.0.0'],
  ['<3.0.0', '0.0.0'],
])('the lowest version of %s is %s', (range, lowest) => {
  expect(gate.lowestVersion(range)).toBe(lowest);
});

it('checks each shared singleton the build requires against what the deployed shell provides', () => {
  const shellDist = files(path.join(dir, 'shell'), {
    'federation-runtime.1.js':
      'shared:{react:{singleton:!0,strictVersion:!0,requiredVersion:"^19.3.0",version:"19.3.1"},"@akiya/shared-ui":{singleton:!0,strictVersion:!0,requiredVersion:"^0.2.0",version:"0.2.0"}}',
  });
  const provided = gate.shellSharedVersions(shellDist);
  expect(provided).toEqual({ react: '19.3.1', '@akiya/shared-ui': '0.2.0' });
  const manifest = {
    shared: [
      { name: 'react', singleton: true, requiredVersion: '^19.0.0' },
      { name: '@akiya/shared-ui', singleton: true, requiredVersion: '^0.3.0' },
      { name: 'not-provided', singleton: true, requiredVersion: '^1.0.0' },
    ],
  };
  expect(gate.checkSharedVersions(manifest, provided)).toEqual(['@akiya/shared-ui: the build requires ^0.3.0, the deployed shell provides 0.2.0']);
});

it("checks the build's routes.json", () => {
  expect(gate.checkRoutes(files(path.join(dir, 'a'), { 'routes.json': '["/x","/y/:id"]' }))).toEqual([]);
  expect(gate.checkRoutes(files(path.join(dir, 'b'), { 'x.js': '' }))[0]).toContain('routes.json is missing');
  expect(gate.checkRoutes(files(path.join(dir, 'c'), { 'routes.json': '{"a":1}' }))[0]).toContain('not a JSON array of strings');
  expect(gate.checkRoutes(files(path.join(dir, 'd'), { 'routes.json': '["/x","y"]' }))).toEqual(['routes.json: "y" is not an absolute path pattern']);
});

it('the static checks together, on a build without a manifest and on one that passes', () => {
  expect(gate.staticChecks({ remoteDist: path.join(dir, 'none'), shellDist: dir })[0]).toContain('mf-manifest.json missing');
  const dist = files(path.join(dir, 'ok'), { 'mf-manifest.json': '{"shared":[]}', 'routes.json': '["/x"]' });
  expect(gate.staticChecks({ remoteDist: dist, shellDist: dir })).toEqual([]);
});
