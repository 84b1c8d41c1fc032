/**
 * scripts/start.mjs: `npm start` rebuilds a package only when the content of its inputs changed (a
 * sha256 recorded in <package>/dist/.build-hash after a successful build), never because a fresh
 * clone or a checkout gave the files new modification times.
 * Works on a copy of the packages' layout under a temp folder, with a stand-in for the builds.
 * Jest runs with --experimental-vm-modules (package.json), so the script is loaded as the ES module it is.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Target {
  pkg: string;
  output: string;
}
interface StartScript {
  FRONTENDS: string[];
  HASH_FILE: string;
  inputHash(root: string, paths: string[], options?: { env?: Record<string, string>; envNames?: string[] }): string;
  buildIfNeeded(options: { root: string; env?: Record<string, string>; build: (root: string, target: Target) => Promise<boolean> }): Promise<string[]>;
}

const script = path.join(__dirname, '..', '..', '..', 'scripts', 'start.mjs');
let start: StartScript;
let dir: string;
/** The packages the stand-in build was asked for, in order. */
let built: string[];
/** Packages whose stand-in build fails. */
let failing: Set<string>;

// SWC turns `import()` into require(), which cannot load an ES module; this import() stays one.
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

beforeAll(async () => {
  start = (await importModule(script)) as StartScript;
});

function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
}

/** Writes the output a real build would, unless the package is one of `failing`. */
async function fakeBuild(root: string, target: Target): Promise<boolean> {
  built.push(target.pkg);
  if (failing.has(target.pkg)) return false;
  mkdirSync(path.dirname(path.join(root, target.pkg, target.output)), { recursive: true });
  writeFileSync(path.join(root, target.pkg, target.output), `built ${target.pkg}`);
  return true;
}

async function build(env: Record<string, string> = {}): Promise<string[]> {
  built = [];
  const reported = await start.buildIfNeeded({ root: dir, env, build: fakeBuild });
  expect([...reported].sort()).toEqual([...built].sort());
  return built;
}

/** Gives every file and folder under `from` the same new modification time, as a fresh checkout does. */
function touchAll(from: string, when: Date): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const p = path.join(from, entry.name);
    if (entry.isDirectory()) touchAll(p, when);
    utimesSync(p, when, when);
  }
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'akiya-start-'));
  failing = new Set();
  write('package-lock.json', '{"lockfileVersion":3}');
  write('tsconfig.base.json', '{}');
  write('tsconfig.web.json', '{}');
  write('contracts/src/index.ts', 'export const A = 1;');
  write('contracts/package.json', '{"name":"@akiya/contracts"}');
  write('contracts/tsconfig.build.json', '{}');
  write('api/src/main.ts', 'console.log(1);');
  write('api/package.json', '{"name":"@akiya/api"}');
  write('shared-ui/src/index.ts', 'export const Button = 1;');
  write('shared-ui/package.json', '{"version":"0.1.0"}');
  write('tools/webpack/create-config.cjs', 'module.exports = {};');
  for (const pkg of start.FRONTENDS) {
    write(`${pkg}/src/main.tsx`, `export const name = '${pkg}';`);
    write(`${pkg}/package.json`, '{}');
    write(`${pkg}/webpack.config.cjs`, 'module.exports = {};');
    write(`${pkg}/routes.json`, '["/"]');
  }
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const ALL = ['contracts', 'api', 'shell', 'mfe-board', 'mfe-mypage', 'mfe-editorial', 'mfe-consulting', 'mfe-akiyabank'];

