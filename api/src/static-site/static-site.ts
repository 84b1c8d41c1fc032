import { mkdirSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, posix } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REFERRAL_COOKIE, REFERRAL_DAYS } from '@akiya/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { toErrorBody, type NotFoundFallback } from '../http/api-exception.filter';
import { registerStatic } from '../http/fastify-adapter';
import { SeoService } from '../seo/seo.service';
import { registerSavedSearchFeed } from '../saved-searches/saved-search-feed.route';
import { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { ShellTemplate } from '../seo/shell-template';
import { PartnersService } from '../partners/partners.service';
import { RemotesService, parseRoutes } from '../remotes/remotes.service';
import { matchRoute, navigationStatus } from './route-match';
import { SsrRenderer } from '../ssr/ssr-renderer';
import type { RenderMode } from '../ssr/page-renderer';
import { PageCache } from '../ssr/page-cache';
import { buildsFingerprint, inProcessBridge, PageSender, RENDER_HEADER } from '../ssr/page-sender';
import { CacheInvalidationBus } from '../realtime/cache-invalidation';
import { LISTINGS_TOPIC } from '../properties/properties.service';
import { EDITORIAL_TOPIC } from '../editorial/editorial-read.service';
import { isStaff } from '../posting/moderation.service';
import { SessionsService } from '../sessions/sessions.service';
import { registerWebpCopies, WebpCopies } from '../images/webp-copies';

/**
 * Serves the built frontends so `npm start` runs everything on one port:
 *   <STATIC_ROOT>/shell/dist        at /              (not dist/server/; no *.map in production)
 *   <STATIC_ROOT>/mfe-<name>/dist   at /remotes/<name>/  (the same, and the same for /remotes/<name>/v/<version>/)
 *   <DATA_DIR>/uploads/public       at /uploads/ (and their WebP copies at /img/<width>/, images/webp-copies.ts)
 * plus the SPA fallback (any other browser navigation gets shell/dist/index.html), and the pages
 * crawlers read: /project/{id} with the listing's meta tags, /sitemap.xml and /robots.txt.
 */

/** Files whose name never changes between builds: always revalidated. */
export const NO_CACHE_FILES: ReadonlySet<string> = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'routes.json',
  'index.html',
  'favicon.ico',
]);
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shell's fixed-name pictures (/images/…, e.g. the category pictures): not content-hashed, so one day. */
export const ONE_DAY = 'public, max-age=86400';

/** Cache-Control for a served file: entry points and manifests no-cache, fixed-name images a day, content-hashed files immutable. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.js.br) is cached like the file it stands for.
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  return /[\\/]dist[\\/]images[\\/]/.test(filePath) ? ONE_DAY : IMMUTABLE;
}

export interface StaticMount {
  /** URL prefix with a trailing slash. */
  prefix: string;
  root: string;
  /** Loadable from other origins (remote bundles, photos). */
  cors: boolean;
  /** Uploads are not content-hashed: revalidate them instead of caching forever. */
  cacheControl?: string;
  /** A build's output (shell, remote, versioned deploy): its internals are not public (isPublicBuildFile). */
  build?: boolean;
}

/** The server builds the SSR renderer loads from disk (dist/server/shell.js, dist/server/remote.js). */
const SERVER_BUILD = /(^|\/)server(\/|$)/;
/** Source maps, and the precompressed copies the build may write of them. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/;

/**
 * Whether a file of a build folder may be sent (`pathname` as the static route decoded it, relative
 * to the mount). Never a server build — at any depth, so `/remotes/<name>/v/<version>/server/…` as
 * well: they are the site's own code for the server, loaded from disk. Source maps (the sources of
 * every build) only outside production. Compared normalised and case-insensitively (`/a/../server/`,
 * `/Server/` on a case-insensitive disk).
 */
export function isPublicBuildFile(pathname: string, production: boolean): boolean {
  const path = posix.normalize(pathname.replace(/\\/g, '/')).toLowerCase();
  if (SERVER_BUILD.test(path)) return false;
  return !(production && SOURCE_MAP.test(path));
}

export function staticMounts(config: AppConfig): StaticMount[] {
  return [
    { prefix: '/', root: join(config.staticRoot, 'shell', 'dist'), cors: false, build: true },
    ...config.remotes.flatMap(({ name, dir }) => [
      { prefix: `/remotes/${name}/`, root: join(dir, 'dist'), cors: true, build: true },
      // Versioned deploys (remotes/deploy-store.ts): a version's files never change.
      { prefix: `/remotes/${name}/v/`, root: join(config.deployDir, name), cors: true, cacheControl: IMMUTABLE, build: true },
    ]),
    { prefix: '/uploads/', root: config.publicUploadsDir, cors: true, cacheControl: 'public, max-age=86400' },
  ];
}

/** Paths the SPA fallback never answers: the API, the remotes and the uploads. */
const NOT_SPA = /^\/(api|remotes|uploads)(\/|$)/;

