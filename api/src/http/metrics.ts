import { timingSafeEqual } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { MailQueueRepository } from '../mail/mail-queue.repository';
import { RealtimeService } from '../realtime/realtime.service';
import { CACHE_HEADER, RENDER_HEADER } from '../ssr/page-sender';

/**
 * GET /metrics in the Prometheus text format (docs/operations.md, "Metrics"). Not public: only with
 * `Authorization: Bearer <METRICS_TOKEN>`; without a configured token the route does not exist (404),
 * and a missing or wrong token gets the same 404. Each API process reports its own numbers (label
 * every instance in the scrape configuration; sum across instances in the queries).
 *
 * What is counted, without touching the code that does the work: every answer by its route pattern
 * (Fastify's route, or the site route a page matched — never the raw URL) and status; the pages'
 * own headers say how they were made (X-Render server/partial/browser, X-Cache hit/miss/bypass,
 * Server-Timing render;dur=…); 429 answers are the rate limiters' refusals. Gauges are read at scrape
 * time: open SSE streams, the database pool (MySQL/MariaDB), the mail queue (when its table exists).
 */

export const METRICS_PATH = '/metrics';

/** The route label of answers no route pattern owns (404s, probes): one label, whatever the URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Finds the site route pattern a server-rendered page matched (static-site's SpaFallback). */
export interface PagePatterns {
  patternOf(pathname: string): Promise<string | null>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequests = this.counter('http_requests_total', 'HTTP answers by method, route pattern and status', ['method', 'route', 'status']);
  readonly httpDuration = this.latency(
    'http_request_duration_seconds',
    'Time from the request to the end of its answer, by method, route pattern and status',
    ['method', 'route', 'status'],
  );
  readonly renderDuration = this.latency('ssr_render_duration_seconds', 'Server-render time of a page (data and React), by how it was rendered', ['mode']);
  readonly pages = this.counter(
    'ssr_pages_total',
    'Pages sent, by how they were rendered: server, partial (a part left to the browser), browser (left to the browser)',
    ['mode'],
  );
  readonly pageCache = this.counter(
    'page_cache_requests_total',
    'Pages by page-cache result: hit, miss (rendered for the cache), bypass (a visitor with a session)',
    ['result'],
  );
  readonly rateLimited = this.counter('rate_limit_refusals_total', 'Requests refused by a rate limit (429), by route pattern', ['route']);

  constructor(sources: { sseStreams: () => number; dataSource: () => DataSource | null; mailQueue: () => MailQueueRepository | null }) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'sse_open_streams',
      help: 'Realtime streams (Server-Sent Events) open on this process',
      registers: [this.registry],
      collect() {
        this.set(sources.sseStreams());
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (MySQL/MariaDB; not reported for SQLite)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = mysqlPool(sources.dataSource());
        if (!pool) return;
        this.set({ state: 'total' }, pool._allConnections?.length ?? 0);
        this.set({ state: 'idle' }, pool._freeConnections?.length ?? 0);
        this.set({ state: 'waiting' }, pool._connectionQueue?.length ?? 0);
      },
    });
    new Gauge({
      name: 'mail_queue_messages',
      help: 'Mails of the queue not sent yet, by state (pending, sending, failed); sent ones are not counted',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const queue = sources.mailQueue();
        if (!queue || !sources.dataSource()?.isInitialized) return;
        try {
          const rows = await queue.countUnsentByState();
          for (const state of ['pending', 'sending', 'failed']) this.set({ state }, 0);
          for (const row of rows) this.set({ state: row.state }, row.n);
        } catch {
          // No mail_queue table (yet), or the database is down: nothing to report.
        }
      },
    });
  }

  /** A counter of this registry. */
  private counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** A histogram of this registry with the latency buckets (seconds). */
  private latency<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  }

  /** Records one finished answer. `route` is a pattern, never the raw URL. */
  observe(method: string, route: string, reply: FastifyReply, seconds: number): void {
    const status = String(reply.statusCode);
    const labels = { method, route, status };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
    if (reply.statusCode === 429) this.rateLimited.inc({ route });
    const mode = reply.getHeader(RENDER_HEADER);
    if (typeof mode === 'string' && mode !== '') {
      this.pages.inc({ mode });
      const cache = reply.getHeader(CACHE_HEADER);
      if (typeof cache === 'string' && cache !== '') this.pageCache.inc({ result: cache });
      const timing = reply.getHeader('server-timing');
      const m = typeof timing === 'string' ? /(?:^|,\s*)render;dur=([0-9.]+)/.exec(timing) : null;
      if (m) this.renderDuration.observe({ mode }, Number(m[1]) / 1000);
    }
  }
}

interface MysqlPoolLike {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

/** mysql2's pool behind TypeORM's MySQL driver (internal fields, read defensively); null for SQLite. */
function mysqlPool(ds: DataSource | null): MysqlPoolLike | null {
  if (!ds?.isInitialized || ds.options.type !== 'mysql') return null;
  const pool = (ds.driver as unknown as { pool?: MysqlPoolLike & { pool?: MysqlPoolLike } }).pool;
  // mysql2's promise wrapper keeps the callback pool in `.pool`.
  return pool?.pool ?? pool ?? null;
}

/** Whether `header` is `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!m) return false;
  const given = Buffer.from(m[1]);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The route label of an answer: its Fastify route, the page's site route, or UNMATCHED_ROUTE. */
async function routeLabel(request: FastifyRequest, reply: FastifyReply, pages?: PagePatterns): Promise<string> {
  const route = request.routeOptions?.url;
  // A page (sent by the SPA fallback or a page route): the site route it matched.
  if (pages && reply.getHeader(RENDER_HEADER) !== undefined && (!route || route === '*' || route === '/')) {
    const pattern = await pages.patternOf(request.url.split('?')[0]).catch(() => null);
    if (pattern) return pattern;
  }
  return route || UNMATCHED_ROUTE;
}

/**
 * Counts every answer (onResponse) and serves GET /metrics when METRICS_TOKEN is set. Call before
 * the static site and the API routes are registered (the hook must see them all).
 */
export function registerMetrics(app: NestFastifyApplication, config: AppConfig, pages: () => PagePatterns | undefined): AppMetrics {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const optional = <T>(get: () => T): T | null => {
    try {
      return get();
    } catch {
      return null;
    }
  };
  const metrics = new AppMetrics({
    sseStreams: () => app.get(RealtimeService, { strict: false }).openStreams,
    dataSource: () => optional(() => app.get(DataSource, { strict: false })),
    mailQueue: () => optional(() => app.get(MailQueueRepository, { strict: false })),
  });
  fastify.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions?.url === METRICS_PATH) return;
    metrics.observe(request.method, await routeLabel(request, reply, pages()), reply, reply.elapsedTime / 1000);
  });
  const token = config.metricsToken;
  if (token) {
    fastify.get(METRICS_PATH, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        // The same answer as any unknown path (and as /metrics without a configured token).
        return reply.callNotFound();
      }
      const text = await metrics.registry.metrics();
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
    });
  }
  return metrics;
}
