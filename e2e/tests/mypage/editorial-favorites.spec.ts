import { expect, test, type Page } from '@playwright/test';
import type { SolutionListResponse } from '@akiya/contracts';
import { storageStateOf } from '../../support/auth';

test.describe('favourite Q&A in the my page', () => {
  test.use({ storageState: storageStateOf('seller2') });

  async function heart(page: Page) {
    return page.getByRole('button', { name: /お気に入り/ });
  }

  test('a Q&A favourited on its page is listed at /my-page/list/solution and can be removed there', async ({ page, request }) => {
    const list = (await (await request.get('/api/solutions?limit=50')).json()) as SolutionListResponse;
    const qa = list.items[list.items.length - 1];
    await page.goto(`/solution/${qa.id}`);
    await expect(page.getByRole('heading', { level: 1, name: qa.question })).toBeVisible();
    const button = await heart(page);
    if ((await button.getAttribute('aria-pressed')) !== 'true') {
      const added = page.waitForResponse((r) => r.url().endsWith(`/api/favorites/solution/${qa.id}`) && r.request().method() === 'POST');
      await button.click();
      expect((await added).status()).toBe(200);
    }
    await expect(button).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/my-page/list');
    const group = page.getByRole('region', { name: /^公開Q&A（\d+件）$/ });
    await expect(group.getByRole('link', { name: qa.question })).toHaveAttribute('href', `/solution/${qa.id}`);
    await page.goto('/my-page/list/solution');
    const favourites = page.getByRole('list', { name: 'お気に入りの公開Q&A' });
    await favourites.getByRole('button', { name: `お気に入りから外す：${qa.question}` }).click();
    await expect(page.getByRole('link', { name: qa.question })).toHaveCount(0);
    await page.goto(`/solution/${qa.id}`);
    await expect(await heart(page)).toHaveAttribute('aria-pressed', 'false');
  });
});