/** The staff pages (/my-page/staff/…): a signed-in user who is not staff gets them with status 404 (docs/accounts.md). */
export const STAFF_PAGE = /^\/my-page\/staff(\/|$)/;

/** Who asks for a page: staff, another signed-in user, or a visitor (null). */
export type Viewer = (request: FastifyRequest, reply: FastifyReply) => Promise<'staff' | 'user' | null>;

/**
 * The route patterns the site answers (the shell's own, then each remote's), in order of precedence;
 * null when the shell build names no routes of its own (then every navigation gets 200, as before).
 */
export type SiteRoutes = () => Promise<readonly string[] | null>;

/**
 * Answers browser navigations that match no file or route with the shell's index.html: status 200
 * for a path the shell or a remote owns (with digits for a `:page`), 404 — with the same page, which
 * shows the 404 page — for anything else, so crawlers see no soft 404s.
 */
export class SpaFallback implements NotFoundFallback {
  readonly shell: ShellTemplate;

  constructor(
    indexFile: string,
    private readonly routes?: SiteRoutes,
    /** The SEO service, for pages whose entity may be missing (an unpublished article) and the 404 page's noindex. */
    private readonly seo?: () => SeoService,
    /** Sends pages server-rendered and cached (api/src/ssr); without it the page is rendered in the browser. */
    private readonly pages?: PageSender,
    /** Who asks (their session): the staff pages answer 404 to a signed-in user who is not staff. */
    private readonly viewer?: Viewer,
  ) {
    this.shell = new ShellTemplate(indexFile);
  }

  /** The status a navigation gets (200 when no route list is known). */
  async statusOf(pathname: string, search = ''): Promise<200 | 404> {
    const routes = this.routes ? await this.routes() : null;
    if (routes === null) return 200;
    if (navigationStatus(routes, pathname) === 404) return 404;
    return (await this.seo?.().editorialPageMissing(pathname, search)) ? 404 : 200;
  }

  /** The site route pattern a navigation matches (the route label of its metrics), null for none. */
  async patternOf(pathname: string): Promise<string | null> {
    const routes = this.routes ? await this.routes() : null;
    return routes?.find((pattern) => matchRoute(pattern, pathname) !== null) ?? null;
  }

  handles(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0];
    if (NOT_SPA.test(path)) return false;
    const accept = request.headers.accept ?? '';
    return accept.includes('text/html') && this.shell.exists();
  }

  async send(reply: FastifyReply, request?: FastifyRequest): Promise<void> {
    const source = async () => {
      const html = (await this.shell.get()) ?? '';
      const [pathname, search = ''] = (request?.url ?? '/').split('?');
      let status = request ? await this.statusOf(pathname, search) : 200;
      // The page shows the 404 page to them (the staff API answers them 404); a visitor gets the login gate.
      if (status === 200 && request && this.viewer && STAFF_PAGE.test(pathname) && (await this.viewer(request, reply)) === 'user') status = 404;
      return { status, html: status === 404 && this.seo ? this.seo().notFoundPage(html).html : html };
    };
    if (request && this.pages) return this.pages.send(request, reply, source);
    const { status, html } = await source();
    await sendPlain(reply, status, html);
  }
}

/** A page of the shell as it is (no server rendering): the browser renders it. */
async function sendPlain(reply: FastifyReply, status: number, html: string, render: RenderMode = 'browser'): Promise<void> {
  await reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', NO_CACHE).header(RENDER_HEADER, render).send(html);
}

async function sendError(reply: FastifyReply, error: unknown): Promise<void> {
  const body = toErrorBody(error);
  if (body.statusCode >= 500) new Logger('StaticSite').error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}

/**
 * Routes outside /api that crawlers and link previews read (see seo.service.ts):
 * - GET /project/:id — the shell page with the listing's title, description, Open Graph and Twitter
 *   tags; an unknown, unpublished or non-numeric id gets the shell with status 404. Any Accept
 *   header (crawlers often send *\/*). Without a built shell: 404 in the JSON error shape.
 * - GET /sitemap.xml (and /sitemaps/<n>.xml parts of a large site), GET /robots.txt.
 * - GET /news/feed.xml and /blog/feed.xml — Atom feeds of the newest news and blog posts;
 *   /new/feed.xml — the newest public listings.
 */
