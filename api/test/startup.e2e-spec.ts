import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MESSAGES } from '@akiya/contracts';

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

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
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
