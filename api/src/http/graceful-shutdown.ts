import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RealtimeService } from '../realtime/realtime.service';

/**
 * Graceful shutdown (docs/operations.md, "Stopping and restarting"). On SIGTERM (or SIGINT):
 *  1. the realtime streams end with a `retry:` hint (EventSource reconnects, through the balancer,
 *     to an instance still running), and streams opened from now on end the same way;
 *  2. the server stops accepting connections; every answer from now on carries `Connection: close`;
 *  3. the requests in flight finish, and those that reached the server just before the signal are
 *     read and answered (until QUIET_MS without any request) — for at most `timeoutMs` in all; then
 *     the connections still open (idle keep-alive ones, or requests over time) are closed;
 *  4. the application closes (Nest's shutdown hooks: the mail worker finishes the mail it sends,
 *     the render workers, Redis and the database close);
 *  5. the process exits 0 (1 when closing failed or took longer than `timeoutMs` more; a second
 *     SIGINT exits at once with 130).
 * Nest's own enableShutdownHooks() is not used: it closes the application — the database first —
 * while requests are still in flight, and then re-raises the signal (the exit status is not 0).
 */
export interface ShutdownOptions {
  timeoutMs: number;
  log(message: string): void;
  exit(code: number): void;
}

/** Requests in flight on a server (an answer is done when its response closes), and when one last started or ended. */
export interface InFlight {
  count(): number;
  lastActivity(): number;
}

export function trackInFlight(server: Server, closing: () => boolean): InFlight {
  let inFlight = 0;
  let last = 0;
  server.on('request', (_req, res) => {
    inFlight += 1;
    last = Date.now();
    if (closing() && !res.headersSent) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight -= 1;
      last = Date.now();
    });
  });
  return { count: () => inFlight, lastActivity: () => last };
}

/**
 * After the last answer, how long the server still waits for requests that reached it but are not
 * read yet (a connection accepted just before the signal): without this quiet time they were cut.
 */
export const QUIET_MS = 250;

export function installGracefulShutdown(app: NestFastifyApplication, options: ShutdownOptions): { shutdown(signal: string): Promise<void> } {
  const server = app.getHttpServer() as Server;
  let stopping: Promise<void> | null = null;
  const inFlight = trackInFlight(server, () => stopping !== null);

  const run = async (signal: string): Promise<void> => {
    const started = Date.now();
    options.log(`${signal}: shutting down (${inFlight.count()} requests in flight, up to ${options.timeoutMs} ms to finish)`);
    try {
      app.get(RealtimeService, { strict: false }).drain();
    } catch {
      // No realtime module: nothing to end.
    }
    // Stop listening only: http.Server#close() would also close the connections it sees as idle, and
    // a connection accepted whose request is not read yet looks idle. Answers from now on carry
    // `Connection: close`; the connections still open are closed once all is quiet.
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    const deadline = started + options.timeoutMs;
    while ((inFlight.count() > 0 || Date.now() - inFlight.lastActivity() < QUIET_MS) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
    }
    const left = inFlight.count();
    if (left > 0) options.log(`${signal}: ${left} requests still running after ${options.timeoutMs} ms; their connections are closed`);
    server.closeAllConnections();
    await closed;
    const hard = setTimeout(() => {
      options.log(`${signal}: closing the application took longer than ${options.timeoutMs} ms`);
      options.exit(1);
    }, Math.max(options.timeoutMs, 1000));
    hard.unref();
    try {
      await app.close();
    } catch (error) {
      clearTimeout(hard);
      options.log(`${signal}: closing failed: ${error instanceof Error ? error.message : String(error)}`);
      options.exit(1);
      return;
    }
    clearTimeout(hard);
    options.log(`${signal}: stopped in ${Date.now() - started} ms`);
    options.exit(0);
  };

  const shutdown = (signal: string): Promise<void> => (stopping ??= run(signal));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping && signal === 'SIGINT') options.exit(130);
      else void shutdown(signal);
    });
  }
  return { shutdown };
}
