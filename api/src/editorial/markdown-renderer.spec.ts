import { excerpt, isAllowedImageSrc, markdownToText, renderMarkdown } from './markdown-renderer';

describe('renderMarkdown', () => {
  it('renders Markdown', () => {
    expect(renderMarkdown('## 見出し\n\n**太字** と [リンク](/board)')).toBe('<h2>見出し</h2>\n<p><strong>太字</strong> と <a href="/board">リンク</a></p>\n');
  });

  it('drops script elements and their contents', () => {
    const html = renderMarkdown('本文\n\n<script>alert(1)</script>\n\n<p>x<script src="https://evil.example/a.js"></script></p>');
    expect(html).not.toMatch(/script|alert/i);
    expect(html).toContain('本文');
  });

  it('drops event handlers and style attributes', () => {
    const html = renderMarkdown('<p onclick="alert(1)" style="color:red">a</p><img src="https://example.jp/a.jpg" onerror="alert(1)">');
    expect(html).not.toMatch(/onclick|onerror|alert|color/);
    expect(html).toContain('<img src="https://example.jp/a.jpg"');
  });

  it('removes javascript: and data: links, in Markdown and in HTML', () => {
    for (const source of ['[x](javascript:alert(1))', '<a href="javascript:alert(1)">x</a>', '<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a href="data:text/html,<script>alert(1)</script>">x</a>']) {
      const html = renderMarkdown(source);
      // A refused Markdown link stays as harmless text; no element may carry the URL.
      expect(html).not.toMatch(/<a[^>]*href="(javascript|data)/i);
      expect(html).not.toMatch(/<script/i);
    }
  });

  it('drops iframes, objects, embeds, forms and svg', () => {
    const html = renderMarkdown('<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><form action="/x"><input></form><svg onload="alert(1)"></svg>ok');
    expect(html).not.toMatch(/iframe|object|embed|form|input|svg|alert/i);
    expect(html).toContain('ok');
  });

  it('keeps images only from /uploads/ or https', () => {
    expect(renderMarkdown('![家](/uploads/editorial/1.jpg)')).toContain('<img src="/uploads/editorial/1.jpg" alt="家" loading="lazy" />');
    expect(renderMarkdown('![家](https://images.example.jp/1.jpg)')).toContain('src="https://images.example.jp/1.jpg"');
    for (const src of ['http://insecure.example/1.jpg', '/api/logout', '/uploads/../data/akiya.sqlite', 'data:image/png;base64,AAAA', '//evil.example/1.jpg']) {
      expect(renderMarkdown(`![x](${src})`)).not.toContain('<img');
    }
  });

  it('marks external links nofollow and turns h1 into h2', () => {
    expect(renderMarkdown('[外部](https://example.com)')).toContain('rel="nofollow noopener noreferrer"');
    expect(renderMarkdown('# 題')).toBe('<h2>題</h2>\n');
  });

  it('renders 20,000 characters quickly', () => {
    const source = Array.from({ length: 200 }, (_, i) => `## 節${i}\n\n空き家の活用について、**地域**の方と話し合いました。[記事](/blog/${i}) ${'あ'.repeat(40)}\n`).join('\n');
    const started = performance.now();
    renderMarkdown(source);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('markdownToText / excerpt / isAllowedImageSrc', () => {
  it('strips the markup', () => {
    expect(markdownToText('## 題\n\n本文 **強調** <script>x</script> & [a](/b)')).toBe('題 本文 強調 & a');
  });
  it('cuts at n code points', () => {
    expect(excerpt('あいうえお', 3)).toBe('あいう…');
    expect(excerpt('あい', 3)).toBe('あい');
  });
  it('decodes and normalises an image path before checking it lies under /uploads/', () => {
    for (const src of [
      '/uploads/%2e%2e/api/logout',
      '/uploads/%2E%2E/api/logout',
      '/uploads/%2E%2E%2Fapi/logout',
      '/uploads/..%2fapi/logout',
      '/uploads/.%2e/api/logout',
      '/uploads/../api/logout',
      '/uploads/a/../../api/logout',
      '/uploads/%252e%252e/x',
      '/uploads/%25252e%25252e/x',
      '/uploads/a%2fb.jpg',
      '/uploads/a%5cb.jpg',
      '/uploads/a\\..\\..\\api/logout',
      '/uploads/.\n./api/logout',
      '/uploads/.\t./api/logout',
      '/uploads/%',
      '/uploads/..',
      '/uploads/.',
      '/uploads/',
    ]) {
      expect([src, isAllowedImageSrc(src)]).toEqual([src, false]);
      expect(renderMarkdown(`![x](${src.replace(/\n|\t/g, ' ')})`)).not.toContain('<img');
    }
    for (const src of ['/uploads/%2e%2e/api/logout', '/uploads/%252e%252e/x', '/uploads/.&#10;./api/logout']) {
      expect(renderMarkdown(`<img src="${src}" alt="x">`)).not.toContain('<img');
    }
    expect(isAllowedImageSrc('/uploads/a/b.jpg')).toBe(true);
    expect(isAllowedImageSrc('/uploads/a/./b.jpg')).toBe(true);
    expect(isAllowedImageSrc('/uploads/a/../b.jpg')).toBe(true);
    expect(isAllowedImageSrc('/uploads/%E5%AE%B6.jpg')).toBe(true);
    expect(renderMarkdown('![家](/uploads/a/b.jpg)')).toContain('<img src="/uploads/a/b.jpg" alt="家" loading="lazy" />');
  });

  it('judges image sources', () => {
    expect(isAllowedImageSrc('/uploads/a.jpg')).toBe(true);
    expect(isAllowedImageSrc('https://a.example/b.png')).toBe(true);
    expect(isAllowedImageSrc('http://a.example/b.png')).toBe(false);
    expect(isAllowedImageSrc(undefined)).toBe(false);
  });
});
