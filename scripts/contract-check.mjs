#!/usr/bin/env node
// The contract check of one remote: its built files loaded into the deployed shell build (not the
// workspace sources), with the API, and that remote's smoke test (e2e/smoke/<remote>.smoke.ts) run
// there in Chromium. It catches what the remote's own tests cannot: a remote that needs a newer
// shared-ui, another major of React, or an export the deployed shell's copy does not have.
// Before the browser, static checks of the build (staticChecks): its routes.json is a list of
// patterns; every shared singleton's range is satisfied by the version the deployed shell provides;
// every name it imports from @akiya/shared-ui is exported by the lowest shared-ui its range allows
// (shared-ui/exports.json). `npm run remote -- deploy` runs the same checks (contractCheck) first.
//
//   node scripts/contract-check.mjs <remote> [--remote-dir <folder with dist/>] [--shell-dist <folder>]
//   npm run contract-check -- <remote>
//
// --remote-dir  the remote's package folder whose dist/ is checked (default mfe-<remote>)
// --shell-dist  the deployed shell build (default $DEPLOYED_SHELL_DIST, else shell/dist): the one
//               visitors get; the check never builds it
// CONTRACT_PORT the first of four ports it uses (default 3500)
//
// Exit code 0 when every check passes; otherwise 1, with the reasons printed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { satisfy } from '@module-federation/runtime-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['board', 'mypage', 'editorial', 'consulting', 'akiyabank'];
const require = createRequire(import.meta.url);
const SHARED_UI = '@akiya/shared-ui';

export function parseArgs(argv) {
  const args = { remote: undefined, remoteDir: undefined, shellDist: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--remote-dir') args.remoteDir = argv[++i];
    else if (a === '--shell-dist') args.shellDist = argv[++i];
    else if (!a.startsWith('-') && !args.remote) args.remote = a;
    else throw new Error(`unknown argument: ${a}`);
  }
  if (!args.remote || !REMOTES.includes(args.remote)) {
    throw new Error(`usage: contract-check <${REMOTES.join('|')}> [--remote-dir <dir>] [--shell-dist <dir>]`);
  }
  return args;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The build's routes.json: a JSON array of path patterns, each starting with `/`. */
export function checkRoutes(remoteDist) {
  const file = join(remoteDist, 'routes.json');
  if (!existsSync(file)) return ['routes.json is missing from the build (the remote would own no page)'];
  const routes = readJson(file);
  if (!Array.isArray(routes) || !routes.every((r) => typeof r === 'string')) return ['routes.json is not a JSON array of strings'];
  return routes.filter((r) => !r.startsWith('/')).map((r) => `routes.json: ${JSON.stringify(r)} is not an absolute path pattern`);
}

/**
 * The versions of the shared singletons the shell build provides (its `__SHELL_SHARED__`, inlined
 * into its federation runtime chunk by tools/webpack/create-config.cjs): { name: version }, empty
 * when they cannot be read (a development build; the smoke test still sees a refusal).
 */
export function shellSharedVersions(shellDist) {
  const provided = {};
  if (!existsSync(shellDist)) return provided;
  const rule = /(?:"([^"]+)"|([A-Za-z_$][\w$]*)):\{singleton:!0,strictVersion:!0,requiredVersion:"[^"]*",version:"([^"]+)"/g;
  for (const file of readdirSync(shellDist).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(shellDist, file), 'utf8');
    if (!text.includes('strictVersion:!0')) continue;
    for (const m of text.matchAll(rule)) provided[m[1] ?? m[2]] = m[3];
  }
  return provided;
}

/** Every singleton the build requires, against the version the deployed shell provides. */
export function checkSharedVersions(manifest, provided) {
  const failures = [];
  for (const s of manifest?.shared ?? []) {
    const have = provided[s.name];
    if (!s.singleton || !s.requiredVersion || have === undefined) continue;
    if (!satisfy(have, s.requiredVersion)) {
      failures.push(`${s.name}: the build requires ${s.requiredVersion}, the deployed shell provides ${have}`);
    }
  }
  return failures;
}

