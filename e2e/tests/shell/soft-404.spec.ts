import { expect, test } from '@playwright/test';
import { clientNavigate, markWindow, windowMarkerSurvived } from '../../support/navigation';

/** ERROR_PAGE.notFoundRoute in contracts: the 404 page's heading. */
const NOT_FOUND_TITLE = 'This page could not be found';

/** What a visitor may put in a news category's address: it must never become a heading or a title. */
const INJECTED = '当選のお知らせ：今すぐ連絡を';
const injectedCategory = `/news/category/${encodeURIComponent(INJECTED)}`;

// Addresses where nothing exists (demo data: the board, the stories and the bank have far fewer
// pages; no such category, prefecture, tag, story category or news category). Each is a real 404,
// not a page saying so with 200 (a soft 404 a crawler keeps).
const MISSING: readonly string[] = [
  '/board/page/999',
  '/category/99',
  '/area/99',
  '/tags/no-such-tag',
  '/reviews/page/99',
  '/reviews/category/zzz',
  injectedCategory,
  `${injectedCategory}/page/2`,
  '/akiyabank/list/page/99',
];

test.describe('soft 404s: pages of nothing answer 404 with the 404 page', () => {
  for (const path of MISSING) {
    test(`${decodeURIComponent(path)} (server)`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
      await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page).toHaveTitle(`${NOT_FOUND_TITLE} | 家いちば`);
    });

    test(`${decodeURIComponent(path)} (after a navigation in the browser)`, async ({ page }) => {
      await page.goto('/');
      await markWindow(page);
      await clientNavigate(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
      await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
      await expect(page).toHaveTitle(`${NOT_FOUND_TITLE} | 家いちば`);
      expect(await windowMarkerSurvived(page)).toBe(true);
    });
  }

  test("a news category's address is never printed as its title or heading", async ({ page }) => {
    for (const path of [injectedCategory, `${injectedCategory}/page/2`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // The server's HTML, before any script runs: its title and headings.
      const html = (await response?.text()) ?? '';
      const shown = [...html.matchAll(/<(title|h[1-6])\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2]);
      expect(shown.length).toBeGreaterThan(0);
      for (const text of shown) expect(text).not.toContain(INJECTED);
      // The page in the browser.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
      expect(await page.title()).not.toContain(INJECTED);
      for (const heading of await page.getByRole('heading').allTextContents()) expect(heading).not.toContain(INJECTED);
      await expect(page.getByRole('main')).not.toContainText(INJECTED);
    }
  });
});

test.describe('the same kinds of page that exist answer 200', () => {
  const html = { Accept: 'text/html,application/xhtml+xml' };

  test('a category, a prefecture, a tag, a story category, a news category and page 2 of each list that has one', async ({ page, request }) => {
    const category = ((await (await request.get('/api/common/base-data')).json()) as { categories: { id: number }[] }).categories[0].id;
    const newsCategory = ((await (await request.get('/api/news')).json()) as { categories: string[] }).categories[0];
    const found: [string, string][] = [
      [`/category/${category}`, ''],
      ['/area/13', '東京都'],
      ['/tags/0-100manyen', '100万円以下'],
      ['/reviews/category/kominka', '古民家の体験談'],
      [`/news/category/${encodeURIComponent(newsCategory)}`, `${newsCategory}のお知らせ`],
      ['/board/page/2', '掲示板'],
      ['/reviews/page/2', '体験談'],
      ['/akiyabank/list/page/2', '物件一覧'],
    ];
    for (const [path, heading] of found) {
      expect([path, (await request.get(path, { headers: html })).status()]).toEqual([path, 200]);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('error-page')).toHaveCount(0);
      if (heading) await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    }
  });
});
