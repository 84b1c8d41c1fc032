import { REFERRAL_COOKIE, REFERRAL_DAYS } from '@akiya/contracts';
import type { FastifyInstance } from 'fastify';
import { PartnersService } from '../partners/partners.service';
import { SeoService } from '../seo/seo.service';
import { ShellTemplate } from '../seo/shell-template';
import { PageSender } from '../ssr/page-sender';
import { sendError, sendPlain } from './page-replies';

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
  /** A generated document: `build` gives the body (null: 404), sent with its content type and cache lifetime. */
  const documentRoute = (path: string, type: string, maxAgeSeconds: number, build: (params: Record<string, string>) => Promise<string | null>): void => {
    fastify.get(path, async (request, reply) => {
      try {
        const body = await build(request.params as Record<string, string>);
        if (body === null) return await sendError(reply, { statusCode: 404 });
        await reply.header('content-type', type).header('cache-control', `public, max-age=${maxAgeSeconds}`).send(body);
      } catch (error) {
        await sendError(reply, error);
      }
    });
  };
  const xml = 'application/xml; charset=utf-8';
  const atom = 'application/atom+xml; charset=utf-8';
  documentRoute('/sitemap.xml', xml, 3600, () => seo().sitemapIndex());
  documentRoute('/sitemaps/:file', xml, 3600, async (params) => {
    const match = /^([0-9]{1,6})\.xml$/.exec(params.file);
    return match ? seo().sitemapPart(Number(match[1])) : null;
  });
  documentRoute('/new/feed.xml', atom, 600, () => seo().listingsFeed());
  for (const kind of ['news', 'blog'] as const) documentRoute(`/${kind}/feed.xml`, atom, 600, () => seo().feed(kind));
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