/** Compares two `x.y.z` versions (pre-release tags ignored). */
export function compareVersions(a, b) {
  const pa = a.split(/[.+-]/).slice(0, 3).map(Number);
  const pb = b.split(/[.+-]/).slice(0, 3).map(Number);
  for (let i = 0; i < 3; i += 1) if ((pa[i] || 0) !== (pb[i] || 0)) return (pa[i] || 0) - (pb[i] || 0);
  return 0;
}

/** The lowest version a semver range allows (`^0.2.0` → 0.2.0, `~1.2` → 1.2.0, `*` → 0.0.0, `a || b` → the lower). */
export function lowestVersion(range) {
  let lowest;
  for (const part of String(range).split('||')) {
    const first = part.trim().split(/\s+/)[0] ?? '';
    const m = /^(?:\^|~|>=|=)?v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?/.exec(first);
    const num = (x) => (x === undefined || /[xX*]/.test(x) ? 0 : Number(x));
    const v = !m || first.startsWith('<') ? '0.0.0' : `${num(m[1])}.${num(m[2])}.${num(m[3])}`;
    if (lowest === undefined || compareVersions(v, lowest) < 0) lowest = v;
  }
  return lowest ?? '0.0.0';
}

/**
 * The names a build reads from @akiya/shared-ui, found in its code (parsed with TypeScript): in the
 * browser chunks, properties of what `n(<id>)` returns for the module ids the federation consumes as
 * @akiya/shared-ui; in the Node build, of `require("@akiya/shared-ui")`. A local binding is followed
 * within its scope (a nested function or block declaring the same name is skipped).
 */
