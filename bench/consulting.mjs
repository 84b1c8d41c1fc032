#!/usr/bin/env node
// A consulting message to the operator's open page: the time from a user's POST to a consulting thread
// (POST /api/my-page/consulting/threads/:id/messages) until the staff member's open SSE stream — the
// same GET /api/my-page/events the deal threads use — receives the updated_user_contacts event for it.
// 100 messages, one at a time; prints the median and p99 (and the POST's own time).
// With BENCH_REDIS_URL set, two API processes share the database and Redis and the stream is also
// measured on the other process (send on A, stream on B).
// Needs the API built (cd api && npx tsc -p tsconfig.build.json).
// Usage: node bench/consulting.mjs
//   BENCH_DATABASE_URL (default: a fresh SQLite file in a temporary folder; a mysql://… database is
//   dropped and re-created), BENCH_REDIS_URL (unset: one process), BENCH_PORT_A/B (3440/3441),
//   BENCH_MESSAGES (100).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, recreateMysql, root, sendLatencies, signIn, table, waitFor } from './lib.mjs';

const PORT_A = Number(process.env.BENCH_PORT_A ?? 3440);
const PORT_B = Number(process.env.BENCH_PORT_B ?? 3441);
const COUNT = Number(process.env.BENCH_MESSAGES ?? 100);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? '';
const DB_URL = process.env.BENCH_DATABASE_URL ?? '';
const PASSWORD = 'akiyademo1';
const dataDir = mkdtempSync(join(tmpdir(), 'akiya-consulting-bench-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_ENABLED: '0',
  ...(DB_URL ? { DATABASE_URL: DB_URL } : {}),
  ...(REDIS_URL ? { REDIS_URL, REDIS_KEY_PREFIX: `consulting-bench-${Date.now()}:` } : {}),
};

/** Logs in as one of the seeded accounts (their password: PASSWORD). */
const login = (port, email) => signIn(port, email, PASSWORD);
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');

function run(args) {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

function startApi(port) {
  const child = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`API on ${port} exited with ${code}`))));
  return Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`, 60_000), exited]).then(() => child);
}



/** `COUNT` messages from the user on `sendPort`; time until the staff stream on `ssePort` has an event. */
function latency(sendPort, ssePort, user, staff, threadId, label) {
  return sendLatencies(ssePort, staff.cookie, COUNT, (i) =>
    fetch(`http://127.0.0.1:${sendPort}/api/my-page/consulting/threads/${threadId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie, 'x-csrf-token': user.csrf },
      body: JSON.stringify({ body: `ベンチ相談メッセージ ${label} ${i}`, clientId: `bench-${label}-${Date.now()}-${i}` }),
    }),
  );
}

async function main() {
  if (DB_URL.startsWith('mysql')) await recreateMysql(DB_URL);
  await run(['api/dist/database/cli.js', 'seed', '--listings', '20', '--no-photos']);
  const children = [await startApi(PORT_A)];
  if (REDIS_URL) children.push(await startApi(PORT_B));
  try {
    const user = await login(PORT_A, 'buyer@example.jp');
    const staff = await login(PORT_A, 'staff@example.jp');
    const list = await (await fetch(`http://127.0.0.1:${PORT_A}/api/my-page/consulting/requests`, { headers: { cookie: user.cookie } })).json();
    const threadId = list.items[0]?.thread_id;
    if (!threadId) throw new Error('the seeded consulting request of buyer@ is missing');
    const rows = [];
    const row = (label, r) => ({
      path: label,
      'median ms': ms(percentile(r.latencies, 50)),
      'p99 ms': ms(percentile(r.latencies, 99)),
      'POST median ms': ms(percentile(r.sends, 50)),
      'POST p99 ms': ms(percentile(r.sends, 99)),
    });
    rows.push(row(`send on A, staff stream on A${REDIS_URL ? ' (through Redis)' : ' (in-process bus)'}`, await latency(PORT_A, PORT_A, user, staff, threadId, 'same')));
    if (REDIS_URL) rows.push(row('send on A, staff stream on B', await latency(PORT_A, PORT_B, user, staff, threadId, 'cross')));
    console.log(`\nConsulting message → event on the operator's open SSE stream (${COUNT} messages, one at a time; ${DB_URL ? DB_URL.replace(/\/\/[^@]*@/, '//') : 'SQLite'})`);
    console.log(table(rows));
  } finally {
    for (const c of children) c.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
