import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PageRenderer, type ApiRequest, type RenderBridge, type RenderJob, type RenderOutcome } from './page-renderer';

/** More pages are waiting for a renderer than the queue holds: the page is not rendered. */
export class RenderOverloadError extends Error {
  constructor() {
    super('every renderer is busy and the render queue is full');
    this.name = 'RenderOverloadError';
  }
}

export interface RenderPoolOptions {
  /** Worker threads; 0 renders in the server's own thread. */
  workers: number;
  /** Pages rendered at once by one worker (their data requests interleave). */
  perWorker: number;
  /** Pages waiting beyond those; one more is refused (RenderOverloadError). */
  queueLimit: number;
  shellFile: string;
  /** The compiled worker script (render-worker.js); without it pages render in this thread. */
  workerFile?: string;
  /** Told when a worker stops unexpectedly (it is replaced). */
  onWorkerExit?: (message: string) => void;
  /** V8 heap limits of each worker thread (default WORKER_HEAP_LIMITS). */
  heapLimits?: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };
}

/**
 * A render worker's V8 heap is bounded: its old generation (what survives collections: the shell's
 * build, the render caches) stays below 384 MB — a worker that outgrows it stops with
 * ERR_WORKER_OUT_OF_MEMORY and is replaced, the pages it held are left to the browser — and its young
 * generation (each page's short-lived objects) is 48 MB, so a burst of pages is collected young
 * instead of being promoted into the old generation, which V8 only grows and collects lazily.
 */
export const WORKER_HEAP_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48 };

interface Pending {
  job: RenderJob;
  resolve: (outcome: RenderOutcome) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  running: Map<number, Pending>;
}

type FromWorker =
  | { type: 'fetch'; id: number; request: ApiRequest; ip?: string }
  | { type: 'remote'; id: number; name: string }
  | { type: 'done'; id: number; outcome: RenderOutcome };

/**
 * Renders pages on every core: a pool of worker threads, each running the shell's server build
 * with React in production mode. The server's thread keeps answering requests — the pages' own data
 * requests included, which the workers send it (no HTTP) — and hands each page to the least busy
 * worker. Beyond `perWorker` pages at once per worker pages wait in a queue; beyond `queueLimit`
 * waiting, a page is refused at once (the caller sends it to be rendered in the browser), so a
 * visitor never waits on a queue that cannot drain in time.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly inline: PageRenderer | null;
  private inlineRunning = 0;
  private nextId = 1;
  private closed = false;
  private readonly workerFile: string | null;

  constructor(
    private readonly options: RenderPoolOptions,
    private readonly bridge: RenderBridge,
  ) {
    const file = options.workerFile ?? join(__dirname, 'render-worker.js');
    this.workerFile = options.workers > 0 && existsSync(file) ? file : null;
    this.inline = this.workerFile ? null : new PageRenderer(options.shellFile, bridge);
    if (this.workerFile) for (let i = 0; i < options.workers; i += 1) this.slots.push(this.spawn());
  }

  /** Worker threads rendering (0: pages render in the server's thread). */
  get threads(): number {
    return this.slots.length;
  }

  get waiting(): number {
    return this.queue.length;
  }

  run(job: RenderJob): Promise<RenderOutcome> {
    if (this.closed) return Promise.reject(new Error('the render pool is closed'));
    return new Promise<RenderOutcome>((resolve, reject) => {
      const pending: Pending = { job, resolve, reject };
      if (this.startNow(pending)) return;
      if (this.queue.length >= this.options.queueLimit) {
        reject(new RenderOverloadError());
        return;
      }
      this.queue.push(pending);
    });
  }

  private capacity(): number {
    return Math.max(1, this.options.perWorker);
  }

  /** Starts `pending` on a free renderer, or answers false. */
  private startNow(pending: Pending): boolean {
    if (this.inline) {
      if (this.inlineRunning >= this.capacity()) return false;
      this.inlineRunning += 1;
      this.inline
        .render(pending.job)
        .then(pending.resolve, pending.reject)
        .finally(() => {
          this.inlineRunning -= 1;
          this.drain();
        });
      return true;
    }
    let best: Slot | null = null;
    for (const slot of this.slots) if (slot.running.size < this.capacity() && (!best || slot.running.size < best.running.size)) best = slot;
    if (!best) return false;
    const id = this.nextId++;
    best.running.set(id, pending);
    best.worker.postMessage({ type: 'render', id, job: pending.job, shellFile: this.options.shellFile });
    return true;
  }

  private drain(): void {
    while (this.queue.length > 0 && this.startNow(this.queue[0])) this.queue.shift();
  }

  private spawn(): Slot {
    // React and the builds run in production mode in the workers, whatever the server's NODE_ENV
    // (development conveniences of the API stay with `npm start`).
    const worker = new Worker(this.workerFile!, {
      env: { ...process.env, NODE_ENV: 'production' },
      resourceLimits: this.options.heapLimits ?? WORKER_HEAP_LIMITS,
    });
    const slot: Slot = { worker, running: new Map() };
    worker.on('message', (message: FromWorker) => this.onMessage(slot, message));
    const lost = (reason: string) => {
      const index = this.slots.indexOf(slot);
      if (index === -1) return;
      this.slots.splice(index, 1);
      for (const pending of slot.running.values()) pending.reject(new Error(`render worker stopped: ${reason}`));
      slot.running.clear();
      if (this.closed) return;
      this.options.onWorkerExit?.(`a render worker stopped (${reason}); it is replaced`);
      this.slots.push(this.spawn());
      this.drain();
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', (code) => lost(`exit code ${code}`));
    return slot;
  }

  private onMessage(slot: Slot, message: FromWorker): void {
    if (message.type === 'done') {
      const pending = slot.running.get(message.id);
      slot.running.delete(message.id);
      pending?.resolve(message.outcome);
      this.drain();
      return;
    }
    const answer = (value: unknown) => slot.worker.postMessage({ type: 'answer', id: message.id, value });
    const fail = (error: unknown) => slot.worker.postMessage({ type: 'answer', id: message.id, error: error instanceof Error ? error.message : String(error) });
    const question = message.type === 'fetch' ? this.bridge.fetch(message.request, message.ip) : this.bridge.remoteFolder(message.name);
    question.then(answer, fail);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('the render pool is closed'));
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }
}
