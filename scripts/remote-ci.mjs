#!/usr/bin/env node
// The pipeline of one remote, for the team that owns it: `npm run ci -w @akiya/mfe-<remote>`
// (or `node scripts/remote-ci.mjs <remote>` from the root). In order, stopping at the first failure:
//   lint       eslint on the remote's folder
//   typecheck  tsc on the remote
//   unit       the remote's Jest tests
//   build      the remote's production build (its dist/, what is deployed)
//   contract   scripts/contract-check.mjs: that build in the deployed shell build with its smoke test
// The shell, shared-ui and the other remotes are not rebuilt; the API is built only when it has no
// build yet (the contract check runs against it). The root `npm test` still runs everything.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['board', 'mypage', 'editorial', 'consulting', 'akiyabank'];

// From a remote's folder (npm run ci -w …) the remote is the folder's name.
const fromCwd = basename(process.cwd()).replace(/^mfe-/, '');
const remote = process.argv[2] ?? (REMOTES.includes(fromCwd) ? fromCwd : undefined);
if (!remote || !REMOTES.includes(remote)) {
  console.error(`usage: node scripts/remote-ci.mjs <${REMOTES.join('|')}> (or npm run ci -w @akiya/mfe-<remote>)`);
  process.exit(2);
}
const ws = `@akiya/mfe-${remote}`;
const dir = join(root, `mfe-${remote}`);

const steps = [
  { name: 'lint', cmd: process.execPath, args: [join(root, 'node_modules/eslint/bin/eslint.js'), '--max-warnings=0', dir] },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck', '-w', ws] },
  { name: 'unit', cmd: 'npm', args: ['test', '-w', ws] },
  { name: 'build', cmd: 'npm', args: ['run', 'build', '-w', ws] },
  { name: 'contract', cmd: process.execPath, args: [join(root, 'scripts/contract-check.mjs'), remote] },
];

function run(cmd, args) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
const times = [];
// contracts is a dependency of every remote's typecheck and build.
if (!existsSync(join(root, 'contracts', 'dist'))) await run('npm', ['run', 'build:contracts']);
for (const step of steps) {
  if (step.name === 'contract' && !existsSync(join(root, 'api', 'dist', 'main.js'))) {
    console.log('remote-ci: the API has no build yet; building it for the contract check');
    if ((await run('npm', ['run', 'build', '-w', '@akiya/api'])) !== 0) process.exit(1);
  }
  const t = Date.now();
  console.log(`\nremote-ci ${remote}: ${step.name}`);
  const code = await run(step.cmd, step.args);
  times.push(`${step.name} ${Math.round((Date.now() - t) / 1000)}s`);
  if (code !== 0) {
    console.error(`\nremote-ci ${remote}: FAILED at ${step.name} (${times.join(', ')})`);
    process.exit(1);
  }
}
console.log(`\nremote-ci ${remote}: passed in ${Math.round((Date.now() - started) / 1000)} s (${times.join(', ')})`);
