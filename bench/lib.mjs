// Helpers shared by the benchmark scripts: start the composed site, wait for it, stop it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** `require` as from api/: the packages only the API depends on (sharp, mysql2). */
export const requireFromApi = createRequire(join(root, 'api', 'package.json'));

/** The headless Chromium flags of the benchmarks and the e2e suite (e2e/playwright.config.ts). */
export const CHROMIUM_ARGS = JSON.parse(readFileSync(join(root, 'tools/chromium/headless-args.json'), 'utf8'));

export async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - started;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts `node scripts/start.mjs --no-build` on a port with a fresh data folder; resolves when healthy. */
export async function startSite({ port, cwd = root, env = {}, build = false } = {}) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'akiya-bench-'));
  const child = spawn(process.execPath, ['scripts/start.mjs', ...(build ? [] : ['--no-build'])], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`site exited with ${code}`))));
  const ms = await Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`), exited]);
  return { child, ms, dataDir, stop: () => child.kill('SIGTERM') };
}

export function table(rows) {
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(width[i])).join('  ');
  return [line(cols), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(cols.map((c) => r[c])))].join('\n');
}

/** Waits until the server has worked off what a run left queued (a health check answers within 50 ms). */
export async function drain(base) {
  for (let waited = 0; waited < 60_000; waited += 250) {
    const started = Date.now();
    try {
      await fetch(`${base}/api/health`);
    } catch {
      /* busy */
    }
    if (Date.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Nearest-rank percentile `p` (0–100) of ascending `sorted` values (NaN when empty). */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/** Logs in through the API (two steps: the address, then the password); returns the Cookie header (session + CSRF) and the CSRF token. */
export async function signIn(port, email, password) {
  const base = `http://127.0.0.1:${port}`;
  const jar = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(await fetch(`${base}/api/common/base-data`));
  const headers = () => ({ 'content-type': 'application/json', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': jar.get('akiya_csrf') });
  for (const [path, body] of [
    ['/api/login/post-email', { email, password: '' }],
    ['/api/login/post', { email, password }],
  ]) {
    const res = await fetch(base + path, { method: 'POST', headers: headers(), body: JSON.stringify(body) });
    keep(res);
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  }
  return { cookie: headers().cookie, csrf: jar.get('akiya_csrf') };
}

/** Opens the SSE stream; `onEvent` gets each updated_user_contacts event with its arrival time. */
export async function openSse(port, cookie, onEvent) {
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/my-page/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`SSE ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.includes('event: updated_user_contacts') && data) onEvent(JSON.parse(data.slice(6)), now);
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return () => controller.abort();
}

/**
 * `count` sends one at a time (`send(i)` posts one message and resolves to its fetch Response) while
 * a stream with `cookie` is open on `ssePort`. Per send: the POST's own time (`sends`) and the time
 * until an updated_user_contacts event for which `matches` holds arrives (`latencies`), ascending.
 */
export async function sendLatencies(ssePort, cookie, count, send, matches = () => true) {
  let waiting = null;
  const close = await openSse(ssePort, cookie, (event, at) => {
    if (waiting && matches(event)) {
      const w = waiting;
      waiting = null;
      w(at);
    }
  });
  await new Promise((r) => setTimeout(r, 300)); // let the connect-time pending rows pass
  const latencies = [];
  const sends = [];
  for (let i = 0; i < count; i++) {
    const arrived = new Promise((resolve) => (waiting = resolve));
    const t0 = performance.now();
    const res = await send(i);
    const t1 = performance.now();
    if (res.status !== 200) throw new Error(`send ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    const at = await Promise.race([arrived, new Promise((_, reject) => setTimeout(() => reject(new Error('SSE event not received in 5 s')), 5000))]);
    latencies.push(at - t0);
    sends.push(t1 - t0);
  }
  close();
  latencies.sort((a, b) => a - b);
  sends.sort((a, b) => a - b);
  return { latencies, sends };
}

/** Drops and re-creates the MySQL/MariaDB database of `databaseUrl` (utf8mb4), empty. */
export async function recreateMysql(databaseUrl) {
  const mysql = requireFromApi('mysql2/promise');
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username || 'root'), password: decodeURIComponent(url.password) });
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
}

/** An API client that keeps the cookies it is given (dropping cleared ones) and sends the CSRF header on writes. */
export class ApiClient {
  jar = new Map();

  constructor(base) {
    this.base = base;
  }

