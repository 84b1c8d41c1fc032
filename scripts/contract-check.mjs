#!/usr/bin/env node
// The contract check of one remote: its built files loaded into the deployed shell build (not the
// workspace sources), with the API, and that remote's smoke test (e2e/smoke/<remote>.smoke.ts) run
// there in Chromium. It catches what the remote's own tests cannot: a remote that needs a newer
// shared-ui, another major of React, or an export the deployed shell's copy does not have.
//
//   node scripts/contract-check.mjs <remote> [--remote-dir <folder with dist/>] [--shell-dist <folder>]
//   npm run contract-check -- <remote>
//
// --remote-dir  the remote's package folder whose dist/ is checked (default mfe-<remote>)
// --shell-dist  the deployed shell build (default $DEPLOYED_SHELL_DIST, else shell/dist): the one
//               visitors get; the check never builds it
// CONTRACT_PORT the first of four ports it uses (default 3500)
//
// Exit code 0 when the smoke test passes; otherwise 1, with the reason printed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['board', 'mypage', 'editorial', 'consulting', 'akiyabank'];

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
  const remoteDist = join(resolve(args.remoteDir ?? join(root, `mfe-${remote}`)), 'dist');
  const shellDist = resolve(args.shellDist ?? process.env.DEPLOYED_SHELL_DIST ?? join(root, 'shell', 'dist'));
  if (!existsSync(join(shellDist, 'index.html'))) fail(`no deployed shell build at ${shellDist} (index.html missing)`);
  if (!existsSync(join(remoteDist, 'mf-manifest.json'))) fail(`no build of ${remote} at ${remoteDist}: build it first`);
  if (!existsSync(join(root, 'api', 'dist', 'main.js'))) fail('the API is not built (npm run build -w @akiya/api)');

  // A static root of its own: the deployed shell, this remote's new build, the other remotes as built.
  const work = mkdtempSync(join(tmpdir(), `akiya-contract-${remote}-`));
  const staticRoot = join(work, 'static');
  const link = (target, name) => {
    mkdirSync(join(staticRoot, name), { recursive: true });
    symlinkSync(target, join(staticRoot, name, 'dist'), 'dir');
  };
  link(shellDist, 'shell');
  for (const other of REMOTES) {
    const dist = other === remote ? remoteDist : join(root, `mfe-${other}`, 'dist');
    if (existsSync(dist)) link(dist, `mfe-${other}`);
  }

  const base = Number(process.env.CONTRACT_PORT ?? 3500);
  const env = {
    ...process.env,
    CI: '1',
    E2E_CONTRACT: '1',
    E2E_STATIC_ROOT: staticRoot,
    E2E_DATA_DIR: join(work, 'data'),
    E2E_AUTH_DIR: join(work, 'auth'),
    E2E_PORT: String(base),
    E2E_REMOTE_PORT: String(base + 1),
    E2E_SMTP_PORT: String(base + 2),
    E2E_SMTP_HTTP_PORT: String(base + 3),
  };
  console.log(`contract check: ${remote} (${remoteDist}) in the deployed shell (${shellDist})`);
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
      { cwd: join(root, 'e2e'), env, stdio: 'inherit' },
    );
    child.on('exit', (c, signal) => done(c ?? (signal ? 1 : 0)));
  });
  if (!process.env.CONTRACT_KEEP) rmSync(work, { recursive: true, force: true });
  console.log(code === 0 ? `contract check: ${remote} passed` : `contract check: ${remote} FAILED`);
  process.exit(code === 0 ? 0 : 1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
