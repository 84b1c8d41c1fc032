import { expect, test } from '@playwright/test';
import { expectRedirectReplacesEntry } from '../../support/navigation';

/** ERROR_PAGE in contracts. */
const NOT_FOUND_TITLE = 'This page could not be found';
const NOT_FOUND_TEXT = 'アクセスされたURLは存在しません。URLが変更されたか、表示できない状態になっています。';

test.describe('404 page', () => {
  for (const path of ['/no-such-page', '/board/page/abc']) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      // The server's status says so too (no soft 404 for crawlers), with a noindex tag.
      expect(response?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
      await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'トップページに戻る' })).toHaveAttribute('href', '/');
      // The layout stays around the error page.
      await expect(page.getByRole('navigation', { name: 'ヘッダーメニュー' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test.describe('the status of a navigation, from the server before any script runs', () => {
  const html = { Accept: 'text/html,application/xhtml+xml' };

  test('pages of the shell and of each remote are 200; paths no one owns, non-digit pages, missing articles are 404', async ({ request }) => {
    const story = ((await (await request.get('/api/articles?type=2')).json()) as { items: { id: number }[] }).items[0].id;
    const news = ((await (await request.get('/api/news')).json()) as { items: { id: number }[] }).items[0].id;
    const qa = ((await (await request.get('/api/solutions')).json()) as { items: { id: number }[] }).items[0].id;
    const listing = ((await (await request.get('/api/properties?collection=new')).json()) as { applicableIds: number[] }).applicableIds[0];
    const expected: [string, number][] = [
      ['/', 200],
      ['/login', 200],
      ['/board', 200],
      ['/board/page/2', 200],
      [`/project/${listing}`, 200],
      ['/my-page/messages', 200],
      ['/company', 200],
      [`/reviews/${story}`, 200],
      [`/news/${news}`, 200],
      [`/solution/${qa}-how-to`, 200],
      ['/airyflow', 200],
      ['/akiyabank', 200],
      ['/no-such-page', 404],
      ['/board/page/abc', 404],
      ['/reviews/page/x', 404],
      ['/project/999999999', 404],
      ['/reviews/999999999', 404],
      [`/blog/${story}`, 404], // a story is not a blog post
      ['/news/999999999', 404],
      ['/solution/abc', 404],
    ];
    const got: [string, number][] = [];
    for (const [path] of expected) got.push([path, (await request.get(path, { headers: html })).status()]);
    expect(got).toEqual(expected);
  });
});

test.describe('redirects', () => {
  test('/single-post/5 goes to /project/5', async ({ page }) => {
    await page.goto('/single-post/5');
    await expect(page).toHaveURL((url) => url.pathname === '/project/5');
  });

  test('/countryside/3 goes to /towns/3', async ({ page }) => {
    await page.goto('/countryside/3');
    await expect(page).toHaveURL((url) => url.pathname === '/towns/3');
  });

  test('the server answers them with HTTP redirects (crawlers and pages without scripts arrive too)', async ({ request }) => {
    const expected: [string, number, string][] = [
      ['/single-post/5', 301, '/project/5'],
      ['/countryside/3', 301, '/towns/3'],
      ['/s/5?utm_source=line', 301, '/project/5?utm_source=line'],
      ['/project', 301, '/board'],
      ['/ref', 301, '/'],
      ['/r?to=/board/page/2', 302, '/board/page/2'],
      // never an open redirect
      ['/r?to=//evil.example/x', 302, '/'],
      ['/r?to=https://evil.example/', 302, '/'],
    ];
    const got: [string, number, string][] = [];
    for (const [path] of expected) {
      const res = await request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
      const location = res.headers().location ?? '';
      got.push([path, res.status(), location.replace(/^https?:\/\/[^/]+/, '')]);
    }
    expect(got).toEqual(expected);
  });

  test('the redirect replaces the history entry', async ({ page }) => {
    await expectRedirectReplacesEntry(page, '/single-post/5', (url) => url.pathname === '/project/5');
  });
});

test.describe('favicon', () => {
  test('/favicon.ico is an icon, linked from every page, revalidated rather than cached for a year', async ({ page, request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const body = await res.body();
    // ICO header: reserved 0, type 1 (icon), at least one image
    expect(body.readUInt16LE(0)).toBe(0);
    expect(body.readUInt16LE(2)).toBe(1);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
    await page.goto('/company');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon\.ico/);
  });
});
