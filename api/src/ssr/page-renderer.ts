import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ServerBundles } from './server-bundle';
import { PageStyles } from './page-styles';
import { ManifestRequirements, unmetRequirements } from './shared-versions';
import { fillTemplate, redirectLocation, type RenderedPage } from './page-template';

/** What the shell's server build exports (shell/src/server.tsx). */
export interface ShellServerBuild {
  provides: Record<string, unknown>;
  render(options: {
    url: string;
    fetch: (request: Request) => Promise<Response>;
    siteOrigin?: string;
    loadRemote: (name: string) => Promise<{ default: unknown }>;
    deadline: number;
  }): Promise<{
    html: string;
    state: unknown;
    errors: unknown[];
    complete: boolean;
    title?: string | null;
    redirect?: { to: string; permanent: boolean };
    timings?: { loadMs: number; renderMs: number };
  }>;
  styles(bundle: string): string;
}

/** One page to render. Plain data: it crosses to a render worker. */
export interface RenderJob {
  /** Path and query. */
  url: string;
  /** The shell's index.html for this page (with its meta tags). */
  template: string;
  /** The visitor's Cookie header; none for a page rendered for the shared cache. */
  cookie?: string;
  /** The visitor's address (the API's rate limits and logs see it on the page's requests). */
  ip?: string;
  /** The page request's id (http/request-context.ts): its data requests carry it as X-Request-Id. */
  requestId?: string;
  /** The configured origin of the site (never the request's Host). */
  siteOrigin: string;
  /** How long the page's data may take; then it renders with what has arrived. */
  budgetMs: number;
}