export function sharedUiImports(remoteDist) {
  const ts = require('typescript');
  const files = [];
  for (const dir of [remoteDist, join(remoteDist, 'server')]) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) if (f.endsWith('.js')) files.push(join(dir, f));
  }
  const texts = files.map((f) => readFileSync(f, 'utf8'));
  // The consume-shared module ids: `3046:{fallback:…,shareKey:"@akiya/shared-ui"}`.
  const ids = new Set();
  for (const text of texts) {
    for (const m of text.matchAll(/(\d+):\{[^{}]*shareKey:"@akiya\/shared-ui"/g)) ids.add(Number(m[1]));
  }
  const isSharedUi = (node) =>
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.arguments.length === 1 &&
    ((ts.isNumericLiteral(node.arguments[0]) && ids.has(Number(node.arguments[0].text))) ||
      (ts.isStringLiteral(node.arguments[0]) && node.expression.text === 'require' && node.arguments[0].text === SHARED_UI));
  const names = new Set();
  const propertyName = (node) => {
    if (ts.isPropertyAccessExpression(node)) return node.name.text;
    if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) return node.argumentExpression.text;
    return undefined;
  };
  const declares = (scope, name) => {
    let found = false;
    const visit = (n) => {
      if (found) return;
      if (n !== scope && ts.isFunctionLike(n)) {
        if (ts.isFunctionDeclaration(n) && n.name?.text === name) found = true;
        return;
      }
      if ((ts.isVariableDeclaration(n) || ts.isParameter(n) || ts.isBindingElement(n) || ts.isClassDeclaration(n)) && n.name && ts.isIdentifier(n.name) && n.name.text === name) {
        found = true;
        return;
      }
      ts.forEachChild(n, visit);
    };
    if (ts.isFunctionLike(scope)) scope.parameters?.forEach(visit);
    ts.forEachChild(scope, visit);
    return found;
  };
  const usesOf = (scope, name, declaredIn) => {
    const visit = (n) => {
      if (n !== declaredIn && ts.isFunctionLike(n) && declares(n, name)) return;
      const prop = propertyName(n);
      if (prop !== undefined && ts.isIdentifier(n.expression) && n.expression.text === name) names.add(prop);
      ts.forEachChild(n, visit);
    };
    visit(scope);
  };
  texts.forEach((text, i) => {
    if (!text.includes(SHARED_UI) && ![...ids].some((id) => text.includes(`(${id})`))) return;
    const source = ts.createSourceFile(files[i], text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const visit = (node) => {
      if (isSharedUi(node)) {
        const parent = node.parent;
        const prop = propertyName(parent);
        if (prop !== undefined && parent.expression === node) names.add(prop);
        else if (ts.isVariableDeclaration(parent) && parent.initializer === node) {
          if (ts.isIdentifier(parent.name)) {
            let scope = parent.parent;
            while (scope && !ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
            usesOf(scope, parent.name.text, scope);
          } else if (ts.isObjectBindingPattern(parent.name)) {
            for (const el of parent.name.elements) {
              const key = el.propertyName ?? el.name;
              if (ts.isIdentifier(key) || ts.isStringLiteral(key)) names.add(key.text);
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  });
  return [...names].sort();
}

/**
 * Names the build imports from @akiya/shared-ui that the lowest shared-ui its range allows does not
 * export (shared-ui/exports.json). The range is the build's (mf-manifest.json), else `declaredRange`.
 */
export function checkSharedUiExports(remoteDist, { manifest, declaredRange, record } = {}) {
  const imported = sharedUiImports(remoteDist);
  if (imported.length === 0) return [];
  const range = (manifest?.shared ?? []).find((s) => s.name === SHARED_UI)?.requiredVersion ?? declaredRange;
  if (!range) return [`the build imports ${imported.join(', ')} from ${SHARED_UI} but declares no range for it`];
  const lowest = lowestVersion(range);
  const lib = require(join(root, 'tools', 'boundaries', 'shared-ui-exports.cjs'));
  const known = lib.exportsAt(lowest, record ?? lib.readRecord());
  if (!known) return [`${SHARED_UI} ${lowest} (the lowest of ${range}) has no record of its exports in shared-ui/exports.json`];
  const missing = imported.filter((n) => !known.exports.includes(n));
  if (missing.length === 0) return [];
  const at = known.version === lowest ? lowest : `${lowest} (as recorded for ${known.version})`;
  return [`the build imports ${missing.join(', ')} from ${SHARED_UI}, which ${SHARED_UI} ${at}, the lowest version of its range ${range}, does not export`];
}

/** The checks that need no browser, each failure one line. */
export function staticChecks({ remoteDist, shellDist, declaredRange }) {
  const manifest = readJson(join(remoteDist, 'mf-manifest.json'));
  if (!manifest) return [`no build at ${remoteDist} (mf-manifest.json missing or unreadable)`];
  return [
    ...checkRoutes(remoteDist),
    ...checkSharedVersions(manifest, shellSharedVersions(shellDist)),
    ...checkSharedUiExports(remoteDist, { manifest, declaredRange }),
  ];
}

export function defaultShellDist(env = process.env) {
  return resolve(env.DEPLOYED_SHELL_DIST ?? join(root, 'shell', 'dist'));
}

/**
 * The remote's smoke test against the deployed shell build, from a static root of its own: the
 * shell, this build, and the other remotes (`others`: name → dist folder; default their mfe-<name>/dist).
 * Resolves to the failures (empty when it passed).
 */
export async function smokeCheck({ remote, remoteDist, shellDist, others, port = Number(process.env.CONTRACT_PORT ?? 3500), stdio = 'inherit' }) {
  if (!existsSync(join(shellDist, 'index.html'))) return [`no deployed shell build at ${shellDist} (index.html missing)`];
  if (!existsSync(join(root, 'e2e', 'smoke', `${remote}.smoke.ts`))) return [`${remote} has no smoke test (e2e/smoke/${remote}.smoke.ts)`];
  if (!existsSync(join(root, 'api', 'dist', 'main.js'))) return ['the API is not built (npm run build -w @akiya/api)'];

  const work = mkdtempSync(join(tmpdir(), `akiya-contract-${remote}-`));
  const staticRoot = join(work, 'static');
  const link = (target, name) => {
    mkdirSync(join(staticRoot, name), { recursive: true });
    symlinkSync(target, join(staticRoot, name, 'dist'), 'dir');
  };
  link(shellDist, 'shell');
  const served = [];
  for (const other of new Set([...REMOTES, ...Object.keys(others ?? {}), remote])) {
    const dist = other === remote ? remoteDist : (others?.[other] ?? join(root, `mfe-${other}`, 'dist'));
    if (!existsSync(dist)) continue;
    link(dist, `mfe-${other}`);
    served.push({ name: other, dir: `mfe-${other}` });
  }
  // The remotes as linked above, whatever configuration the caller's environment names.
  const config = join(work, 'remotes.config.json');
  writeFileSync(config, JSON.stringify({ remotes: served }));
  const env = {
    ...process.env,
    CI: '1',
    E2E_CONTRACT: '1',
    E2E_STATIC_ROOT: staticRoot,
    E2E_DATA_DIR: join(work, 'data'),
    E2E_AUTH_DIR: join(work, 'auth'),
    E2E_PORT: String(port),
    E2E_REMOTE_PORT: String(port + 1),
    E2E_SMTP_PORT: String(port + 2),
    E2E_SMTP_HTTP_PORT: String(port + 3),
    // The builds linked above, not a versioned deploy the caller's environment names.
    DEPLOY_DIR: join(work, 'deploy'),
    REMOTES_CONFIG: config,
  };
  const code = await new Promise((done) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
        'test',
        '--project=smoke',
        `smoke/${remote}.smoke.ts`,
        '--retries=0',
        '--reporter=list',
        `--output=${join(work, 'results')}`,
      ],
      { cwd: join(root, 'e2e'), env, stdio },
    );
    child.on('exit', (c, signal) => done(c ?? (signal ? 1 : 0)));
  });
  if (!process.env.CONTRACT_KEEP) rmSync(work, { recursive: true, force: true });
  return code === 0 ? [] : [`the smoke test e2e/smoke/${remote}.smoke.ts failed in the deployed shell (its output above)`];
}

/** The whole check: the static checks, then the smoke test (both run; every failure is listed). */
export async function contractCheck({ remote, remoteDist, shellDist = defaultShellDist(), declaredRange, others, port, stdio }) {
  const failures = staticChecks({ remoteDist, shellDist, declaredRange });
  if (!existsSync(join(remoteDist, 'mf-manifest.json'))) return failures;
  return [...failures, ...(await smokeCheck({ remote, remoteDist, shellDist, others, port, stdio }))];
}

function fail(message) {
  console.error(`contract check: ${message}`);
  process.exit(1);
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    fail(e.message);
  }
  const { remote } = args;
  const remoteDir = resolve(args.remoteDir ?? join(root, `mfe-${remote}`));
  const remoteDist = join(remoteDir, 'dist');
  const shellDist = resolve(args.shellDist ?? defaultShellDist());
  if (!existsSync(join(shellDist, 'index.html'))) fail(`no deployed shell build at ${shellDist} (index.html missing)`);
  if (!existsSync(join(remoteDist, 'mf-manifest.json'))) fail(`no build of ${remote} at ${remoteDist}: build it first`);
  if (!existsSync(join(root, 'api', 'dist', 'main.js'))) fail('the API is not built (npm run build -w @akiya/api)');

  console.log(`contract check: ${remote} (${remoteDist}) in the deployed shell (${shellDist})`);
  const declaredRange = readJson(join(remoteDir, 'package.json'))?.dependencies?.[SHARED_UI];
  // What the static checks covered, so a remote's own pipeline (npm run ci) shows them run.
  const manifest = readJson(join(remoteDist, 'mf-manifest.json'));
  const singletons = (manifest?.shared ?? []).filter((s) => s.singleton).length;
  const staticFailures = staticChecks({ remoteDist, shellDist, declaredRange });
  console.log(
    `contract check: static checks — routes.json, ${singletons} shared singletons against the versions the deployed shell provides, ` +
      `${sharedUiImports(remoteDist).length} names imported from ${SHARED_UI} against the lowest version of the build's range: ` +
      `${staticFailures.length === 0 ? 'passed' : 'FAILED'}`,
  );
  const failures = await contractCheck({ remote, remoteDist, shellDist, declaredRange });
  for (const f of failures) console.error(`contract check: ${f}`);
  console.log(failures.length === 0 ? `contract check: ${remote} passed` : `contract check: ${remote} FAILED`);
  process.exit(failures.length === 0 ? 0 : 1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
