import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { RemotesDocument } from '@akiya/contracts';
import { matchRoute } from '../static-site/route-match';
import { ServerBundles } from './server-bundle';
import { PageStyles } from './page-styles';

/** What the shell's server build exports (shell/src/server.tsx). */
export interface ShellServerBuild {
  provides: Record<string, unknown>;
  render(options: {
    url: string;
    apiOrigin: string;
    siteOrigin?: string;
    cookie?: string;
    forwardedFor?: string;
    loadRemote: (name: string) => Promise<{ default: unknown }>;
    clientOnly?: ReadonlySet<string>;
    deadline: number;
  }): Promise<{
    html: string;
    state: unknown;
    errors: unknown[];
    complete: boolean;
    title?: string | null;
    redirect?: { to: string; permanent: boolean };
  }>;
  styles(bundle: string): string;
}

export interface SsrSettings {
  enabled: boolean;
  /** How long a page may take (data and render) before its remote is left to the browser. */
  budgetMs: number;
  /** Where this process's API answers (the page's data requests go there). */
  apiOrigin: string;
  /** The shell's server build (`<STATIC_ROOT>/shell/dist/server/shell.js`). */
  shellFile: string;
}

export interface RemotesSource {
  document(): Promise<RemotesDocument>;
  deployedFolder(name: string): Promise<{ folder: string; version: string } | null>;
}

const TIMEOUT = Symbol('timeout');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMEOUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script type="application/json">: nothing in it may close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * A development React writes the message and stack of a server error into the boundary it leaves to
 * the browser (data-msg, data-stck, data-cstck): never sent, they name the server's files.
 */
export function withoutErrorDetails(html: string): string {
  const attribute = /(<template\b[^>]*?)\s+data-(?:msg|stck|cstck)="[^"]*"/g;
  let out = html;
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(attribute, '$1');
  }
  return out;
}

/** What the renderer answers: the page, or a redirect route's target (a path of this site). */
export type RenderedPage = { html: string } | { redirect: { to: string; permanent: boolean } };

/** A redirect target the server may send: a path of this site (not `//host`, no backslash). */
export function isSitePath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//') && !to.includes('\\');
}

/** The empty root element of the built index.html (minified or not). */
const ROOT = /<div id=(?:"root"|root)><\/div>/;

/**
 * Puts a server-rendered page into the shell's index.html: the styles of the shell and of the page's
 * remote in <head>, the HTML in #root (marked data-ssr, so the browser hydrates instead of
 * rendering anew) and the data it was rendered with as a JSON block the browser store takes over.
 */
export function fillTemplate(
  template: string,
  page: { html: string; state: unknown; css?: string; styles?: string; title?: string | null },
): string {
  // `styles`: <style data-href> elements of the builds' stylesheet files (page-styles.ts); `css`: the
  // text of a build that keeps its styles in its scripts (recorded by its server build).
  const style = (page.styles ?? '') + (page.css ? `<style data-ssr>${page.css.replace(/<\//g, '<\\/')}</style>` : '');
  // React puts the resources it wants early (the LCP photo's preload) and the page's head links (a
  // feed's rel=alternate) before the markup: into <head>. The head links are marked: the browser
  // removes them before hydrating, when React adds its own (bootstrap.tsx), so there is one of each.
  const leading = /^(?:<link [^>]*>)+/.exec(page.html)?.[0] ?? '';
  const hoisted = leading.replace(/<link (?![^>]*rel="preload")/g, '<link data-ssr-head="" ');
  const body = withoutErrorDetails(page.html.slice(leading.length));
  // Replacer functions: the page's text (a listing's description…) may hold `$&` and the like.
  const titled = page.title ? template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title as string)}</title>`) : template;
  return titled
    .replace('</head>', () => `${hoisted}${style}</head>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      ROOT,
      () => `<div id="root" data-ssr>${body}</div><script type="application/json" id="__AKIYA_STATE__">${scriptJson(page.state)}</script>`,
    );
}

/**
 * Server rendering through the federation: the shell's server build renders the layout, and the
 * remote owning the path is loaded from its own server build — found through the remotes document
 * (the current versioned deploy, or `<remote>/dist`), so a new deploy is rendered from the next
 * request on, without a restart or rebuilding anything else.
 *
 * Never a 500 or a blank page: without a shell server build, SSR=0, or when the shell fails, the
 * page goes out as before (rendered in the browser). A remote without a server build, whose build
 * fails to load or throws, or that makes the page exceed the budget is left to the browser inside
 * the server-rendered layout; each is logged once per remote and version.
 */
export class SsrRenderer {
  private readonly logger = new Logger('SSR');
  private readonly bundles = new ServerBundles();
  private readonly pageStyles = new PageStyles();
  private readonly reported = new Set<string>();

  constructor(
    private readonly settings: SsrSettings,
    private readonly remotes: () => RemotesSource,
  ) {}

  private reportOnce(key: string, message: string): void {
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.logger.warn(message);
  }

