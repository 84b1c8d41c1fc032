import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { EDITORIAL_TOPIC } from '../editorial/editorial-read.service';
import { registerWebpCopies, WebpCopies } from '../images/webp-copies';
import { PartnersService } from '../partners/partners.service';
import { isStaff } from '../posting/moderation.service';
import { LISTINGS_TOPIC } from '../properties/properties.service';
import { CacheInvalidationBus } from '../realtime/cache-invalidation';
import { RemotesService } from '../remotes/remotes.service';
import { registerSavedSearchFeed } from '../saved-searches/saved-search-feed.route';
import { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { SeoService } from '../seo/seo.service';
import { SessionsService } from '../sessions/sessions.service';
import { PageCache } from '../ssr/page-cache';
import { buildsFingerprint, inProcessBridge, PageSender } from '../ssr/page-sender';
import { SsrRenderer } from '../ssr/ssr-renderer';
import { sendPlain } from './page-replies';
import { registerSeoRoutes } from './seo-routes';
import { RouteFile, SpaFallback } from './spa-fallback';
import { registerStaticMounts } from './static-files';

/**
 * Serves the built frontends so `npm start` runs everything on one port:
 *   <STATIC_ROOT>/shell/dist        at /              (not dist/server/; no *.map in production)
 *   <STATIC_ROOT>/mfe-<name>/dist   at /remotes/<name>/  (the same, and the same for /remotes/<name>/v/<version>/)
 *   <DATA_DIR>/uploads/public       at /uploads/ (and their WebP copies at /img/<width>/, images/webp-copies.ts)
 * plus the SPA fallback (any other browser navigation gets shell/dist/index.html), and the pages
 * crawlers read: /project/{id} with the listing's meta tags, /sitemap.xml and /robots.txt. The
 * files are in static-files.ts, the fallback in spa-fallback.ts, the crawlers' routes in seo-routes.ts;
 * this file wires them up with server rendering, the page cache and its invalidation.
 */

export { cacheControlFor, IMMUTABLE, isPublicBuildFile, NO_CACHE, NO_CACHE_FILES, ONE_DAY, staticMounts, type StaticMount } from './static-files';
export { SpaFallback, STAFF_PAGE, type SiteRoutes, type Viewer } from './spa-fallback';
export { registerSeoRoutes } from './seo-routes';

/** The invalidation topic of every other change written through the API (static-site.ts hook). */
export const PAGES_TOPIC = 'pages';
const PAGE_TOPICS = [LISTINGS_TOPIC, EDITORIAL_TOPIC, PAGES_TOPIC];
/**
 * Writes that change nothing a visitor without a session sees (signing in and out, a user's own
 * messages, favourites and settings): they leave the page cache alone, or every login would empty
 * it. What they change that is public (a deal closing a listing, a seller stopping one) goes
 * through the listings topic of the service that changes it.
 */
export const PERSONAL_WRITES = /^\/api\/(login|logout|user|my-page|contact|favorites|address|mail)(\/|\?|$)/;

function isWrite(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/**
 * Registers the static files (static-files.ts), the page routes and the SPA fallback, and returns
 * the fallback. Call before `app.init()`.
 */
export async function registerStaticSite(
  app: NestFastifyApplication,
  config: AppConfig,
  log: (message: string) => void,
): Promise<SpaFallback> {
  const production = config.nodeEnv === 'production';
  await registerStaticMounts(app, config, production, log);
  const shellRoutes = new RouteFile([join(config.staticRoot, 'shell', 'dist', 'routes.json'), join(config.staticRoot, 'shell', 'routes.json')]);
  const seo = () => app.get(SeoService, { strict: false });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const remotes = () => app.get(RemotesService, { strict: false });
  const ssr = new SsrRenderer(
    {
      enabled: config.ssr.enabled,
      budgetMs: config.ssr.budgetMs,
      shellFile: join(config.staticRoot, 'shell', 'dist', 'server', 'shell.js'),
      siteOrigin: config.publicUrl.replace(/\/+$/, ''),
      workers: config.ssr.workers,
      perWorker: config.ssr.perWorker,
      queueLimit: config.ssr.queueLimit,
    },
    inProcessBridge(fastify, remotes, config.publicUrl),
  );
  const pageCache = new PageCache(config.ssr.cacheBytes, config.ssr.cacheTtlMs);
  const pages = new PageSender(ssr, config.ssr.cacheTtlMs > 0 ? pageCache : null, buildsFingerprint(config, remotes));
  // Every change that alters a page empties the page cache of every instance (within the bus's
  // delivery time): listings and articles through their own topics, anything else written through
  // the API (a bank listing, a price…) through PAGES_TOPIC, announced by a hook on every write.
  let bus: CacheInvalidationBus | null = null;
  fastify.addHook('onReady', async () => {
    const ready = app.get(CacheInvalidationBus, { strict: false });
    for (const topic of PAGE_TOPICS) ready.on(topic, () => pageCache.invalidate());
    bus = ready;
  });
  fastify.addHook('onResponse', async (request, reply) => {
    if (bus && isWrite(request.method) && reply.statusCode < 400 && request.url.startsWith('/api/') && !PERSONAL_WRITES.test(request.url)) bus.publish(PAGES_TOPIC);
  });
  fastify.addHook('onClose', async () => ssr.close());
  const fallback = new SpaFallback(
    join(config.staticRoot, 'shell', 'dist', 'index.html'),
    async () => {
      const own = await shellRoutes.read();
      if (own === null) return null;
      const doc = await app.get(RemotesService, { strict: false }).document();
      return [...own, ...doc.remotes.flatMap((r) => r.routes)];
    },
    seo,
    pages,
    async (request, reply) => {
      const auth = await app.get(SessionsService, { strict: false }).resolve(request, reply);
      return auth === null ? null : isStaff(auth) ? 'staff' : 'user';
    },
  );
  // The top page: the static files leave '/' alone (index: false), the fallback renders it.
  fastify.get('/', async (request, reply) => {
    if (fallback.handles(request)) return fallback.send(reply, request);
    const html = await fallback.shell.get();
    if (html === null) return reply.status(404).send();
    return sendPlain(reply, 200, html);
  });
  // WebP copies of the uploaded photos at the widths pages ask for (contracts/photos.ts).
  registerWebpCopies(
    fastify,
    new WebpCopies({ uploadsDir: config.publicUploadsDir, cacheDir: join(config.dataDir, 'cache', 'img'), concurrency: config.images.concurrency }),
  );
  registerSeoRoutes(
    fastify,
    fallback.shell,
    seo,
    () => app.get(PartnersService, { strict: false }),
    config.nodeEnv === 'production',
    pages,
  );
  registerSavedSearchFeed(fastify, () => app.get(SavedSearchesService, { strict: false }));
  return fallback;
}

