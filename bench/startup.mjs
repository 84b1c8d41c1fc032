#!/usr/bin/env node
// `npm start` on a fresh clone after install: seconds until the site answers.
// Clones the repository (committed HEAD) into a temp folder, links in the installed
// node_modules (standing in for `npm install`, which is not timed), then times `npm start`
// (build everything, migrate, seed the demo data, serve) until GET / and /api/health answer.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { root, waitFor } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3392);
const dir = mkdtempSync(join(tmpdir(), 'akiya-clone-'));
execFileSync('git', ['clone', '--quiet', root, dir]);
// Hard links: a copy of the installed tree in milliseconds. Workspace links inside stay relative.
execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
// npm also installs some packages inside a workspace (a version other than the hoisted one).
for (const entry of readdirSync(root)) {
  const nested = join(root, entry, 'node_modules');
  if (entry !== 'node_modules' && existsSync(nested) && existsSync(join(dir, entry))) {
    execFileSync('cp', ['-al', nested, join(dir, entry, 'node_modules')]);
  }
}

const started = Date.now();
const child = spawn('npm', ['start'], {
  cwd: dir,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`npm start exited with ${code}`))));
try {
  await Promise.race([waitFor(`http://127.0.0.1:${PORT}/api/health`, 600_000), exited]);
  const healthMs = Date.now() - started;
  await waitFor(`http://127.0.0.1:${PORT}/`, 60_000);
  const listings = await (await fetch(`http://127.0.0.1:${PORT}/api/properties`)).json();
  console.log(`npm start on a fresh clone: site answers after ${(healthMs / 1000).toFixed(1)} s (${listings.total} demo listings seeded)`);
} finally {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  rmSync(dir, { recursive: true, force: true });
}
