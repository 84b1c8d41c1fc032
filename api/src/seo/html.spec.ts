import { escapeHtml, escapeXml, injectHead } from './html';

describe('escapeHtml / escapeXml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`Tom & "Jerry" <'家'>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;&#39;家&#39;&gt;');
    expect(escapeXml(`a&b<'c'>`)).toBe('a&amp;b&lt;&apos;c&apos;&gt;');
  });
});

describe('injectHead', () => {
  const tags = { title: 'A & B', names: [['description', 'x"y'] as [string, string]], properties: [['og:title', 'A'] as [string, string]], canonical: 'https://e.test/p/1' };

  it('replaces the title, the description and any Open Graph / Twitter / canonical tags of a minified page', () => {
    const shell =
      '<!doctype html><html lang=ja><head><meta charset=utf-8><meta name=description content=old>' +
      '<meta property="og:title" content="old"><meta name=twitter:card content=summary><link rel=canonical href=/old>' +
      '<title>old</title></head><body></body></html>';
    const html = injectHead(shell, tags);
    expect(html).toBe(
      '<!doctype html><html lang=ja><head><meta charset=utf-8>' +
        '<title>A &amp; B</title><meta name="description" content="x&quot;y"><meta property="og:title" content="A">' +
        '<link rel="canonical" href="https://e.test/p/1"></head><body></body></html>',
    );
  });

  it('keeps other meta tags (charset, viewport, theme-color)', () => {
    const html = injectHead('<html><head><meta name=viewport content="width=device-width"><meta name=theme-color content=#7a4a24></head></html>', tags);
    expect(html).toContain('<meta name=viewport content="width=device-width">');
    expect(html).toContain('<meta name=theme-color content=#7a4a24>');
  });

  it('adds a head to a page without one', () => {
    expect(injectHead('<html><body></body></html>', { title: 't', names: [], properties: [] })).toBe('<html><head><title>t</title></head><body></body></html>');
    expect(injectHead('<div></div>', { title: 't', names: [], properties: [] })).toBe('<head><title>t</title></head><div></div>');
  });
});
