import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the filter panel of a board list and returns its form. */
export async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '絞り込み' }).click();
  return page.getByRole('form', { name: '絞り込み条件' });
}

/** On /board, picks a prefecture and a category in the filter panel (not applied yet); returns the form. */
export async function pickBoardFilters(page: Page, prefecture: string, category: string): Promise<Locator> {
  await page.goto('/board');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const form = await openFilters(page);
  await form.getByRole('combobox', { name: '都道府県' }).selectOption({ label: prefecture });
  await form.getByRole('combobox', { name: 'カテゴリー' }).selectOption({ label: category });
  return form;
}
