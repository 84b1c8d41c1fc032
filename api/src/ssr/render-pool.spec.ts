import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RenderBridge, RenderJob } from './page-renderer';
import { RenderOverloadError, RenderPool } from './render-pool';

/**
 * The pool's side of the protocol of render-worker.ts, with a worker script of the same protocol
 * (the real one is compiled JavaScript; here a small one that asks the bridge for the page's data):
 * pages go to worker threads, their data requests come back to this thread, a worker that dies is
 * replaced, and beyond the queue a page is refused at once.
 */
const WORKER = `
const { parentPort, threadId } = require('node:worker_threads');
let next = 1; const waiting = new Map();
parentPort.on('message', async (m) => {
  if (m.type === 'answer') { const w = waiting.get(m.id); waiting.delete(m.id); return m.error ? w.reject(new Error(m.error)) : w.resolve(m.value); }
  if (m.job.url === '/die') process.exit(3);
  const id = next++;
  const answer = await new Promise((resolve, reject) => { waiting.set(id, { resolve, reject }); parentPort.postMessage({ type: 'fetch', id, request: { method: 'GET', url: '/api/x' + m.job.url, headers: {} }, ip: m.job.ip }); });
  if (m.job.url.startsWith('/slow')) await new Promise((r) => setTimeout(r, 300));
  const html = Buffer.from(answer.body).toString() + '|' + process.env.NODE_ENV + '|' + threadId;
  parentPort.postMessage({ type: 'done', id: m.id, outcome: { page: { html }, mode: 'server', renderMs: 1, warnings: [] } });
});
`;

const job = (url: string): RenderJob => ({ url, template: '', siteOrigin: 'https://akiya.example', budgetMs: 1000, ip: '192.0.2.7' });

describe('RenderPool with worker threads', () => {
  let pool: RenderPool | null = null;
  const seen: { url: string; ip?: string }[] = [];
  const bridge: RenderBridge = {
    fetch: async (request, ip) => {
      seen.push({ url: request.url, ip });
      return { status: 200, headers: {}, body: new Uint8Array(Buffer.from(`data:${request.url}`)) };
    },
    remoteFolder: async () => null,
  };
  const workerFile = join(mkdtempSync(join(tmpdir(), 'render-pool-')), 'worker.js');
  writeFileSync(workerFile, WORKER);

  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it('renders in worker threads in production mode, their data answered by this thread with the visitor\'s address', async () => {
    pool = new RenderPool({ workers: 2, perWorker: 2, queueLimit: 10, shellFile: '/nowhere.js', workerFile }, bridge);
    expect(pool.threads).toBe(2);
    const outcomes = await Promise.all(['/a', '/b', '/c', '/d'].map((u) => pool!.run(job(u))));
    const htmls = outcomes.map((o) => (o.page && 'html' in o.page ? o.page.html : ''));
    expect(htmls.map((h) => h.split('|').slice(0, 2).join('|'))).toEqual(['data:/api/x/a|production', 'data:/api/x/b|production', 'data:/api/x/c|production', 'data:/api/x/d|production']);
    // Both workers took pages.
    expect(new Set(htmls.map((h) => h.split('|')[2])).size).toBe(2);
    expect(seen.filter((s) => s.ip === '192.0.2.7').length).toBeGreaterThanOrEqual(4);
  });

  it('refuses a page at once when every worker is busy and the queue is full', async () => {
    pool = new RenderPool({ workers: 1, perWorker: 1, queueLimit: 1, shellFile: '/nowhere.js', workerFile }, bridge);
    const running = pool.run(job('/slow1'));
    const queued = pool.run(job('/slow2'));
    await expect(pool.run(job('/slow3'))).rejects.toBeInstanceOf(RenderOverloadError);
    await expect(running).resolves.toMatchObject({ mode: 'server' });
    await expect(queued).resolves.toMatchObject({ mode: 'server' });
  });

  it('a worker that dies fails its pages and is replaced', async () => {
    const exits: string[] = [];
    pool = new RenderPool({ workers: 1, perWorker: 2, queueLimit: 10, shellFile: '/nowhere.js', workerFile, onWorkerExit: (m) => exits.push(m) }, bridge);
    await expect(pool.run(job('/die'))).rejects.toThrow(/render worker stopped/);
    expect(exits).toHaveLength(1);
    await expect(pool.run(job('/after'))).resolves.toMatchObject({ mode: 'server' });
    expect(pool.threads).toBe(1);
  });
});