export function registerSeoRoutes(
  fastify: FastifyInstance,
  shell: ShellTemplate,
  seo: () => SeoService,
  partners?: () => PartnersService,
  production = false,
  pages?: PageSender,
): void {
  fastify.get('/project/:id', async (request, reply) => {
    try {
      if (!shell.exists()) return await sendError(reply, { statusCode: 404 });
      const source = async () => {
        const html = (await shell.get()) ?? '';
        const id = (request.params as { id: string }).id;
        const n = /^[0-9]{1,9}$/.test(id) ? Number(id) : 0;
        return n >= 1 ? seo().listingPage(n, html) : seo().notFoundPage(html);
      };
      if (pages) return await pages.send(request, reply, source);
      const page = await source();
      await sendPlain(reply, page.status, page.html);
    } catch (error) {
      await sendError(reply, error);
    }
  });
  fastify.get('/sitemap.xml', async (_request, reply) => {
    try {
      const xml = await seo().sitemapIndex();
      await reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
    } catch (error) {
      await sendError(reply, error);
    }
  });
  fastify.get('/sitemaps/:file', async (request, reply) => {
    try {
      const match = /^([0-9]{1,6})\.xml$/.exec((request.params as { file: string }).file);
      const xml = match ? await seo().sitemapPart(Number(match[1])) : null;
      if (xml === null) return await sendError(reply, { statusCode: 404 });
      await reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
    } catch (error) {
      await sendError(reply, error);
    }
  });
  fastify.get('/new/feed.xml', async (_request, reply) => {
    try {
      const xml = await seo().listingsFeed();
      await reply.header('content-type', 'application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
    } catch (error) {
      await sendError(reply, error);
    }
  });
  for (const kind of ['news', 'blog'] as const) {
    fastify.get(`/${kind}/feed.xml`, async (_request, reply) => {
      try {
        const xml = await seo().feed(kind);
        await reply.header('content-type', 'application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
      } catch (error) {
        await sendError(reply, error);
      }
    });
  }
  // /ref/{id}: a supporter's referral link (docs/partners.md). An approved partner's id is kept in a
  // signed cookie for 30 days (id, time and HMAC, no personal data: a forged value credits nobody) and
  // the visitor lands on the top page; any other id lands there without a cookie. Never an open redirect: always '/'.
  fastify.get('/ref/:id', async (request, reply) => {
    try {
      const id = (request.params as { id: string }).id;
      const partnerId = /^[0-9]{1,9}$/.test(id) ? Number(id) : 0;
      if (partnerId > 0 && partners && (await partners().isReferrer(partnerId))) {
        reply.setCookie(REFERRAL_COOKIE, partners().referralCookie.sign(partnerId), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: production,
          maxAge: REFERRAL_DAYS * 24 * 60 * 60,
        });
      }
      await reply.header('cache-control', 'no-store').redirect('/', 302);
    } catch (error) {
      await sendError(reply, error);
    }
  });
  fastify.get('/robots.txt', async (_request, reply) => {
    await reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(seo().robots());
  });
}

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

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Registers one @fastify/static instance per existing folder (a missing dist folder is skipped with
 * a log line, never an error) and returns the SPA fallback. Call before `app.init()`.
 */
export async function registerStaticSite(
  app: NestFastifyApplication,
  config: AppConfig,
  log: (message: string) => void,
): Promise<SpaFallback> {
  mkdirSync(config.publicUploadsDir, { recursive: true });
  let decorated = false;
  const production = config.nodeEnv === 'production';
  // A remote's deploy folder exists from the start, so a first deploy needs no restart.
  for (const { name } of config.remotes) mkdirSync(join(config.deployDir, name), { recursive: true });
  for (const mount of staticMounts(config)) {
    if (!isDirectory(mount.root)) {
      log(`Not serving ${mount.prefix}: ${mount.root} does not exist`);
      continue;
    }
    await registerStatic(app, {
      root: mount.root,
      prefix: mount.prefix,
      decorateReply: !decorated,
      cacheControl: false,
      redirect: false,
      // '/' is a page like any other (server-rendered, see the route below), not the file index.html.
      ...(mount.prefix === '/' ? { index: false as const } : {}),
      // main.js.br / main.js.gz written by the build are sent to browsers that accept them (with
      // Vary: Accept-Encoding); other files go through on-the-fly compression (http/compression.ts).
      preCompressed: true,
      // A refused file is a 404 like a missing one (and a browser navigation gets the 404 page).
      ...(mount.build ? { allowedPath: (pathname: string) => isPublicBuildFile(pathname, production) } : {}),
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', mount.cacheControl ?? cacheControlFor(filePath));
        // The same URL is sent as brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
        if (mount.cors) res.setHeader('access-control-allow-origin', '*');
      },
    });
    decorated = true;
    log(`Serving ${mount.root} at ${mount.prefix}`);
  }
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

/** The first readable routes.json of `files` (re-read when it changes); null when there is none. */
class RouteFile {
  private cached: { file: string; mtimeMs: number; routes: string[] } | null = null;

  constructor(private readonly files: string[]) {}

  async read(): Promise<string[] | null> {
    for (const file of this.files) {
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      if (this.cached?.file === file && this.cached.mtimeMs === info.mtimeMs) return this.cached.routes;
      const routes = parseRoutes(await readFile(file, 'utf8').catch(() => '')) ?? [];
      this.cached = { file, mtimeMs: info.mtimeMs, routes };
      return routes;
    }
    return null;
  }
}
