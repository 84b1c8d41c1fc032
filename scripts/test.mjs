#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure:
// lint, typecheck, every package's Jest tests, the API integration tests against a real database
// (SQLite by default; also MySQL/MariaDB when TEST_DATABASE_URL is set), the production build,
// and the Playwright suites in real Chromium against the composed site.
// Ends with one line "N passed, N failed" (", N skipped") over all test runners; Playwright's flaky
// tests (failed, then passed on the retry) are not counted as passed: a line before it gives their
// number and titles.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
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

export const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** Titles of the flaky tests, as Playwright's summary lists them under "  N flaky". */
export const flakyTitles = [];
/** The Playwright summary section the previous line opened ('flaky', another kind, or none). */
let section = null;

/**
 * Adds up Jest's "Tests: 1 failed, 2 skipped, 30 passed, 33 total" and Playwright's "  30 passed",
 * "  1 flaky" lines, and collects the test titles Playwright lists under "  1 flaky" (one per line,
 * indented deeper: "    [federation] › tests/….spec.ts:142:3 › …").
 */
export function count(text) {
  // eslint-disable-next-line no-control-regex
  for (const line of text.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const jest = line.match(/(?:^|: )Tests:\s+(.*)\d+ total/);
    if (jest) {
      section = null;
      for (const [, n, kind] of jest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
        if (kind in totals) totals[kind] += Number(n);
      }
      continue;
    }
    const pw = line.match(/^\s+(\d+) (passed|failed|flaky|skipped|interrupted|did not run)(?: \(|$)/);
    if (pw) {
      section = pw[2];
      if (pw[2] in totals) totals[pw[2]] += Number(pw[1]);
      continue;
    }
    const listed = line.match(/^\s{4,}(\S.*)$/);
    if (section === 'flaky' && listed) {
      // The list reporter pads each title with a rule of '─' to the terminal width.
      const title = listed[1].replace(/\s*─+\s*$/, '').trim();
      // The reporter may list a test's error lines under its title, indented further: titles only.
      if (/^\[[^\]]+\] › /.test(title)) flakyTitles.push(title);
      continue;
    }
    if (line.trim() !== '') section = null;
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

/** The closing lines: the flaky tests (when any) on lines of their own, then the one line CI reads. */
export function summary() {
  const lines = [];
  if (totals.flaky) {
    lines.push(`${totals.flaky} flaky (failed, then passed on the retry; not counted as passed)${flakyTitles.length ? ':' : ''}`);
    for (const title of flakyTitles) lines.push(`  ${title}`);
  }
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  lines.push(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  return lines.join('\n');
}

async function main() {
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
  console.log(summary());
  process.exit(failedStep || totals.failed ? 1 : 0);
}

// Run when started as a script (`node scripts/test.mjs`), not when imported to check the counting.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