it('builds everything once, then nothing while the content is the same, whatever the modification times', async () => {
  expect(await build()).toEqual(ALL);
  for (const pkg of ALL) expect(readFileSync(path.join(dir, pkg, start.HASH_FILE), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  expect(await build()).toEqual([]);

  // A fresh checkout: every source newer than every output, and rewritten with the same bytes.
  write('mfe-board/src/main.tsx', "export const name = 'mfe-board';");
  touchAll(dir, new Date(Date.now() + 3_600_000));
  for (const pkg of ALL) {
    const output = path.join(dir, pkg, 'dist');
    expect(statSync(path.join(dir, pkg, 'package.json')).mtimeMs).toBeGreaterThan(Date.now());
    touchAll(output, new Date(Date.now() - 3_600_000));
  }
  expect(await build()).toEqual([]);
});

it('rebuilds the package whose source changed by one byte, and what shares a changed input', async () => {
  await build();
  write('mfe-board/src/main.tsx', "export const name = 'mfe-boarD';");
  expect(await build()).toEqual(['mfe-board']);

  write('mfe-board/src/features/new-file.ts', '');
  expect(await build()).toEqual(['mfe-board']);

  write('shared-ui/src/index.ts', 'export const Button = 2;');
  expect(await build()).toEqual(start.FRONTENDS);

  write('contracts/src/index.ts', 'export const A = 2;');
  expect(await build()).toEqual(ALL);

  write('api/tsconfig.build.json', '{"compilerOptions":{}}');
  expect(await build()).toEqual(['api']);

  write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
  expect(await build()).toEqual(ALL);

  // What a build reads from the environment is an input too.
  expect(await build({ AKIYA_NO_SERVER_BUILD: '1' })).toEqual(start.FRONTENDS);
  expect(await build({ AKIYA_NO_SERVER_BUILD: '1' })).toEqual([]);
});

it('ignores node_modules and dist folders among the inputs', async () => {
  await build();
  write('shared-ui/src/node_modules/x/index.js', '1');
  write('mfe-board/src/dist/x.js', '1');
  write('mfe-board/node_modules/x/index.js', '1');
  expect(await build()).toEqual([]);
});

it('rebuilds a package whose output or recorded hash is missing', async () => {
  await build();
  rmSync(path.join(dir, 'mfe-editorial', 'dist', 'index.html'));
  expect(await build()).toEqual(['mfe-editorial']);

  rmSync(path.join(dir, 'api', start.HASH_FILE));
  expect(await build()).toEqual(['api']);

  rmSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  expect(await build()).toEqual(['shell']);
});

it('records the hash only when the build succeeded, so a failed package is built again next time', async () => {
  await build();
  write('mfe-board/src/main.tsx', 'broken');
  write('mfe-mypage/src/main.tsx', 'changed');
  failing = new Set(['mfe-board']);
  built = [];
  await expect(start.buildIfNeeded({ root: dir, build: fakeBuild })).rejects.toThrow(/build failed in mfe-board/);
  expect(built).toEqual(['mfe-board', 'mfe-mypage']);
  expect(existsSync(path.join(dir, 'mfe-board', start.HASH_FILE))).toBe(false);

  failing = new Set();
  expect(await build()).toEqual(['mfe-board']);
});

it('stops before the api and the frontends when the contracts fail to build', async () => {
  failing = new Set(['contracts']);
  built = [];
  await expect(start.buildIfNeeded({ root: dir, build: fakeBuild })).rejects.toThrow(/build failed in contracts/);
  expect(built).toEqual(['contracts']);
});

describe('inputHash', () => {
  it('depends on paths and contents, not on where the tree lives or the order the paths are given', () => {
    write('a/src/x.ts', 'x');
    write('a/src/sub/y.ts', 'y');
    write('a/package.json', '{}');
    write('b/a/src/x.ts', 'x');
    write('b/a/src/sub/y.ts', 'y');
    write('b/a/package.json', '{}');
    const first = start.inputHash(dir, ['a/src', 'a/package.json']);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(start.inputHash(path.join(dir, 'b'), ['a/package.json', 'a/src'])).toBe(first);

    write('b/a/src/sub/z.ts', 'y');
    rmSync(path.join(dir, 'b/a/src/sub/y.ts'));
    expect(start.inputHash(path.join(dir, 'b'), ['a/src', 'a/package.json'])).not.toBe(first);
  });

  it('tells a missing input from an empty one', () => {
    write('a/src/x.ts', 'x');
    const without = start.inputHash(dir, ['a/src', 'a/routes.json']);
    write('a/routes.json', '');
    expect(start.inputHash(dir, ['a/src', 'a/routes.json'])).not.toBe(without);
  });
});
