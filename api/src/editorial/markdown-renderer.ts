import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { normalizeSearchText } from '@akiya/contracts';

/**
 * Markdown → safe HTML for editorial bodies, on the server. markdown-it renders (raw HTML in the
 * source is allowed through to the sanitiser, so an editor may write a <br> or a table), then
 * sanitize-html keeps only an allow-list: no script, style or iframe, no event handler or other
 * unknown attribute, links only http(s)/mailto/site paths, images only from our /uploads/ path (checked
 * decoded and normalised) or https. What is dropped is dropped silently: the preview shows the editor the result.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: true });

/** Percent-decoding rounds an image path may need (a double-encoded `%252e` takes two); more is refused. */
const MAX_DECODE_ROUNDS = 3;

/**
 * The path a site image source points to once every percent-escape is decoded (repeatedly, so a
 * double-encoded `%252e%252e` counts as the `..` a second decoder would see) and the `.`/`..`
 * segments are resolved as a browser does. Null for a source that could be read as more than one
 * path: an encoded slash or backslash, a backslash (browsers treat it as `/`), a control character
 * (browsers drop tabs and line ends from URLs, so `.\n.` becomes `..`), a bad escape, a `..` above
 * the root, or still more escapes after MAX_DECODE_ROUNDS.
 */
export function normalizeSitePath(src: string): string | null {
  let path = src;
  for (let round = 0; ; round++) {
    if (/%(?:2f|5c)/i.test(path)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (decoded === path) break;
    if (round === MAX_DECODE_ROUNDS) return null;
    path = decoded;
  }
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(path)) return null;
  const segments: string[] = [];
  for (const segment of path.slice(1).split('/')) {
    if (segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  // A trailing `.` or `..` leaves a folder: `/uploads/a/..` is `/uploads/`.
  const last = path.slice(path.lastIndexOf('/') + 1);
  return `/${segments.join('/')}${(last === '.' || last === '..') && segments.length > 0 ? '/' : ''}`;
}

/**
 * Images: a site path that still lies under /uploads/ once decoded and normalised
 * (normalizeSitePath), or an https URL. Anything else is dropped with its element.
 */
export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith('/')) {
    const path = normalizeSitePath(src);
    return path !== null && path.startsWith('/uploads/') && path.length > '/uploads/'.length && !path.endsWith('/');
  }
  return /^https:\/\/[^\s/]+/i.test(src);
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'em', 'strong', 'del', 's', 'sup', 'sub',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
    code: ['class'],
  },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // The contents of these are dropped with them (not kept as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  // '# title' inside a body becomes <h2>: the page's <h1> is the article title.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:/i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: 'nofollow noopener noreferrer' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
};
// loading="lazy" is added by the transform above, so it must be allowed too.
(SANITIZE.allowedAttributes as Record<string, string[]>).img.push('loading');

/** The sanitised HTML of a Markdown text. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}

/** Plain text of a Markdown text (for excerpts and the search text): rendered, every tag removed. */
export function markdownToText(source: string): string {
  return sanitizeHtml(markdown.render(source), { allowedTags: [], allowedAttributes: {}, nonTextTags: SANITIZE.nonTextTags })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `n` characters (code points) of a text, with an ellipsis when cut. */
export function excerpt(text: string, n = 100): string {
  const chars = [...text];
  return chars.length <= n ? text : `${chars.slice(0, n).join('')}…`;
}

/**
 * The searchable text of an entry (column search_text): its texts normalised like the board's word
 * search (NFKC, lower case, katakana → hiragana), so `?word=` matches across widths and kana.
 */
export function searchTextOf(...parts: string[]): string {
  return normalizeSearchText(parts.join(' '));
}
