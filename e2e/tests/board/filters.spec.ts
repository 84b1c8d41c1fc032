import { expect, test, type Page } from '@playwright/test';
import { openFilters } from '../../support/board-filters';

/** '350万円' → 350, '1億2000万円' → 12000, '0円' → 0; '価格未定' → null. */
function priceValue(text: string): number | null {
  const t = text.trim();
  if (t === '価格未定') return null;
  if (t === '0円') return 0;
  const m = /^(?:(\d+)億)?(?:(\d+(?:\.\d+)?)万)?円$/.exec(t);
  if (!m) throw new Error(`unexpected price text: ${t}`);
  return Number(m[1] ?? 0) * 10000 + Number(m[2] ?? 0);
}

const prices = (page: Page) => page.getByRole('main').getByRole('article').getByTestId('listing-price').allTextContents();

/**
 * Waits until the list shows at least one price and every price is from 100万円 to 500万円. Right
 * after the URL changes the previous list may still be on screen, so a list read at once can be
 * the old one.
 */
async function expectPricesInRange(page: Page, from: number, to: number) {
  await expect
    .poll(async () => {
      const values = (await prices(page)).map(priceValue);
      return values.length > 0 && values.every((v) => v !== null && v >= from && v <= to);
    }, { message: `every price from ${from} to ${to}万円` })
    .toBe(true);
}

test.describe('search params on the board lists', () => {
  test('a price range shows only prices in range, kept in the URL while paging', async ({ page }) => {
    await page.goto('/board');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
    const form = await openFilters(page);
    await form.getByLabel('下限（万円）').fill('100');
    await form.getByLabel('上限（万円）').fill('500');
    await form.getByLabel('価格未定を含む').uncheck();
    await form.getByRole('button', { name: 'この条件で絞り込む' }).click();

    await expect(page).toHaveURL(/\/board\?price_undecided=no&price_from=100&price_to=500$/);
    await expectPricesInRange(page, 100, 500);
    // The filtered list's own total decides whether there is a page 2 (not the pager of the list before).
    const total = (await (await page.request.get('/api/properties?price_undecided=no&price_from=100&price_to=500')).json()) as { totalPages: number };
    const next = page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: /次へ/ });
    if (total.totalPages > 1) {
      await next.click();
      await expect(page).toHaveURL(/\/board\/page\/2\?price_undecided=no&price_from=100&price_to=500$/);
      await expect(page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
      await expectPricesInRange(page, 100, 500);
    } else {
      await expect(next).toHaveCount(0);
    }
  });

  test('a lower bound above the upper bound is refused with a message', async ({ page }) => {
    await page.goto('/area/13');
    const form = await openFilters(page);
    await form.getByLabel('下限（万円）').fill('900');
    await form.getByLabel('上限（万円）').fill('100');
    await form.getByRole('button', { name: 'この条件で絞り込む' }).click();
    await expect(form.getByRole('alert')).toHaveText('上限の価格は下限以上で指定してください');
    await expect(page).toHaveURL(/\/area\/13$/);
  });

  test('the my-search panel is greyed out with a login prompt when logged out', async ({ page }) => {
    await page.goto('/board');
    await page.getByRole('button', { name: '保存した検索条件' }).click();
    const panel = page.getByRole('dialog', { name: '保存した検索条件' });
    await expect(panel.getByText('ログインすると検索条件を保存できます')).toBeVisible();
    await expect(panel.getByLabel('下限（万円）')).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'この条件を保存する' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('dialog')).toContainText('ご利用にはログインが必要です。');
  });

  test('/treasure lists the treasure collection: decided prices up to 100万円, with a photo', async ({ page }) => {
    await page.goto('/treasure');
    await expect(page.getByRole('heading', { level: 1, name: 'お宝物件' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await prices(page)) {
      const value = priceValue(text);
      expect(value).not.toBeNull();
      expect(value).toBeLessThanOrEqual(100);
    }
    for (const card of await cards.all()) await expect(card.getByRole('img')).toBeVisible();
  });
});
