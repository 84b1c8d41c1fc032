import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { markWindow, windowMarkerSurvived } from '../../support/navigation';

/** Every route the editorial remote declares (the same file the server reads). */
const EDITORIAL_ROUTES: string[] = JSON.parse(
  readFileSync(join(__dirname, '../../../mfe-editorial/routes.json'), 'utf8'),
);

test.describe('editorial static pages by direct URL', () => {
  test('/company shows the company overview', async ({ page }) => {
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1, name: '運営会社' })).toBeVisible();
    await expect(page).toHaveTitle('運営会社 | 家いちば');
    const breadcrumb = page.getByRole('navigation', { name: 'パンくずリスト' });
    await expect(breadcrumb.getByRole('link', { name: 'トップ' })).toBeVisible();

    const table = page.getByRole('table', { name: '会社概要' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: /会社名/ })).toContainText('株式会社家いちば');
    await expect(table.getByRole('row', { name: /事業内容/ })).toContainText('民間空き家バンクの運営');
    await expect(table.getByRole('link', { name: 'お問い合わせフォーム' })).toHaveAttribute('href', '/contact');
  });

  test('/privacy-policy covers the analytics tool and cookies', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeVisible();
    await expect(page).toHaveTitle('プライバシーポリシー | 家いちば');
    await expect(page.getByRole('heading', { level: 2, name: /アクセス解析ツールについて/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Cookieについて/ })).toBeVisible();
    await expect(page.getByText(/httpOnly属性/)).toBeVisible();
    await expect(page.getByText('制定日：2026年11月1日')).toBeVisible();
  });

  test('the table of contents jumps to a section', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('navigation', { name: '目次' }).getByRole('link', { name: /Cookieについて/ }).click();
    await expect(page).toHaveURL(/\/privacy-policy#cookie$/);
    await expect(page.getByRole('heading', { level: 2, name: /Cookieについて/ })).toBeInViewport();
  });
});

test('the footer link プライバシーポリシー on / opens the page without a full reload', async ({ page }) => {
  await page.goto('/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'プライバシーポリシー', exact: true });
  await expect(footerLink).toBeVisible();
  await markWindow(page);
  await footerLink.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeVisible();
  expect(await windowMarkerSurvived(page)).toBe(true);
});

test('the FAQ answers open and close', async ({ page }) => {
  await page.goto('/question');
  const question = page.getByText('利用料金はかかりますか？');
  const answer = page.getByText(/メッセージのやりとりは無料です。契約書/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
});

test.describe('page titles', () => {
  for (const path of EDITORIAL_ROUTES) {
    test(`${path} has a title ending with "| 家いちば"`, async ({ page }) => {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      const heading = (await h1.textContent())?.trim();
      await expect(page).toHaveTitle(`${heading} | 家いちば`);
      await expect(page).toHaveTitle(/ \| 家いちば$/);
    });
  }
});

test('an unknown path under an editorial page gets the 404 page', async ({ page }) => {
  await page.goto('/company/unknown');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
});
