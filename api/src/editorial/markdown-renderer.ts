import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { normalizeSearchText } from '@akiya/contracts';

/**
 * Markdown → safe HTML for editorial bodies, on the server. markdown-it renders (raw HTML in the
 * source is allowed through to the sanitiser, so an editor may write a <br> or a table), then
 * sanitize-html keeps only an allow-list: no script, style or iframe, no event handler or other
 * unknown attribute, links only http(s)/mailto/site paths, images only from our /uploads/ path or
 * https. What is dropped is dropped silently: the preview shows the editor the result.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: true });

/** Images: a site path under /uploads/ (no `..`) or an https URL. */
export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith('/uploads/') && !src.includes('..') && !src.includes('\\')) return true;
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
