import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MESSAGES } from '@akiya/contracts';
import { freePort } from './support/wire';

/**
 * The real entry point in a child process (TypeScript through @swc-node/register, so no build is
 * needed; @akiya/contracts must be built, as for `npm start`).
 */
const API_DIR = resolve(__dirname, '..');
const REPO = resolve(API_DIR, '..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

function startMain(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['-r', '@swc-node/register', join(API_DIR, 'src', 'main.ts')], {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SWC_NODE_PROJECT: join(API_DIR, 'tsconfig.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function runMain(env: Record<string, string>, timeoutMs = 15_000): Promise<Run> {
  return new Promise((done) => {
    const started = Date.now();
    const child = startMain(env);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

describe('process start-up', () => {
  let dir: string;

  beforeAll(() => {
    if (!existsSync(join(REPO, 'contracts', 'dist', 'index.js'))) {
      throw new Error('Build @akiya/contracts first: npm run build -w @akiya/contracts');
    }
    dir = mkdtempSync(join(tmpdir(), 'akiya-startup-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exits non-zero within 10 s with a clear message when the database is unreachable', async () => {
    const run = await runMain({ DATABASE_URL: 'mysql://root@127.0.0.1:1/x', DATA_DIR: dir });
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.ms).toBeLessThan(10_000);
    expect(run.stderr).toContain(MESSAGES.databaseUnavailable);
    expect(run.stderr).toContain('Cannot connect to the database mysql://root@127.0.0.1:1/x');
  });

  it('exits non-zero with a one-line reason when Redis is unreachable', async () => {
    const run = await runMain({ REDIS_URL: 'redis://127.0.0.1:1', DATA_DIR: dir });
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stderr).toContain('Cannot connect to Redis (REDIS_URL)');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 1 listing every bad setting', async () => {
    const run = await runMain({ PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT must be an integer');
    expect(run.stderr).toContain('LOG_LEVEL must be one of');
  });

  /** The environment and first lines `npm start` (scripts/start.mjs) gives the API, read from the script itself. */
  function startScript(env: Record<string, string>): { env: Record<string, string>; banner: string[] } {
    const code =
      "import('./scripts/start.mjs').then((m) => console.log(JSON.stringify({ env: m.serverEnv(JSON.parse(process.argv[1])), banner: m.startBanner(JSON.parse(process.argv[1])) })))";
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', code, JSON.stringify(env)], { cwd: REPO, encoding: 'utf8' });
    return JSON.parse(out) as { env: Record<string, string>; banner: string[] };
  }

  async function waitForHealth(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${stderr()}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no answer on ${port}: ${stderr()}`);
  }

  it('npm start does not publish the mail outbox, says where the mails go, and starts in production without extra variables', async () => {
    const started = startScript({});
    expect(started.env.DEMO_OUTBOX).toBeUndefined();
    expect(started.banner.join('\n')).toContain('data/outbox/');
    expect(startScript({ MAIL_URL: 'smtp://u:secret@mail.example:25' }).banner.join('\n')).not.toContain('secret');
    for (const nodeEnv of ['development', 'production']) {
      const port = await freePort();
      const child = startMain({
        ...started.env,
        NODE_ENV: nodeEnv,
        SEED_IF_EMPTY: '0',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, `outbox-${nodeEnv}`),
        STATIC_ROOT: dir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      let stderr = '';
      child.stderr!.on('data', (d) => (stderr += d));
      try {
        await waitForHealth(port, child, () => stderr);
        expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`)).status).toBe(404);
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      }
    }
  });

  it('starts on a real port, creating the SQLite folder, and answers /api/health', async () => {
    const port = await freePort();
    const dataDir = join(dir, 'fresh', 'data');
    const child = startMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_ROOT: dir });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    try {
      const deadline = Date.now() + 20_000;
      let body: unknown = null;
      while (Date.now() < deadline && body === null) {
        if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${stderr}`);
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/health`);
          body = await res.json();
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      expect(body).toEqual({ status: 'ok', db: 'ok' });
      expect(existsSync(join(dataDir, 'akiya.sqlite'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    }
  });
});
