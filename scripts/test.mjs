#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure:
// lint, typecheck, every package's Jest tests, the API integration tests against a real database
// (SQLite by default; also MySQL/MariaDB when TEST_DATABASE_URL is set), the production build,
// and the Playwright suites in real Chromium against the composed site.
// Ends with one line "N passed, N failed" over all test runners.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'unit', cmd: 'npm', args: ['run', 'test:unit'] },
  { name: 'api', cmd: 'npm', args: ['run', 'test:api'] },
  { name: 'build', cmd: process.execPath, args: ['scripts/start.mjs', '--build-only'] },
  { name: 'e2e', cmd: 'npm', args: ['run', 'test:e2e'] },
].filter((s) => only.length === 0 || only.includes(s.name));

const totals = { passed: 0, failed: 0, skipped: 0 };

/** Adds up Jest's "Tests: 1 failed, 2 skipped, 30 passed, 33 total" and Playwright's "  30 passed" lines. */
function count(text) {
  // eslint-disable-next-line no-control-regex
  for (const line of text.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const jest = line.match(/(?:^|: )Tests:\s+(.*)\d+ total/);
    if (jest) {
      for (const [, n, kind] of jest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
        if (kind in totals) totals[kind] += Number(n);
      }
      continue;
    }
    const pw = line.match(/^\s+(\d+) (passed|failed|flaky|skipped)(?: \(|$)/);
    if (pw) {
      const kind = pw[2] === 'flaky' ? 'passed' : pw[2];
      totals[kind] += Number(pw[1]);
    }
  }
}

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n=== ${step.name} ===`);
    const child = spawn(step.cmd, step.args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const onData = (stream) => (chunk) => {
      stream.write(chunk);
      tail += chunk.toString();
      const cut = tail.lastIndexOf('\n');
      if (cut >= 0) {
        count(tail.slice(0, cut + 1));
        tail = tail.slice(cut + 1);
      }
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('exit', (code) => {
      count(tail);
      resolve({ code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const timings = [];
let failedStep = null;
for (const step of steps) {
  const { code, seconds } = await runStep(step);
  timings.push(`${step.name} ${seconds}s${code === 0 ? '' : ' (failed)'}`);
  if (code !== 0) {
    failedStep = step.name;
    break;
  }
}

console.log(`\nsteps: ${timings.join(', ')}`);
if (failedStep) console.log(`FAILED at step "${failedStep}"`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedStep || totals.failed ? 1 : 0);
