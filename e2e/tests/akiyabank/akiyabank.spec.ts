import { expect, test, type Page, type Response } from '@playwright/test';
import { renderedData } from '../../support/rendered-data';
import { waitForHydration } from '../../support/navigation';

interface BankListResponse {
  items: { id: number; municipality: { id: number; name: string; prefecture_name: string } }[];
  total: number;
  totalPages: number;
}

/**
 * The listing answer the page itself gets. Other suites (the management one) publish and withdraw
 * bank listings while this one runs, so a second request a moment later may see a different list.
 */
function pageListAnswer(page: Page, check: (url: URL) => boolean = () => true): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return r.request().method() === 'GET' && url.pathname === '/api/akiyabank/listings' && check(url);
  });
}

const hrefsOf = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test.describe('/akiyabank (vacant-house bank of partner municipalities)', () => {
  test('its own header and the six newest bank listings linking to their pages', async ({ page }) => {
    const newest = await renderedData<BankListResponse>(page, () => page.goto('/akiyabank'), {
      endpoint: 'getAkiyabankListings',
      request: (url) => url.pathname === '/api/akiyabank/listings',
    });
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole('link', { name: '家いちば 民間空き家バンク' })).toHaveAttribute('href', '/akiyabank');
    await expect(banner.getByRole('link', { name: '物件一覧' })).toHaveAttribute('href', '/akiyabank/list');
    await expect(page.getByRole('navigation', { name: 'ヘッダーメニュー' })).toHaveCount(0);

    const cards = page.getByRole('list', { name: '新着物件の一覧' }).getByRole('link');
    await expect(cards).toHaveCount(6);
    expect(await hrefsOf(page, '新着物件の一覧')).toEqual(newest.items.slice(0, 6).map((i) => `/akiyabank/${i.id}`));
    // Bank listings, not the board's: each card names its municipality's bank.
    await expect(cards.first()).toContainText('空き家');
  });

  test('filters by prefecture and municipality, pages with the filters kept, opens a listing', async ({ page }) => {
    const all = await renderedData<BankListResponse>(page, () => page.goto('/akiyabank/list'), {
      endpoint: 'getAkiyabankListings',
      request: (url) => url.pathname === '/api/akiyabank/listings',
    });
    expect(all.total).toBeGreaterThanOrEqual(30);

    await page.getByRole('main').getByLabel('都道府県').selectOption({ label: '高知県' });
    await page.getByRole('main').getByLabel('市町村').selectOption({ label: '四万十町（10件）' });
    const filtered = pageListAnswer(page, (url) => url.searchParams.get('prefecture') === '39');
    await page.getByRole('button', { name: '絞り込む' }).click();
    const answer = (await (await filtered).json()) as BankListResponse;
    await expect(page).toHaveURL(/\/akiyabank\/list\?prefecture=39&municipality=\d+$/);
    expect(answer.total).toBe(10);
    expect(answer.items.every((i) => i.municipality.name === '四万十町')).toBe(true);
    await expect(page.getByText('全10件中 1〜10件を表示')).toBeVisible();
    await expect(page.getByRole('list', { name: '物件の一覧' }).getByRole('link')).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'ページ送り' })).toHaveCount(0);

    // 飯山市 is not in 高知県: choosing 長野県 empties the municipality.
    await page.getByRole('main').getByLabel('都道府県').selectOption({ label: '長野県' });
    await expect(page.getByRole('main').getByLabel('市町村')).toHaveValue('');

    // Paging keeps the prefecture filter.
    const nagano = pageListAnswer(page, (url) => url.searchParams.get('prefecture') === '20');
    await page.getByRole('button', { name: '絞り込む' }).click();
    expect(((await (await nagano).json()) as BankListResponse).items.every((i) => i.municipality.name === '飯山市')).toBe(true);

    const listing = answer.items[0];
    await page.goto(`/akiyabank/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const contact = page.getByRole('region', { name: 'お問い合わせ先' });
    await expect(contact).toContainText('四万十町 企画課 移住定住係');
    await expect(contact.getByRole('link', { name: '0880-22-3115' })).toHaveAttribute('href', 'tel:0880-22-3115');
    await expect(page.getByRole('region', { name: '四万十町空き家バンクの利用規約' })).toContainText('利用者登録');
    const photo = page.getByRole('main').getByRole('figure').getByRole('img');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the whole list pages forward with the paging links', async ({ page }) => {
    await page.goto('/akiyabank/list');
    // Hydrated: the link navigates in the browser, which asks for the page's list.
    await waitForHydration(page);
    const second = pageListAnswer(page, (url) => url.searchParams.get('page') === '2');
    const paging = page.getByRole('navigation', { name: 'ページ送り' });
    await paging.getByRole('link', { name: '次へ' }).click();
    await expect(page).toHaveURL(/\/akiyabank\/list\/page\/2$/);
    const answer = (await (await second).json()) as BankListResponse;
    await expect(paging.getByRole('link', { name: '2ページ目', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('物件一覧（2ページ目）');
    expect(await hrefsOf(page, '物件の一覧')).toEqual(answer.items.map((i) => `/akiyabank/${i.id}`));
  });

  test('/akiyabank/list/page/x and an unknown listing are 404', async ({ page }) => {
    await page.goto('/akiyabank/list/page/x');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.goto('/akiyabank/999999');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });
});
