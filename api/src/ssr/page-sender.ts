import { statSync } from 'node:fs';
import { join } from 'node:path';
import { CSRF_COOKIE_NAME, SESSION_COOKIE_NAME } from '@akiya/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import type { ApiResponse, RenderBridge, RenderOutcome } from './page-renderer';
import { preferredEncoding, type PageCache } from './page-cache';
import type { SsrRenderer } from './ssr-renderer';

/** How the page was rendered: `server`, `partial` (a part left to the browser) or `browser`. */
export const RENDER_HEADER = 'x-render';
/** `hit` from the page cache, `miss` rendered for it, `bypass` rendered for a session (never cached). */
export const CACHE_HEADER = 'x-cache';

/**
 * A page every visitor without a session gets alike: shared caches (a CDN) may keep it briefly and
 * serve it while they fetch it anew; `Vary: Cookie` keeps a signed-in visitor's request apart.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
/** A page rendered with a session shows who is signed in: nobody keeps it. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';
const NO_CACHE = 'no-cache';
/** Bodies smaller than this go out as they are (as the site's on-the-fly compression does). */
const COMPRESS_FROM_BYTES = 1024;

/** Whether the request carries a login session cookie (any value: the API decides whether it is valid). */
export function hasSession(cookie: string | undefined): boolean {
  if (!cookie) return false;
  return cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

/** `render` is the renderer's whole time for the page; `data` and `react` its two parts. */
function serverTiming(outcome: RenderOutcome): string {
  if (outcome.mode === 'browser') return '';
  const parts = [`render;dur=${outcome.renderMs.toFixed(1)}`];
  if (outcome.timings) parts.push(`data;dur=${outcome.timings.loadMs.toFixed(1)}`, `react;dur=${outcome.timings.renderMs.toFixed(1)}`);
  return parts.join(', ');
}

/** Whether the answer will set the CSRF cookie (the request has none yet). */
function issuesCookie(request: FastifyRequest): boolean {
  return !new RegExp(`(^|;)\\s*${CSRF_COOKIE_NAME}=[^;]`).test(request.headers.cookie ?? '');
}

/** A page of the shell before rendering: its status and its template (with the page's meta tags). */
export type PageSource = () => Promise<{ status: number; html: string }>;

/**
 * Fingerprint of the builds a page is rendered from (the shell's template and server build, each
 * remote's current deploy — the versions recorded in the database, read at most every 500 ms — and
 * build): a deploy makes every cached page a miss. A few stat() calls.
 */
export function buildsFingerprint(config: AppConfig, remotes?: () => { versionsFingerprint(): Promise<string> }): () => Promise<string> {
  const files = [
    join(config.staticRoot, 'shell', 'dist', 'index.html'),
    join(config.staticRoot, 'shell', 'dist', 'server', 'shell.js'),
    ...config.remotes.flatMap(({ name, dir }) => [
      join(config.deployDir, name, 'state.json'),
      join(dir, 'dist', 'mf-manifest.json'),
      join(dir, 'dist', 'server', 'remote.js'),
    ]),
  ];
  return async () => {
    const stats = files
      .map((file) => {
        try {
          const s = statSync(file);
          return `${s.mtimeMs}:${s.size}`;
        } catch {
          return '-';
        }
      })
      .join('|');
    return remotes ? `${stats}|${await remotes().versionsFingerprint()}` : stats;
  };
}

/**
 * The pages' data requests answered by this process's own API handlers (Fastify's inject): the same
 * routes, guards, validation and access rules as over the network, with the visitor's cookie and
 * address, without a socket. Only GETs under /api/.
 */
export function inProcessBridge(
  fastify: FastifyInstance,
  remotes: () => { deployedFolder(name: string): Promise<{ folder: string; version: string; serverSha256?: string } | null> },
  publicUrl: string,
): RenderBridge {
  const host = new URL(publicUrl).host;
  return {
    async fetch(request, ip): Promise<ApiResponse> {
      if (request.method !== 'GET' || !request.url.startsWith('/api/')) return { status: 400, headers: {}, body: new Uint8Array() };
      const headers: Record<string, string> = { host, accept: request.headers.accept ?? 'application/json' };
      if (request.headers.cookie) headers.cookie = request.headers.cookie;
      // The page's request id: trusted from an in-process request only (http/request-context.ts).
      if (request.headers['x-request-id']) headers['x-request-id'] = request.headers['x-request-id'];
      const res = await fastify.inject({ method: 'GET', url: request.url, headers, remoteAddress: ip ?? '0.0.0.0' });
      const type = res.headers['content-type'];
      return { status: res.statusCode, headers: typeof type === 'string' ? { 'content-type': type } : {}, body: new Uint8Array(res.rawPayload) };
    },
    remoteFolder: (name) => remotes().deployedFolder(name),
  };
}

/**
 * Sends the site's pages: from the page cache for a visitor without a session (rendered without any
 * cookie, so it cannot hold anyone's data), else rendered for the visitor and never stored. Each
 * answer says how it was made (X-Render, X-Cache, Server-Timing).
 */
export class PageSender {
  constructor(
    private readonly ssr: SsrRenderer,
    private readonly cache: PageCache | null,
    private readonly builds: () => string | Promise<string>,
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply, source: PageSource): Promise<void> {
    if (request.method !== 'GET' || hasSession(request.headers.cookie) || !this.cache) return this.sendRendered(request, reply, source);
    const { page, hit, made } = await this.cache.getOrRender(request.url, await this.builds(), async () => {
      const { status, html } = await source();
      const { outcome, overloaded } = await this.ssr.render(html, request.url, undefined, request.ip);
      const rendered = outcome.page;
      const keep = !overloaded && outcome.mode !== 'browser' && !outcome.slow;
      const timing = serverTiming(outcome);
      if (rendered && 'redirect' in rendered) return { page: { status: 302, body: null, redirect: rendered.redirect }, keep, mode: outcome.mode, timing };
      return { page: { status, body: Buffer.from(rendered ? rendered.html : html) }, keep, mode: outcome.mode, timing };
    });
    const mode = hit ? 'server' : (made?.mode as string);
    reply.header(RENDER_HEADER, page.redirect ? 'server' : (mode ?? 'server')).header(CACHE_HEADER, hit ? 'hit' : 'miss');
    if (!hit && typeof made?.timing === 'string' && made.timing) reply.header('server-timing', made.timing);
    const shared = hit || made?.keep === true;
    if (page.redirect) {
      await reply.header('cache-control', NO_CACHE).redirect(page.redirect.to, page.redirect.permanent ? 301 : 302);
      return;
    }
    reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      // A first visit gets its CSRF cookie with the page (security/http-security.ts): an answer that
      // sets a cookie is for this browser alone, never for a shared cache.
      .header('cache-control', shared && !issuesCookie(request) ? SHARED_PAGE_CACHE_CONTROL : NO_CACHE)
      .header('vary', 'Cookie, Accept-Encoding');
    const body = page.body ?? Buffer.alloc(0);
    const encoding = body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
    if (encoding && shared) {
      // Compressed once per cached page, not on every answer (the on-the-fly compression leaves an
      // answer with a Content-Encoding alone).
      await reply.header('content-encoding', encoding).send(await this.cache.encoded(page, encoding));
      return;
    }
    await reply.send(body);
  }

  /** A page rendered for this visitor (with their cookies): never kept by anyone. */
  private async sendRendered(request: FastifyRequest, reply: FastifyReply, source: PageSource): Promise<void> {
    const { status, html } = await source();
    const cookie = request.headers.cookie;
    const { outcome } = request.method === 'GET' ? await this.ssr.render(html, request.url, cookie, request.ip) : { outcome: null };
    const rendered = outcome?.page ?? null;
    reply.header(RENDER_HEADER, outcome?.mode ?? 'browser').header(CACHE_HEADER, 'bypass');
    if (outcome && outcome.mode !== 'browser') reply.header('server-timing', serverTiming(outcome));
    if (rendered && 'redirect' in rendered) {
      await reply.header('cache-control', NO_CACHE).redirect(rendered.redirect.to, rendered.redirect.permanent ? 301 : 302);
      return;
    }
    await reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', hasSession(cookie) ? PERSONAL_CACHE_CONTROL : NO_CACHE)
      .send(rendered ? rendered.html : html);
  }
}
