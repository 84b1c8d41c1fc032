import { expect, test, type Locator, type Page } from '@playwright/test';
import { markWindow, waitForHydration, windowMarkerSurvived } from '../../support/navigation';

/** '350万円' → 350, '1億2000万円' → 12000, '0円' and '価格未定' → 0 (undecided counts as 0 when sorting). */
function priceValue(text: string): number {
  const t = text.trim();
  if (t === '価格未定' || t === '0円') return 0;
  const m = /^(?:(\d+)億)?(?:(\d+(?:\.\d+)?)万)?円$/.exec(t);
  if (!m) throw new Error(`unexpected price text: ${t}`);
  return Number(m[1] ?? 0) * 10000 + Number(m[2] ?? 0);
}

const cards = (page: Page): Locator => page.getByRole('main').getByRole('article');
const pagination = (page: Page): Locator => page.getByRole('navigation', { name: 'ページ送り' });

async function prices(page: Page): Promise<string[]> {
  return cards(page).getByTestId('listing-price').allTextContents();
}

/**
 * The 10 prices of the list once it is sorted ascending. Right after the URL changes the previous
 * (unsorted) list may still be on screen with 10 cards too, so this waits for the state it checks.
 */
async function sortedPrices(page: Page): Promise<number[]> {
  let values: number[] = [];
  await expect
    .poll(async () => {
      values = (await prices(page)).map(priceValue);
      return values.length === 10 && values.every((v, i) => i === 0 || values[i - 1] <= v);
    }, { message: '10 prices in ascending order' })
    .toBe(true);
  return values;
}

test.describe('board listing', () => {
  test('/board shows 10 cards, the total and a pagination', async ({ page }) => {
    await page.goto('/board');
    await expect(page.getByRole('heading', { level: 1, name: '掲示板' })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByText(/^全\d[\d,]*件$/)).toBeVisible();
    await expect(pagination(page).getByRole('link', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('img')).toHaveAttribute('alt', /.+/);
      await expect(card.getByTestId('listing-price')).toHaveText(/円$|^価格未定$/);
    }
  });

  test('page 2 through the pagination link, without a reload', async ({ page }) => {
    await page.goto('/board');
    await expect(cards(page)).toHaveCount(10);
    const firstOnPage1 = await cards(page).first().getByRole('heading').textContent();
    await markWindow(page);
    await pagination(page).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/board\/page\/2$/);
    await expect(pagination(page).getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(10);
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
    expect(await windowMarkerSurvived(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await pagination(page).getByRole('link', { name: /前へ/ }).click();
    await expect(page).toHaveURL(/\/board$/);
  });

  test('sorting by price ascending shows non-decreasing prices and keeps the sort while paging', async ({ page }) => {
    await page.goto('/board/page/3');
    await expect(cards(page)).toHaveCount(10);
    await page.getByLabel('並び替え').selectOption({ label: '価格が安い順' });
    await expect(page).toHaveURL(/\/board\?sort=price-asc$/);
    await expect(page.getByLabel('並び替え')).toHaveValue('price-asc');
    await expect(cards(page)).toHaveCount(10);

    const values = await sortedPrices(page);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    await pagination(page).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/board\/page\/2\?sort=price-asc$/);
    // The pager and the cards render together: once it marks page 2, the cards are page 2's.
    await expect(pagination(page).getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(10);
    const page2 = await sortedPrices(page);
    expect(page2).toEqual([...page2].sort((a, b) => a - b));
    expect(page2[0]).toBeGreaterThanOrEqual(values[values.length - 1]);
  });

  test('/search/古民家 shows results', async ({ page }) => {
    await page.goto(`/search/${encodeURIComponent('古民家')}`);
    await expect(page.getByRole('heading', { level: 1, name: '「古民家」の検索結果' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThan(0);
    await expect(page.getByRole('searchbox', { name: 'キーワードで物件を検索' })).toHaveValue('古民家');
  });

  test('a 2-character search word works', async ({ page }) => {
    await page.goto(`/search/${encodeURIComponent('古民')}`);
    await expect(page.getByRole('heading', { level: 1, name: '「古民」の検索結果' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('a 1-character search word shows the hint and no results', async ({ page }) => {
    await page.goto(`/search/${encodeURIComponent('古')}`);
    await expect(page.getByRole('alert')).toHaveText('キーワードを2〜20文字以内で入力してください');
    await expect(page.getByRole('button', { name: '検索する' })).toBeDisabled();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'キーワードで物件を検索' }).fill('田舎暮らし');
    await page.getByRole('button', { name: '検索する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '「田舎暮らし」の検索結果' })).toBeVisible();
  });

  test('/area/13 shows only 東京都 listings', async ({ page }) => {
    await page.goto('/area/13');
    await expect(page.getByRole('heading', { level: 1, name: '東京都' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) {
      await expect(card.getByText(/^東京都/).first()).toBeVisible();
    }
  });

  test('/tags/0-100manyen lists prices up to 100万円', async ({ page }) => {
    await page.goto('/tags/0-100manyen');
    await expect(page.getByRole('heading', { level: 1, name: '100万円以下' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    for (const text of await prices(page)) {
      expect(text).not.toBe('価格未定');
      expect(priceValue(text)).toBeLessThanOrEqual(100);
    }
  });

  test('/categories links to a category list', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'カテゴリーから探す' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link')).not.toHaveCount(0);
    await expect(main.getByRole('link', { name: '復興応援' })).toHaveCount(0);
    await main.getByRole('link', { name: '古民家', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '古民家' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('/board/page/abc is the 404 page', async ({ page }) => {
    await page.goto('/board/page/abc');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  test('/board/page/99999 (past the last page) is the 404 page', async ({ page }) => {
    await page.goto('/board/page/99999');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('/area/99 (unknown prefecture) is the 404 page', async ({ page }) => {
    await page.goto('/area/99');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  test('clicking a card opens /project/{id}, and the visit shows in /histories', async ({ page }) => {
    await page.goto('/board');
    // The list leaves its ids for the listing's previous / next once its script runs (a link
    // followed before that loads the listing from the server, without them).
    await waitForHydration(page);
    const card = cards(page).first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/project\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: /一覧に戻る/ })).toHaveAttribute('href', '/board');

    await page.goto('/histories');
    await expect(page.getByRole('heading', { level: 1, name: '閲覧履歴' })).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(title);
  });

  test('/project/{unknown id} is the 404 page', async ({ page }) => {
    await page.goto('/project/99999999');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});
