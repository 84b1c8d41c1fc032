#!/usr/bin/env node
// `npm start`: builds what is not built (or was built from other sources), then runs the API, which
// migrates, seeds the demo data when the database is empty, and serves the shell, every remote's
// built assets and the uploads on one port (PORT, default 3000).
//
//   node scripts/start.mjs             build if needed, then serve
//   node scripts/start.mjs --no-build  serve what is built (used by the e2e suite)
//   node scripts/start.mjs --build-only
//
// Whether a package is built is decided by content, not by modification times: a fresh clone or a
// checkout gives every file a new mtime, and rebuilding all frontends for that took minutes. Each
// build writes a sha256 of its inputs (sources, configs, shared packages, the lockfile) to
// <package>/dist/.build-hash; a package is rebuilt when its output is missing or that hash differs.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
export const FRONTENDS = ['shell', 'mfe-board', 'mfe-mypage', 'mfe-editorial', 'mfe-consulting', 'mfe-akiyabank'];

/** Where a build records the hash of the inputs it was made from, inside the package's output folder. */
export const HASH_FILE = 'dist/.build-hash';

/** What every package's build reads besides its own folder: the installed versions and the base compiler options. */
const COMMON_INPUTS = ['package-lock.json', 'tsconfig.base.json'];
/** Besides its src/: its own configs, and for a frontend the routes it emits and the files it copies. */
const OWN_INPUTS = ['src', 'routes.json', 'public', 'package.json', 'webpack.config.cjs'];
/** Environment variables a build reads: a different value makes different output. */
const FRONTEND_ENV = ['AKIYA_NO_SERVER_BUILD'];

/**
 * The packages `npm start` builds, in order (contracts before the api, whose compiler reads the
 * contracts' declarations), each with its output, the inputs shared with other packages and the
 * build command. The command is part of the hash, so changing it here rebuilds.
 */
export const TARGETS = [
  { pkg: 'contracts', output: 'dist/index.js', shared: COMMON_INPUTS, env: [], tool: 'tsc', args: ['-p', 'tsconfig.build.json'] },
  { pkg: 'api', output: 'dist/main.js', shared: [...COMMON_INPUTS, 'contracts/src'], env: [], tool: 'tsc', args: ['-p', 'tsconfig.build.json'] },
  ...FRONTENDS.map((pkg) => ({
    pkg,
    output: 'dist/index.html',
    shared: [...COMMON_INPUTS, 'tsconfig.web.json', 'shared-ui/src', 'shared-ui/package.json', 'contracts/src', 'tools/webpack'],
    env: FRONTEND_ENV,
    tool: 'webpack',
    args: ['--mode', 'production'],
  })),
];
const TOOLS = { tsc: 'node_modules/typescript/bin/tsc', webpack: 'node_modules/webpack-cli/bin/cli.js' };

/** Byte order of the names, so the order (and the hash) is the same under every locale. */
const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Adds every file under `dir` (relative name, then the sha256 of its content) to `lines`, in name
 * order, skipping node_modules and dist folders. Symbolic links count as what they point to.
 */
function listFiles(dir, name, lines) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => byName(a.name, b.name))) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    const kind = entry.isSymbolicLink() ? statSync(path, { throwIfNoEntry: false }) : entry;
    if (kind?.isDirectory()) listFiles(path, `${name}/${entry.name}`, lines);
    else if (kind?.isFile()) lines.push(`${name}/${entry.name} ${createHash('sha256').update(readFileSync(path)).digest('hex')}`);
  }
}

/**
 * The sha256 of the inputs `paths` (files or folders, relative to `root`) and the values of the
 * environment variables `envNames`: every file's path and content, in a fixed order, skipping
 * node_modules and dist. Modification times play no part, so a fresh clone of the same commit
 * hashes the same; a missing input is recorded as missing, so adding it changes the hash.
 * `cache` (path → its lines) lets the packages that share an input read it once.
 */
export function inputHash(root, paths, { env = {}, envNames = [], extra = '', cache = new Map() } = {}) {
  const hash = createHash('sha256').update(`${extra}\n`);
  for (const name of envNames) hash.update(`env ${name}=${env[name] ?? ''}\n`);
  for (const path of [...paths].sort(byName)) {
    let lines = cache.get(path);
    if (!lines) {
      const full = join(root, path);
      const st = statSync(full, { throwIfNoEntry: false });
      lines = [];
      if (!st) lines.push(`${path} missing`);
      else if (st.isDirectory()) listFiles(full, path, lines);
      else lines.push(`${path} ${createHash('sha256').update(readFileSync(full)).digest('hex')}`);
      cache.set(path, lines);
    }
    for (const line of lines) hash.update(`${line}\n`);
  }
  return hash.digest('hex');
}

/** The hash of one target's inputs (its own files, the shared ones, its environment and its command). */
export function targetHash(root, target, { env = process.env, cache = new Map() } = {}) {
  const own = [...OWN_INPUTS, ...tsconfigsOf(join(root, target.pkg))].map((name) => `${target.pkg}/${name}`);
  return inputHash(root, [...own, ...target.shared], {
    env,
    envNames: target.env,
    extra: `${target.tool} ${target.args.join(' ')} -> ${target.output}`,
    cache,
  });
}

