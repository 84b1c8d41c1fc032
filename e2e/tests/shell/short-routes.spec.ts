import { expect, test } from '@playwright/test';
import { expectRedirectReplacesEntry } from '../../support/navigation';

/** ERROR_PAGE.notFoundRoute and FINISH_PAGE_TEXTS in contracts. */
const NOT_FOUND_TITLE = 'This page could not be found';
const FINISH = {
  '/password-finish': 'パスワードの設定が完了しました',
  '/cancel-done': 'キャンセルが完了しました',
  '/address-finish': 'メールアドレスの変更が完了しました',
};

test.describe('/s/:id short link', () => {
  test('a fresh load goes to the listing page with the query kept, replacing the entry', async ({ page }) => {
    await expectRedirectReplacesEntry(page, '/s/5?utm_source=line', (url) => url.pathname === '/project/5' && url.search === '?utm_source=line');
  });

  test('client navigation (through /r) reaches the listing page', async ({ page }) => {
    await page.goto(`/r?to=${encodeURIComponent('/s/7?x=1')}`);
    await expect(page).toHaveURL((url) => url.pathname === '/project/7' && url.search === '?x=1');
  });

  test('a non-digit id shows the 404 page', async ({ page }) => {
    await page.goto('/s/abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
    await expect(page).toHaveURL((url) => url.pathname === '/s/abc');
  });
});

test.describe('/r return path', () => {
  test('a same-site path is followed', async ({ page }) => {
    await page.goto(`/r?to=${encodeURIComponent('/board?sort=new')}`);
    await expect(page).toHaveURL((url) => url.pathname === '/board' && url.search === '?sort=new');
  });

  for (const to of ['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)']) {
    test(`${to} goes to the top page`, async ({ page }) => {
      await page.goto(`/r?to=${encodeURIComponent(to)}`);
      await expect(page).toHaveURL((url) => url.origin !== 'https://evil.example' && url.pathname === '/' && url.search === '');
      await expect(page.getByRole('navigation', { name: 'ヘッダーメニュー' })).toBeVisible();
    });
  }
});

test.describe('finish pages', () => {
  for (const [path, title] of Object.entries(FINISH)) {
    test(`${path} on a fresh load and by client navigation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('main').getByRole('link', { name: 'マイページへ' })).toHaveAttribute('href', '/my-page');
      await page.getByRole('main').getByRole('link', { name: 'トップページへ' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      // Client navigation into the page (the /r redirect navigates inside the app).
      await page.goto(`/r?to=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }
});

test.describe('bare forms of optional-parameter routes', () => {
  const cases: [string, string][] = [
    ['/project', '/board'],
    ['/contact/project', '/board'],
    ['/tags', '/board'],
    ['/area', '/board'],
    ['/area-category', '/board'],
    ['/single-post', '/board'],
    ['/ref', '/'],
    ['/s', '/'],
  ];
  for (const [from, to] of cases) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
    });
  }

  test('the parameter routes stay with the remotes', async ({ page }) => {
    await page.goto('/tags/okuen');
    await expect(page).toHaveURL((url) => url.pathname === '/tags/okuen');
  });
});
