#!/usr/bin/env node
// `npm start`: builds what is not built (or is older than its sources), then runs the API, which
// migrates, seeds the demo data when the database is empty, and serves the shell, every remote's
// built assets and the uploads on one port (PORT, default 3000).
//
//   node scripts/start.mjs             build if needed, then serve
//   node scripts/start.mjs --no-build  serve what is built (used by the e2e suite)
//   node scripts/start.mjs --build-only
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
export const FRONTENDS = ['shell', 'mfe-board', 'mfe-mypage', 'mfe-editorial', 'mfe-consulting', 'mfe-akiyabank'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** A package needs a build when its output is missing or older than its sources (or a shared source). */
function needsBuild(pkg, output, extraSources = []) {
  const out = join(root, pkg, output);
  if (!existsSync(out)) return true;
  const sources = [join(root, pkg, 'src'), ...extraSources.map((p) => join(root, p))];
  if (existsSync(join(root, pkg, 'routes.json'))) sources.push(join(root, pkg, 'routes.json'));
  return Math.max(...sources.map(newestMtime)) > statSync(out).mtimeMs;
}

function run(cmd, cmdArgs, cwd = root) {
  const started = Date.now();
  const result = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n[start] 失敗しました / failed: ${cmd} ${cmdArgs.join(' ')} (in ${cwd})`);
    process.exit(result.status ?? 1);
  }
  return Date.now() - started;
}

function runParallel(jobs, concurrency = 2) {
  return new Promise((resolve, reject) => {
    let next = 0;
    let running = 0;
    const startNext = () => {
      if (next >= jobs.length && running === 0) return resolve();
      while (running < concurrency && next < jobs.length) {
        const job = jobs[next++];
        running++;
        const child = spawn(job.cmd, job.args, { cwd: job.cwd, stdio: 'inherit', env: process.env });
        child.on('exit', (code) => {
          running--;
          if (code !== 0) return reject(new Error(`[start] build failed in ${job.cwd}`));
          startNext();
        });
      }
    };
    startNext();
  });
}

export async function buildIfNeeded() {
  const webpack = join(root, 'node_modules/webpack-cli/bin/cli.js');
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  if (needsBuild('contracts', 'dist/index.js')) {
    console.log('[start] building contracts');
    run(process.execPath, [tsc, '-p', 'tsconfig.build.json'], join(root, 'contracts'));
  }
  if (needsBuild('api', 'dist/main.js', ['contracts/src'])) {
    console.log('[start] building api');
    run(process.execPath, [tsc, '-p', 'tsconfig.build.json'], join(root, 'api'));
  }
  const shared = ['shared-ui/src', 'contracts/src', 'tools/webpack'];
  const stale = FRONTENDS.filter((pkg) => needsBuild(pkg, 'dist/index.html', shared));
  if (stale.length) {
    console.log(`[start] building ${stale.join(', ')}`);
    await runParallel(
      stale.map((pkg) => ({ cmd: process.execPath, args: [webpack, '--mode', 'production'], cwd: join(root, pkg) })),
    );
  }
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
  const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
