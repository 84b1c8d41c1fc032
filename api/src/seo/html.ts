import { stripXmlForbidden } from './xml-chars';

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for XML element content and attribute values (sitemaps, Atom feeds). Characters XML
 * 1.0 forbids are dropped (stripXmlForbidden): older rows may still hold them.
 */
export function escapeXml(text: string): string {
  return stripXmlForbidden(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export interface HeadTags {
  title: string;
  /** `<meta name="…">` tags (description, twitter:card …). */
  names: [string, string][];
  /** `<meta property="…">` tags (og:*). */
  properties: [string, string][];
  canonical?: string;
}

// The shell's index.html is minified (unquoted attributes), so the patterns allow quoted or bare values.
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const REPLACED_META = /<meta\b[^>]*?\b(?:name|property)\s*=\s*["']?(?:description|og:[\w:]+|twitter:[\w:]+)["']?[^>]*>/gi;
const CANONICAL = /<link\b[^>]*?\brel\s*=\s*["']?canonical["']?[^>]*>/gi;

/**
 * The shell page with its own title, description, canonical link and Open Graph / Twitter tags
 * replaced by `tags` (every value HTML-escaped), placed at the end of <head>.
 */
export function injectHead(html: string, tags: HeadTags): string {
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.names.map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`),
    ...tags.properties.map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`),
    ...(tags.canonical ? [`<link rel="canonical" href="${escapeHtml(tags.canonical)}">`] : []),
  ].join('');
  const stripped = html.replace(TITLE, '').replace(REPLACED_META, '').replace(CANONICAL, '');
  const head = stripped.search(/<\/head>/i);
  if (head >= 0) return `${stripped.slice(0, head)}${lines}${stripped.slice(head)}`;
  // No </head> (a bare shell): put the tags right after <html …> or at the start.
  const htmlTag = stripped.match(/<html\b[^>]*>/i);
  if (htmlTag?.index !== undefined) {
    const at = htmlTag.index + htmlTag[0].length;
    return `${stripped.slice(0, at)}<head>${lines}</head>${stripped.slice(at)}`;
  }
  return `<head>${lines}</head>${stripped}`;
}
