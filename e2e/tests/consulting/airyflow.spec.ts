import { expect, test, type Page } from '@playwright/test';

const ANCHORS = ['top', 'concept', 'consulting-menu', 'service', 'problem', 'works', 'company'];
/** TIMINGS.scrollOffset in contracts. */
const SCROLL_OFFSET = 150;

/** Distance in px from the top of the window to the top of the section (null while it is not rendered). */
function sectionTop(page: Page, id: string): Promise<number | null> {
  return page.evaluate((anchor) => {
    const el = document.getElementById(anchor);
    return el ? Math.round(el.getBoundingClientRect().top) : null;
  }, id);
}

test.describe('/airyflow (consulting layout)', () => {
  test('shows its own header and all seven anchors; the default header is absent', async ({ page }) => {
    await page.goto('/airyflow');
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole('link', { name: 'airyflow 不動産ストック活用コンサルティング' })).toHaveAttribute(
      'href',
      '/airyflow',
    );
    await expect(banner.getByRole('link', { name: '家いちばトップへ' })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('navigation', { name: 'airyflow ページ内メニュー' })).toBeVisible();
    // The default header's navigation is not drawn on the sub-site.
    await expect(page.getByRole('navigation', { name: 'ヘッダーメニュー' })).toHaveCount(0);

    for (const id of ANCHORS) {
      await expect(page.locator(`section[id="${id}"]`), `#${id}`).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { level: 1 })).toContainText('活きる場所');
  });

  test('an in-page link scrolls the section to 150 px below the top', async ({ page }) => {
    await page.goto('/airyflow');
    await page.getByRole('navigation', { name: 'airyflow ページ内メニュー' }).getByRole('link', { name: '活用事例' }).click();
    await expect(page).toHaveURL(/\/airyflow#works$/);
    // 800 ms of easing, then the section rests 150 px below the top of the window.
    await expect.poll(() => sectionTop(page, 'works')).toBe(SCROLL_OFFSET);
    await expect(page.locator('#works')).toBeFocused();
  });

  test('a direct link to an anchor lands on it', async ({ page }) => {
    await page.goto('/airyflow#company');
    await expect(page.locator('#company')).toBeAttached();
    await expect.poll(() => sectionTop(page, 'company')).toBe(SCROLL_OFFSET);
  });

  test('the call to action leads to the request form on /airyflow/post', async ({ page }) => {
    await page.goto('/airyflow');
    await page.getByRole('main').getByRole('link', { name: '無料で相談を申し込む' }).click();
    await expect(page).toHaveURL(/\/airyflow\/post$/);
    await expect(page.getByRole('heading', { level: 1, name: '相談のお申し込み' })).toBeVisible();
    await expect(page.getByRole('form', { name: '相談の申し込み' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
  });
});