  async request(method, path, body, contentType) {
    const headers = { accept: 'application/json', cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (contentType) headers['content-type'] = contentType;
    if (method !== 'GET') headers['x-csrf-token'] = this.jar.get('akiya_csrf') ?? '';
    const res = await fetch(this.base + path, { method, headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '') this.jar.delete(pair.slice(0, at));
      else this.jar.set(pair.slice(0, at), value);
    }
    return res;
  }

  json(method, path, body) {
    return this.request(method, path, body === undefined ? undefined : JSON.stringify(body), body === undefined ? undefined : 'application/json');
  }

  /** Fetches the CSRF cookie, then both login steps; throws unless each step answers 200. */
  async login(email, password) {
    await this.json('GET', '/api/common/base-data');
    if ((await this.json('POST', '/api/login/post-email', { email })).status !== 200) throw new Error('login step 1');
    if ((await this.json('POST', '/api/login/post', { email, password })).status !== 200) throw new Error('login step 2');
  }
}

/**
 * Starts the API alone (no front-ends) on `port` with `dataDir`, seeded on first start and without
 * rate limits, from api/dist/main.js or, with `fromSource`, from api/src/main.ts through
 * @swc-node/register. The caller waits for /api/health and kills the child.
 */
export function spawnApi({ port, dataDir, fromSource = false }) {
  const args = fromSource ? ['-r', '@swc-node/register', join(root, 'api/src/main.ts')] : [join(root, 'api/dist/main.js')];
  return spawn(process.execPath, args, {
    cwd: join(root, 'api'),
    env: {
      ...process.env,
      SWC_NODE_PROJECT: join(root, 'api/tsconfig.json'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_IF_EMPTY: '1',
      RATE_LIMIT_ENABLED: '0',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Runs `work(api, dataDir)` against an API of its own (spawnApi on `port` with a new data folder
 * akiya-bench-<name>-…), then stops it and deletes the folder.
 */
export async function withApi({ name, port, fromSource = false }, work) {
  const dataDir = mkdtempSync(join(tmpdir(), `akiya-bench-${name}-`));
  const api = spawnApi({ port, dataDir, fromSource });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    return await work(api, dataDir);
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A field of /proc/<pid>/status in kB (VmRSS: now, VmHWM: the kernel's high-water mark); NaN when absent. */
export function procStatusKb(pid, field) {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return m ? Number(m[1]) : NaN;
}

/** Samples the RSS of `pid` every 20 ms from now: `before` and `peak()` in kB; `stop()` ends the sampling. */
export function sampleRss(pid) {
  const before = procStatusKb(pid, 'VmRSS');
  let peak = before;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, procStatusKb(pid, 'VmRSS'));
    } catch {
      // process gone
    }
  }, 20);
  return { before, peak: () => peak, stop: () => clearInterval(timer) };
}

/** The text fields of the listing the posting benchmarks send (the seeded seller's own), with `description`. */
function benchListingFields(description) {
  return {
    title: 'ベンチマークの古民家',
    description,
    prefecture_code: '17',
    municipality: '輪島市',
    address_public: '輪島市河井町',
    address_private: '輪島市河井町1-2-3',
    price_man_yen: '300',
    land_or_building: 'building',
    contact_name: '売主 太郎',
    contact_name_kana: 'うりぬし',
    contact_phone: '090-1234-5678',
    contact_email: 'seller@example.jp',
    agree_terms: '1',
    agree_privacy: '1',
  };
}

/**
 * The multipart body of POST /api/post: `fields`, the category, what `addPhotos(form)` appends and
 * a client token unique per `n` (the API takes a repeated token for a retried send).
 */
function postingForm(fields, categoryId, addPhotos, n) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('category_ids', String(categoryId));
  addPhotos(form);
  form.append('client_token', `bench-${Date.now()}-${n}-abcdef`);
  return form;
}

/**
 * The demo seller logged in on `base` (client) and `form(addPhotos, n)`: the body of POST /api/post
 * for the bench listing with `description` in the first category, its photos added by `addPhotos`.
 */
export async function sellerPosting(base, description) {
  const client = new ApiClient(base);
  await client.login('seller@example.jp', 'akiyademo1');
  const categories = (await (await client.json('GET', '/api/common/base-data')).json()).categories;
  const fields = benchListingFields(description);
  return { client, form: (addPhotos, n) => postingForm(fields, categories[0].id, addPhotos, n) };
}

/** kB as whole MiB, for the memory columns. */
export const mib = (kb) => (kb / 1024).toFixed(0);
