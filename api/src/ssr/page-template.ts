// The page a server render produces: the shell's index.html with the rendered HTML, the data it was
// rendered with and its stylesheets. Plain functions, used by the render workers and their tests.

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

/**
 * Anything that is not allowed as it is in a URL (encodeURI's set), or a `%` that starts no escape.
 * With the `u` flag an astral character (an emoji) is one match.
 */
const NOT_IN_URL = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-_.!~*'();/?:@&=+$,#%]/gu;

/**
 * The Location header for a redirect route's target, or null when it may not be sent: not a path
 * of this site (isSitePath), or not text at all (a lone surrogate). A route's target is made of
 * decoded parameters (`/towns/長野`, or a `to` with CR/LF in it), and Node refuses a header that is
 * not ASCII: everything outside encodeURI's set is percent-encoded as UTF-8 — CR/LF and other
 * control characters too, so they can never end the header — while escapes already in the target
 * (`?q=%E5%8F%A4`) are kept as they are, not encoded twice.
 */
export function redirectLocation(to: string): string | null {
  if (!isSitePath(to)) return null;
  let location: string;
  try {
    location = to.replace(NOT_IN_URL, (c) => encodeURIComponent(c));
  } catch {
    return null; // URIError: a lone surrogate
  }
  return /^[\x21-\x7e]+$/.test(location) && isSitePath(location) ? location : null;
}

/** The empty root element of the built index.html (minified or not). */
const ROOT = /<div id=(?:"root"|root)><\/div>/;

/** The shell's index.html cut where a render puts its parts (cut once per template text). */
interface PreparedTemplate {
  source: string;
  /** Up to the <title> text, and what follows it up to </head>; `title` is null without a <title>. */
  head: string;
  title: { before: string; after: string } | null;
  /** From </head> (included) to the root element, and what follows the root element. */
  body: string;
  tail: string;
}

let prepared: PreparedTemplate | null = null;

function prepare(template: string): PreparedTemplate {
  if (prepared?.source === template) return prepared;
  // The <noscript> notice is for a page the browser renders alone: a rendered page shows content.
  const text = template.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  const headEnd = text.indexOf('</head>');
  const root = ROOT.exec(text);
  if (headEnd < 0 || !root || root.index < headEnd) throw new Error('index.html has no </head> followed by an empty root element');
  const head = text.slice(0, headEnd);
  const titled = /<title>[^<]*<\/title>/.exec(head);
  prepared = {
    source: template,
    head,
    title: titled ? { before: head.slice(0, titled.index), after: head.slice(titled.index + titled[0].length) } : null,
    body: text.slice(headEnd, root.index),
    tail: text.slice(root.index + root[0].length),
  };
  return prepared;
}

/**
 * Puts a server-rendered page into the shell's index.html: the styles of the shell and of the page's
 * remote in <head>, the HTML in #root (marked data-ssr, so the browser hydrates instead of
 * rendering anew) and the data it was rendered with as a JSON block the browser store takes over.
 */
export function fillTemplate(
  template: string,
  page: { html: string; state: unknown; css?: string; styles?: string; title?: string | null },
): string {
  const cut = prepare(template);
  // `styles`: <style data-href> elements of the builds' stylesheet files (page-styles.ts); `css`: the
  // text of a build that keeps its styles in its scripts (recorded by its server build).
  const style = (page.styles ?? '') + (page.css ? `<style data-ssr>${page.css.replace(/<\//g, '<\\/')}</style>` : '');
  // React puts the resources it wants early (the LCP photo's preload) and the page's head links (a
  // feed's rel=alternate) before the markup: into <head>. The head links are marked: the browser
  // removes them before hydrating, when React adds its own (bootstrap.tsx), so there is one of each.
  const leading = /^(?:<link [^>]*>)+/.exec(page.html)?.[0] ?? '';
  const hoisted = leading.replace(/<link (?![^>]*rel="preload")/g, '<link data-ssr-head="" ');
  const body = withoutErrorDetails(page.html.slice(leading.length));
  const head = page.title && cut.title ? `${cut.title.before}<title>${escapeHtml(page.title)}</title>${cut.title.after}` : cut.head;
  return (
    `${head}${hoisted}${style}${cut.body}` +
    `<div id="root" data-ssr>${body}</div><script type="application/json" id="__AKIYA_STATE__">${scriptJson(page.state)}</script>` +
    cut.tail
  );
}

/** Whether `template` has the empty root element a render fills. */
export function hasRoot(template: string): boolean {
  return ROOT.test(template);
}