/** The libraries the server shares with remotes' server builds and their versions (as resolved by this process; the design system as the shell's folder resolves it). */
function providedVersions(shellDir: string): Record<string, string> {
  const versions: Record<string, string> = {};
  const here = createRequire(__filename);
  for (const name of ['react', 'react-dom', 'react-router-dom', 'react-redux']) {
    try {
      versions[name] = (here(`${name}/package.json`) as { version: string }).version;
    } catch {
      // not installed here: not checked
    }
  }
  try {
    const file = here.resolve('@akiya/shared-ui/package.json', { paths: [shellDir] });
    versions['@akiya/shared-ui'] = (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    // a shell without the design system's package beside it: not checked
  }
  return versions;
}

/**
 * How a page went out: `server` whole, `partial` with a part left to the browser (a remote without a
 * server build or that threw, data later than the budget), `browser` not rendered on the server.
 */
export type RenderMode = 'server' | 'partial' | 'browser';

export interface RenderOutcome {
  /** The page, a redirect, or null: send the template as it is (rendered in the browser). */
  page: RenderedPage | null;
  mode: RenderMode;
  /** Time spent on this page in the renderer (loaders and render), ms. */
  renderMs: number;
  /** Some of its data came later than the budget (the browser loads it): not a page to keep. */
  slow?: boolean;
  /** The shell's own measure: waiting for the loaders' data, then React's render (ms). */
  timings?: { loadMs: number; renderMs: number };
  /** Faults to log once each (key): a remote's build that fails, a shell build missing… */
  warnings: { key: string; message: string }[];
}

/** An API request of a page, answered by the API's own handlers in the process that serves it. */
export interface ApiRequest {
  method: 'GET';
  /** Path and query, e.g. /api/properties?page=1. */
  url: string;
  headers: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** What the renderer asks of the process that serves the site. */
export interface RenderBridge {
  fetch(request: ApiRequest, ip: string | undefined): Promise<ApiResponse>;
  /** The folder of a remote's current build on this server's disk (null: served from elsewhere). */
  remoteFolder(name: string): Promise<{ folder: string; version: string; serverSha256?: string } | null>;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Errors that only say a part was left to the browser as intended. */
const EXPECTED = /is rendered in the browser this time|has no server build|served from another origin|took longer than the budget|requires shared versions the server does not provide/;

/**
 * Renders pages with the shell's server build: the routes' loaders fetch the page's data through the
 * bridge (in-process, no HTTP), the page renders once, and the result goes into the template with the
 * stylesheets of the shell and of the remote that rendered. Runs inside a render worker
 * (render-worker.ts) or, without workers, in the server's own thread.
 */
export class PageRenderer {
  private readonly bundles = new ServerBundles();
  private readonly pageStyles = new PageStyles();
  private readonly requirements = new ManifestRequirements();
  /** The versions of the shared libraries the server gives every remote (its React, router…, the shell's design system). */
  private providedCache: Record<string, string> | null = null;
  private get provided(): Record<string, string> {
    // shell/dist/server/shell.js → shell/
    this.providedCache ??= providedVersions(dirname(dirname(dirname(this.shellFile))));
    return this.providedCache;
  }

  constructor(
    private readonly shellFile: string,
    private readonly bridge: RenderBridge,
  ) {}

  async render(job: RenderJob): Promise<RenderOutcome> {
    const started = performance.now();
    const warnings: RenderOutcome['warnings'] = [];
    const done = (page: RenderedPage | null, mode: RenderMode): RenderOutcome => ({ page, mode, renderMs: performance.now() - started, warnings });
    let shell: ShellServerBuild | null;
    try {
      shell = this.bundles.load<ShellServerBuild>(this.shellFile);
    } catch (error) {
      warnings.push({ key: `shell:${messageOf(error)}`, message: `the shell's server build cannot be loaded (pages are rendered in the browser): ${messageOf(error)}` });
      return done(null, 'browser');
    }
    if (!shell || typeof shell.render !== 'function') return done(null, 'browser');
    try {
      return await this.renderWith(shell, job, warnings, done);
    } catch (error) {
      warnings.push({ key: `render:${messageOf(error)}`, message: `server rendering failed (the page is rendered in the browser): ${messageOf(error)}` });
      return done(null, 'browser');
    }
  }

  private async renderWith(
    shell: ShellServerBuild,
    job: RenderJob,
    warnings: RenderOutcome['warnings'],
    done: (page: RenderedPage | null, mode: RenderMode) => RenderOutcome,
  ): Promise<RenderOutcome> {
    const loaded = new Map<string, { folder: string; version: string }>();
    /** Load failures already said once above: the render reports them again as its own errors. */
    const reported = new WeakSet<object>();
    const loadRemote = async (name: string) => {
      const deployed = await this.bridge.remoteFolder(name);
      if (!deployed) throw new Error(`remote "${name}" is served from another origin; rendered in the browser`);
      // The browser's federation runtime refuses a build whose shared versions the page does not
      // provide; the server does the same instead of rendering it with other copies.
      const unmet = unmetRequirements(this.requirements.of(deployed.folder), this.provided);
      if (unmet.length > 0) {
        warnings.push({
          key: `${name}@${deployed.version}:shared`,
          message: `${name} ${deployed.version} requires ${unmet.join(', ')}; its pages are not rendered on the server`,
        });
        throw new Error(`remote "${name}" requires shared versions the server does not provide; rendered in the browser`);
      }
      const file = join(deployed.folder, 'server', 'remote.js');
      let mod: { default?: unknown } | null;
      try {
        mod = this.bundles.load<{ default?: unknown }>(file, shell.provides, deployed.serverSha256);
      } catch (error) {
        warnings.push({ key: `${name}@${deployed.version}:load`, message: `server build of ${name} ${deployed.version} fails to load; its pages are rendered in the browser: ${messageOf(error)}` });
        if (typeof error === 'object' && error !== null) reported.add(error);
        throw error;
      }
      if (!mod || typeof mod.default !== 'function') {
        warnings.push({ key: `${name}@${deployed.version}:missing`, message: `${name} ${deployed.version} has no server build (${file}); its pages are rendered in the browser` });
        throw new Error(`remote "${name}" has no server build`);
      }
      loaded.set(name, deployed);
      return mod as { default: unknown };
    };
    const fetch = async (request: Request): Promise<Response> => {
      const url = new URL(request.url);
      const headers: Record<string, string> = { accept: request.headers.get('accept') ?? 'application/json' };
      if (job.cookie) headers.cookie = job.cookie;
      if (job.requestId) headers['x-request-id'] = job.requestId;
      const answer = await this.bridge.fetch({ method: 'GET', url: `${url.pathname}${url.search}`, headers }, job.ip);
      // A body is not allowed with these statuses (Response would throw).
      const empty = answer.status === 204 || answer.status === 304;
      return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers });
    };
    const pathname = job.url.split('?')[0];
    const result = await shell.render({ url: job.url, fetch, siteOrigin: job.siteOrigin, loadRemote, deadline: Date.now() + job.budgetMs });
    if (result.redirect) {
      // Sent as a valid Location header (percent-encoded), or not at all: a target that is not a
      // path of this site is left to the browser's own redirect route.
      const to = redirectLocation(result.redirect.to);
      return done(to === null ? null : { redirect: { to, permanent: result.redirect.permanent } }, to === null ? 'browser' : 'server');
    }
    let leftToBrowser = !result.complete;
    const owner = [...loaded.keys()][0];
    for (const error of result.errors) {
      leftToBrowser = true;
      const message = messageOf(error);
      if (EXPECTED.test(message) || (typeof error === 'object' && error !== null && reported.has(error))) continue;
      const name = owner ?? 'shell';
      const version = loaded.get(name)?.version ?? '';
      warnings.push({ key: `${name}@${version}:${message}`, message: `${name} ${version} threw while rendering ${pathname} on the server; that part is rendered in the browser: ${message}` });
    }
    if (!result.complete) {
      const name = owner ?? 'the layout';
      const version = owner ? loaded.get(owner)!.version : '';
      warnings.push({
        key: `${name}@${version}:slow`,
        message: `${name} ${version} took longer than SSR_BUDGET_MS (${job.budgetMs} ms) to render ${pathname}; what was not ready is rendered in the browser`,
      });
    }
    // The shell's stylesheets, then those of the page's remote (when the server rendered it): from the
    // build's .css files, or, for a build that keeps them in its scripts, as its server build recorded them.
    const bundles: [string, string][] = [['shell', dirname(dirname(this.shellFile))]];
    if (owner) bundles.push([owner, loaded.get(owner)!.folder]);
    let styles = '';
    const recorded: string[] = [];
    for (const [bundle, folder] of bundles) {
      const files = await this.pageStyles.of(folder);
      if (files !== null) styles += files;
      else recorded.push(shell.styles(bundle));
    }
    const css = recorded.filter(Boolean).join('\n');
    const html = fillTemplate(job.template, { html: result.html, state: result.state, styles, css, title: result.title });
    return { ...done({ html }, leftToBrowser ? 'partial' : 'server'), slow: !result.complete, timings: result.timings };
  }
}
