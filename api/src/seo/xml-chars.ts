/**
 * Characters XML 1.0 does not allow in a document (docs/product.md §2.2 Char: #x9 | #xA | #xD | [#x20-#xD7FF] |
 * [#xE000-#xFFFD] | [#x10000-#x10FFFF]): the C0 controls but tab and line ends, lone surrogates,
 * U+FFFE and U+FFFF. Not even as a character reference — one of them makes a feed or sitemap
 * unreadable for every reader, so they are removed, never escaped.
 */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML 1.0 forbids (used where editorial texts are written and where XML is rendered). */
export function stripXmlForbidden(text: string): string {
  return text.replace(XML_FORBIDDEN, '');
}