function tsconfigsOf(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => /^tsconfig.*\.json$/.test(name));
}

/** Whether `target` must be built: its output is missing, or it was built from inputs with another hash. */
export function needsBuild(root, target, hash) {
  if (!existsSync(join(root, target.pkg, target.output))) return true;
  const file = join(root, target.pkg, HASH_FILE);
  return !existsSync(file) || readFileSync(file, 'utf8').trim() !== hash;
}

/** The targets to build, each with the hash to record once its build has succeeded. */
export function staleTargets(root = ROOT, env = process.env) {
  const cache = new Map();
  return TARGETS.map((target) => ({ target, hash: targetHash(root, target, { env, cache }) })).filter(({ target, hash }) =>
    needsBuild(root, target, hash),
  );
}

/** Runs one target's build; resolves whether it succeeded. */
function spawnBuild(root, target) {
  return new Promise((resolve) => {
    const cwd = join(root, target.pkg);
    const child = spawn(process.execPath, [join(root, TOOLS[target.tool]), ...target.args], { cwd, stdio: 'inherit', env: process.env });
    child.on('error', (error) => {
      console.error(`[start] ${error.message}`);
      resolve(false);
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * Builds one target and records its hash, only when the build succeeded. The previous hash goes
 * first: a failed build may have rewritten part of the output, which then matches no sources. The
 * hash is the one of the inputs before the build, so a file edited while it ran rebuilds next time.
 */
async function buildOne(root, { target, hash }, build) {
  const file = join(root, target.pkg, HASH_FILE);
  rmSync(file, { force: true });
  if (!(await build(root, target))) return false;
  if (!existsSync(join(root, target.pkg, target.output))) return false;
  writeFileSync(file, `${hash}\n`);
  return true;
}

/** Runs `jobs` at most `concurrency` at a time; after a failure starts no more, lets the running ones finish. */
async function runLimited(jobs, concurrency, run) {
  const failed = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length && failed.length === 0) {
      const job = jobs[next++];
      if (!(await run(job))) failed.push(job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return failed;
}

/**
 * Builds the packages whose inputs changed since their last successful build (or that have no
 * output). Prints nothing when everything is up to date. Rejects when a build fails.
 * `root` and `build(root, target)` (resolves whether it succeeded) are for the tests.
 */
export async function buildIfNeeded({ root = ROOT, env = process.env, build = spawnBuild, concurrency = 2 } = {}) {
  const stale = staleTargets(root, env);
  const failure = (jobs) => new Error(`[start] 失敗しました / build failed in ${jobs.map((j) => j.target.pkg).join(', ')}`);
  // contracts, then the api, one at a time: the api's compiler reads the contracts' output.
  for (const job of stale.filter((j) => j.target.tool === 'tsc')) {
    console.log(`[start] building ${job.target.pkg}`);
    if (!(await buildOne(root, job, build))) throw failure([job]);
  }
  const frontends = stale.filter((j) => j.target.tool !== 'tsc');
  if (frontends.length) {
    console.log(`[start] building ${frontends.map((j) => j.target.pkg).join(', ')}`);
    const failed = await runLimited(frontends, concurrency, (job) => buildOne(root, job, build));
    if (failed.length) throw failure(failed);
  }
  return stale.map((j) => j.target.pkg);
}

/**
 * The API's environment under `npm start`: seed the demo data when the database is empty. The mail
 * outbox is NOT listed over HTTP (`/api/dev/outbox` would let anyone read password-reset links);
 * DEMO_OUTBOX=1 set by hand turns it on for loopback clients only, never in production.
 */
export function serverEnv(env = process.env) {
  return { SEED_IF_EMPTY: '1', ...env };
}

/** The first lines `npm start` prints: where the demo mails go and how to follow a link from one. */
export function startBanner(env = process.env) {
  const dataDir = env.DATA_DIR || 'data';
  const lines = [];
  if (env.MAIL_URL) {
    lines.push(`[start] mails are sent through ${env.MAIL_URL.replace(/\/\/[^@/]*@/, '//***@')}`);
  } else {
    lines.push(`[start] demo mails are written to ${join(dataDir, 'outbox')}/ (one .eml file each, nothing is sent)`);
    lines.push('[start] to verify a new account or reset a password, open the newest .eml there and follow its link');
  }
  if (env.DEMO_OUTBOX === '1' || env.DEMO_OUTBOX === 'true') {
    lines.push('[start] DEMO_OUTBOX=1: the outbox is also listed at /api/dev/outbox, to loopback clients only');
  }
  return lines;
}

async function main() {
  if (!args.has('--build-only')) for (const line of startBanner()) console.log(line);
  if (!args.has('--no-build')) await buildIfNeeded();
  if (args.has('--build-only')) return;
  const env = serverEnv();
  const server = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], { cwd: ROOT, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
