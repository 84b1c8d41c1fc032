import { Logger } from '@nestjs/common';
import type { RenderBridge, RenderMode, RenderOutcome } from './page-renderer';
import { hasRoot } from './page-template';
import { RenderOverloadError, RenderPool } from './render-pool';
import { currentRequestId } from '../http/request-context';

export { fillTemplate, isSitePath, redirectLocation, scriptJson, withoutErrorDetails, type RenderedPage } from './page-template';

export interface SsrSettings {
  enabled: boolean;
  /** How long a page's data may take before what is missing is left to the browser. */
  budgetMs: number;
  /** The shell's server build (`<STATIC_ROOT>/shell/dist/server/shell.js`). */
  shellFile: string;
  /** The site's configured origin (PUBLIC_URL): absolute URLs on pages never come from a request's Host. */
  siteOrigin: string;
  /** Render worker threads (0: in the server's thread). */
  workers: number;
  /** Pages rendered at once per worker. */
  perWorker: number;
  /** Pages that may wait for a renderer; one more is sent to be rendered in the browser. */
  queueLimit: number;
}

/** What a page's render came to, for the response's headers and the counters. */
export interface PageRender {
  outcome: RenderOutcome;
  /** True when it was not rendered because every renderer was busy. */
  overloaded: boolean;
}

/**
 * Server rendering through the federation (see docs/architecture.md): a pool of render workers runs
 * the shell's server build, which runs the loaders of the page's routes (the layout's, then those of
 * the remote owning the path, loaded from its current server build) and renders once. The page's
 * data comes from this process's API handlers (the bridge), not over HTTP.
 *
 * Never a 500, a blank page or a wait without end: without a shell server build, with SSR=0, when
 * the shell fails or every renderer is busy, the page goes out as the template (rendered in the
 * browser, said in the X-Render header). A remote without a server build, whose build fails to load
 * or throws, is left to the browser inside the server-rendered layout; each fault is logged once.
 */
export class SsrRenderer {
  private readonly logger = new Logger('SSR');
  private readonly reported = new Set<string>();
  private pool: RenderPool | null = null;
  readonly counts: Record<RenderMode | 'overloaded', number> = { server: 0, partial: 0, browser: 0, overloaded: 0 };

  constructor(
    readonly settings: SsrSettings,
    private readonly bridge: RenderBridge,
  ) {}

  private reportOnce(key: string, message: string): void {
    if (this.reported.has(key)) return;
    if (this.reported.size > 1000) this.reported.clear();
    this.reported.add(key);
    this.logger.warn(message);
  }

  private renderers(): RenderPool {
    this.pool ??= new RenderPool(
      {
        workers: this.settings.workers,
        perWorker: this.settings.perWorker,
        queueLimit: this.settings.queueLimit,
        shellFile: this.settings.shellFile,
        onWorkerExit: (message) => this.logger.error(message),
      },
      this.bridge,
    );
    return this.pool;
  }

  /** The page rendered for `url` (its `page` null: send the template as it is). */
  async render(template: string, url: string, cookie: string | undefined, clientIp?: string): Promise<PageRender> {
    const browser = (overloaded = false): PageRender => ({ outcome: { page: null, mode: 'browser', renderMs: 0, warnings: [], slow: false }, overloaded });
    if (!this.settings.enabled || !hasRoot(template)) return browser();
    let outcome: RenderOutcome;
    try {
      outcome = await this.renderers().run({ url, template, cookie, ip: clientIp, requestId: currentRequestId(), siteOrigin: this.settings.siteOrigin, budgetMs: this.settings.budgetMs });
    } catch (error) {
      if (error instanceof RenderOverloadError) {
        this.counts.overloaded += 1;
        this.counts.browser += 1;
        this.reportOnce('overload', `every renderer is busy (SSR_QUEUE_LIMIT ${this.settings.queueLimit} pages waiting): such pages are sent to be rendered in the browser (X-Render: browser)`);
        return browser(true);
      }
      this.reportOnce(`pool:${String(error)}`, `server rendering failed (the page is rendered in the browser): ${error instanceof Error ? error.message : String(error)}`);
      this.counts.browser += 1;
      return browser();
    }
    for (const warning of outcome.warnings) this.reportOnce(warning.key, warning.message);
    this.counts[outcome.mode] += 1;
    return { outcome, overloaded: false };
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = null;
  }
}
