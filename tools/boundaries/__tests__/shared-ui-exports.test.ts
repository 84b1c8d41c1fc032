/**
 * shared-ui is one federation singleton for the whole page: a remote built against exports the
 * deployed shell's copy lacks breaks for visitors. So its version must rise with every change of what
 * it exports (a new export: minor, a removed or changed one: major), and remotes declare the range
 * they need (shared-versions.test.ts). shared-ui/exports.json records the exports of each version.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const lib = require('../shared-ui-exports.cjs') as {
  currentExports: (indexFile?: string) => string[];
  packageVersion: () => string;
  readRecord: () => { version: string; exports: string[] };
};

const HOW = 'raise the version in shared-ui/package.json (a new export: minor, a removed one: major), then run `node tools/boundaries/shared-ui-exports.cjs --write`';

it('shared-ui exports what its version recorded; a change of exports comes with a new version', () => {
  const record = lib.readRecord();
  const now = lib.currentExports();
  const added = now.filter((n) => !record.exports.includes(n));
  const removed = record.exports.filter((n) => !now.includes(n));
  if (added.length > 0 || removed.length > 0) {
    throw new Error(`shared-ui's exports changed (added: ${added.join(', ') || '-'}; removed: ${removed.join(', ') || '-'}): ${HOW}`);
  }
  expect(record.version).toBe(lib.packageVersion());
});

it('sees value exports and leaves types out', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-ui-exports-'));
  try {
    writeFileSync(path.join(dir, 'a.ts'), 'export const a = 1;\nexport type T = string;\nexport function Probe() { return null; }\n');
    writeFileSync(path.join(dir, 'index.ts'), "export { a, Probe, type T } from './a';\nexport interface Shape { x: number }\n");
    expect(lib.currentExports(path.join(dir, 'index.ts'))).toEqual(['Probe', 'a']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
