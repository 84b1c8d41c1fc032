import { fillTemplate, isSitePath, redirectLocation, scriptJson, withoutErrorDetails } from './ssr-renderer';

const TEMPLATE =
  '<!doctype html><html lang=ja><head><title>家いちば</title></head><body><noscript>JavaScript を有効にしてください。</noscript><div id=root></div></body></html>';

describe('fillTemplate', () => {
  it('puts the HTML into #root (marked for hydration), the styles and hoisted preloads into <head>, the state as a JSON block', () => {
    const page = fillTemplate(TEMPLATE, {
      html: '<link rel="preload" as="image" href="/a.jpg"/><link rel="alternate" href="/news/feed.xml"/><main>物件</main>',
      state: { common: { title: 'x' } },
      css: '.a{color:red}',
    });
    expect(page).toContain(
      '<link rel="preload" as="image" href="/a.jpg"/><link data-ssr-head="" rel="alternate" href="/news/feed.xml"/><style data-ssr>.a{color:red}</style></head>',
    );
    expect(page).toContain('<div id="root" data-ssr><main>物件</main></div><script type="application/json" id="__AKIYA_STATE__">{"common":{"title":"x"}}</script>');
    // The page works without scripts: no "enable JavaScript" notice.
    expect(page).not.toContain('<noscript>');
  });

  it("writes the page's title, escaped", () => {
    const page = fillTemplate(TEMPLATE, { html: '<p></p>', state: {}, css: '', title: '古民家 <蔵付き> | 家いちば' });
    expect(page).toContain('<title>古民家 &lt;蔵付き&gt; | 家いちば</title>');
  });

  it('keeps the page text as it is, even with $& and $1 in it (no replacement patterns)', () => {
    const text = "価格 $& と $1 と $' と $`";
    const page = fillTemplate(TEMPLATE, { html: `<p>${text}</p>`, state: { text }, css: '' });
    expect(page).toContain(`<p>${text}</p>`);
    expect(JSON.parse(/<script type="application\/json" id="__AKIYA_STATE__">(.*)<\/script>/.exec(page)![1]).text).toBe(text);
  });

  it('no text in the state can close the script element', () => {
    const json = scriptJson({ description: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ description: '</script><script>alert(1)</script>' });
  });
});

describe('isSitePath (where a redirect route may send the visitor)', () => {
  it('is a path of this site only', () => {
    expect(isSitePath('/project/5')).toBe(true);
    expect(isSitePath('/r?to=x')).toBe(true);
    expect(isSitePath('//evil.example/')).toBe(false);
    expect(isSitePath('https://evil.example/')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
  });
});

describe('redirectLocation (the Location header of a redirect route)', () => {
  it.each([
    // percent-encodes what a header may not carry, as UTF-8
    { path: '/towns/長野', location: '/towns/%E9%95%B7%E9%87%8E' },
    { path: '/search/古民家?q=海 辺#上', location: '/search/%E5%8F%A4%E6%B0%91%E5%AE%B6?q=%E6%B5%B7%20%E8%BE%BA#%E4%B8%8A' },
    { path: '/project/😀', location: '/project/%F0%9F%98%80' },
    // keeps escapes already there, and encodes a % that starts none
    { path: '/search?q=%E5%8F%A4&p=2', location: '/search?q=%E5%8F%A4&p=2' },
    { path: '/100%', location: '/100%25' },
    { path: '/a%zz', location: '/a%25zz' },
    // never lets a line break or a control character through
    { path: '/project/1\r\nX:1', location: '/project/1%0D%0AX:1' },
    { path: '/\t/evil.example', location: '/%09/evil.example' },
    // refuses what is no path of this site, or no text
    { path: '//evil.example/', location: null },
    { path: 'https://evil.example/', location: null },
    { path: '/\\evil.example', location: null },
    { path: '/x\ud800', location: null },
  ])('$path → $location', ({ path, location }) => {
    expect(redirectLocation(path)).toBe(location);
  });
});

describe('withoutErrorDetails', () => {
  it('drops the message and stacks a development React writes into a boundary left to the browser', () => {
    const html =
      '<!--$!--><template data-dgst="d" data-msg="window is not defined" data-stck="at /srv/app/remote.js:1" data-cstck="at Page"></template><p>…</p><!--/$-->';
    const cleaned = withoutErrorDetails(html);
    expect(cleaned).toBe('<!--$!--><template data-dgst="d"></template><p>…</p><!--/$-->');
  });
});
