import { readFile, stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from '../http/api-exception.filter';
import { parseRoutes } from '../remotes/remotes.service';
import { SeoService } from '../seo/seo.service';
import { ShellTemplate } from '../seo/shell-template';
import { PageSender } from '../ssr/page-sender';
import { sendPlain } from './page-replies';
import { matchRoute, navigationStatus } from './route-match';

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

/** The first readable routes.json of `files` (re-read when it changes); null when there is none. */
export class RouteFile {
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
