import { expect, test, type Page, type Response } from '@playwright/test';

interface ListResponse {
  items: { id: number }[];
  totalPages: number;
}

/**
 * The listing answer the page itself gets. Other suites publish and stop listings while this one
 * runs, so a second request made by the test a moment later may see a different newest list.
 */
function pageListAnswer(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/properties');
}

test.describe('/akiyabank (vacant-house-bank layout)', () => {
  test('shows its own header and the six newest listings linking to their pages', async ({ page }) => {
    const answer = pageListAnswer(page);
    await page.goto('/akiyabank');
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole('link', { name: '家いちば 民間空き家バンク' })).toHaveAttribute('href', '/akiyabank');
    await expect(banner.getByRole('link', { name: '物件一覧' })).toHaveAttribute('href', '/akiyabank/list');
    await expect(banner.getByRole('link', { name: '家いちばトップへ' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('navigation', { name: 'ヘッダーメニュー' })).toHaveCount(0);

    const cards = page.getByRole('list', { name: '新着物件の一覧' }).getByRole('link');
    await expect(cards).toHaveCount(6);
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/project\/\d+$/);

    const res = await answer;
    expect(res.ok()).toBe(true);
    const asked = new URL(res.url()).searchParams;
    expect([asked.get('limit'), asked.get('sort_order')]).toEqual(['6', 'publish-desc']);
    const newest = (await res.json()) as ListResponse;
    expect(hrefs).toEqual(newest.items.map((item) => `/project/${item.id}`));
  });

  test('/akiyabank/list/page/2 shows the second page', async ({ page }) => {
    const answer = pageListAnswer(page);
    await page.goto('/akiyabank/list/page/2');
    const res = await answer;
    expect(res.ok()).toBe(true);
    expect(new URL(res.url()).searchParams.get('page')).toBe('2');
    const second = (await res.json()) as ListResponse;
    // The demo data has hundreds of listings, so there is a second page to show.
    expect(second.totalPages).toBeGreaterThan(1);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('物件一覧（2ページ目）');
    const cards = page.getByRole('list', { name: '物件の一覧' }).getByRole('link');
    await expect(cards).toHaveCount(second.items.length);
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(second.items.map((item) => `/project/${item.id}`));
    const paging = page.getByRole('navigation', { name: 'ページ送り' });
    await expect(paging.getByRole('link', { name: '2ページ目', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(paging.getByRole('link', { name: '前へ' })).toHaveAttribute('href', '/akiyabank/list');
  });

  test('the list pages forward with the paging links', async ({ page }) => {
    await page.goto('/akiyabank/list');
    const paging = page.getByRole('navigation', { name: 'ページ送り' });
    await paging.getByRole('link', { name: '次へ' }).click();
    await expect(page).toHaveURL(/\/akiyabank\/list\/page\/2$/);
    await expect(paging.getByRole('link', { name: '2ページ目', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('/akiyabank/list/page/x is 404', async ({ page }) => {
    await page.goto('/akiyabank/list/page/x');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByTestId('listing-card')).toHaveCount(0);
  });
});
