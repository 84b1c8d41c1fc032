import { SaxesParser } from 'saxes';
import { atomFeed } from './atom-feed';
import { escapeXml } from './html';
import { stripXmlForbidden } from './xml-chars';

/** Whether a strict XML 1.0 parser reads the document without an error. */
function wellFormed(xml: string): string | null {
  const parser = new SaxesParser({ xmlns: true });
  let error: string | null = null;
  parser.on('error', (e) => {
    error ??= e.message;
  });
  try {
    parser.write(xml).close();
  } catch (e) {
    error ??= (e as Error).message;
  }
  return error;
}

describe('stripXmlForbidden', () => {
  it.each([
    { text: 'a\u0000b\u0001c\u0008d\u000be\u000cf\u001fg', kept: 'abcdefg' },
    { text: 'x\uFFFEy\uFFFFz', kept: 'xyz' },
    { text: 'lone \uD800 high, lone \uDC00 low', kept: 'lone  high, lone  low' },
  ])('removes the characters XML 1.0 forbids: C0 controls but tab/LF/CR, lone surrogates, U+FFFE and U+FFFF (case %#)', ({ text, kept }) => {
    expect(stripXmlForbidden(text)).toBe(kept);
  });

  it('keeps tab, line ends, Japanese, the private-use area, U+FFFD and characters outside the BMP', () => {
    const text = '見出し\t本文\n二行目\r\n\u007f\u0085\uE000\uFFFD😀𠮷';
    expect(stripXmlForbidden(text)).toBe(text);
    expect(stripXmlForbidden('')).toBe('');
  });
});

describe('XML writers', () => {
  const forbidden = 'お知らせ\u0001\u000b\uFFFE題';

  it('escapeXml drops forbidden characters', () => {
    expect(escapeXml(`${forbidden} & <b>`)).toBe('お知らせ題 &amp; &lt;b&gt;');
  });

  it('an Atom feed with forbidden characters in every text is well-formed XML', () => {
    const xml = atomFeed({
      title: forbidden,
      subtitle: forbidden,
      selfUrl: 'https://ieichiba.example/news/feed.xml',
      pageUrl: 'https://ieichiba.example/news',
      author: forbidden,
      entries: [{ title: forbidden, url: 'https://ieichiba.example/news/1', published: '2026-01-01T00:00:00.000Z', updated: '2026-01-01T00:00:00.000Z', summary: forbidden, category: forbidden }],
    });
    expect(wellFormed(xml)).toBeNull();
    expect(xml).toContain('<title>お知らせ題</title>');
    expect(wellFormed(`<a>${forbidden}</a>`)).not.toBeNull(); // the parser does refuse them
  });
});