  private shell(): ShellServerBuild | null {
    try {
      return this.bundles.load<ShellServerBuild>(this.settings.shellFile);
    } catch (error) {
      this.reportOnce(`shell:${messageOf(error)}`, `the shell's server build cannot be loaded (pages are rendered in the browser): ${messageOf(error)}`);
      return null;
    }
  }

  /** The page with its server-rendered HTML (or a redirect), or null: send the template as it is. */
  async render(template: string, url: string, cookie: string | undefined, siteOrigin?: string, clientIp?: string): Promise<RenderedPage | null> {
    if (!this.settings.enabled || !ROOT.test(template)) return null;
    const shell = this.shell();
    if (!shell || typeof shell.render !== 'function') return null;
    try {
      return await this.renderWith(shell, template, url, cookie, siteOrigin, clientIp);
    } catch (error) {
      this.reportOnce(`render:${messageOf(error)}`, `server rendering failed (the page is rendered in the browser): ${messageOf(error)}`);
      return null;
    }
  }

  private async renderWith(
    shell: ShellServerBuild,
    template: string,
    url: string,
    cookie: string | undefined,
    siteOrigin: string | undefined,
    clientIp: string | undefined,
  ): Promise<RenderedPage | null> {
    const source = this.remotes();
    const doc = await source.document();
    const pathname = url.split('?')[0];
    const owner = doc.remotes.find((r) => r.routes.some((pattern) => matchRoute(pattern, pathname) !== null));
    const versions = new Map<string, string>();
    const folders = new Map<string, string>();
    const loadRemote = async (name: string) => {
      const deployed = await source.deployedFolder(name);
      if (!deployed) throw new Error(`remote "${name}" is served from another origin; rendered in the browser`);
      versions.set(name, deployed.version);
      folders.set(name, deployed.folder);
      const file = join(deployed.folder, 'server', 'remote.js');
      let mod: { default?: unknown } | null;
      try {
        mod = this.bundles.load<{ default?: unknown }>(file, shell.provides);
      } catch (error) {
        this.reportOnce(`${name}@${deployed.version}:load`, `server build of ${name} ${deployed.version} fails to load; its pages are rendered in the browser: ${messageOf(error)}`);
        throw error;
      }
      if (!mod || typeof mod.default !== 'function') {
        this.reportOnce(`${name}@${deployed.version}:missing`, `${name} ${deployed.version} has no server build (${file}); its pages are rendered in the browser`);
        throw new Error(`remote "${name}" has no server build`);
      }
      return mod as { default: unknown };
    };
    const budget = this.settings.budgetMs;
    const attempt = (clientOnly: ReadonlySet<string>) =>
      shell.render({ url, apiOrigin: this.settings.apiOrigin, siteOrigin, cookie, forwardedFor: clientIp, loadRemote, clientOnly, deadline: Date.now() + budget * 0.8 });

    let clientOnly: ReadonlySet<string> = new Set<string>();
    let result = await withTimeout(attempt(clientOnly), budget);
    if (result === TIMEOUT && owner) {
      const version = versions.get(owner.name) ?? owner.version ?? '';
      this.reportOnce(`${owner.name}@${version}:slow`, `${owner.name} ${version} took longer than SSR_BUDGET_MS (${budget} ms) to render ${pathname}; such pages are rendered in the browser`);
      clientOnly = new Set([owner.name]);
      result = await withTimeout(attempt(clientOnly), budget);
    }
    if (result === TIMEOUT) {
      this.reportOnce('shell:slow', `the layout alone took longer than SSR_BUDGET_MS (${budget} ms); pages are rendered in the browser when that happens`);
      return null;
    }
    if (result.redirect) return isSitePath(result.redirect.to) ? { redirect: result.redirect } : null;
    for (const error of result.errors) {
      const message = messageOf(error);
      if (/is rendered in the browser this time|has no server build|served from another origin/.test(message)) continue;
      const name = owner?.name ?? 'shell';
      this.reportOnce(`${name}@${versions.get(name) ?? ''}:${message}`, `${name} ${versions.get(name) ?? ''} threw while rendering ${pathname} on the server; that part is rendered in the browser: ${message}`);
    }
    // The shell's stylesheets, then those of the page's remote (when the server rendered it): from the
    // build's .css files, or, for a build that keeps them in its scripts, as its server build recorded them.
    const remoteFolder = owner && !clientOnly.has(owner.name) ? folders.get(owner.name) : undefined;
    const bundles: [string, string][] = [['shell', dirname(dirname(this.settings.shellFile))]];
    if (owner && remoteFolder) bundles.push([owner.name, remoteFolder]);
    let styles = '';
    const recorded: string[] = [];
    for (const [bundle, folder] of bundles) {
      const files = await this.pageStyles.of(folder);
      if (files !== null) styles += files;
      else recorded.push(shell.styles(bundle));
    }
    const css = recorded.filter(Boolean).join('\n');
    return { html: fillTemplate(template, { html: result.html, state: result.state, styles, css, title: result.title }) };
  }
}
