import { expect, test, type Page } from '@playwright/test';

/** Demo buyer from the API's seed (api/src/database/seeds/demo-accounts.ts). */
const BUYER = { email: 'buyer@example.jp', password: 'akiyademo1' };

interface Card {
  id: number;
  title: string;
}

/** A published listing with a photo, from the list API (the third page: unlikely to be touched by other suites). */
async function someListing(page: Page): Promise<Card> {
  const res = await page.request.get('/api/properties?page=3&limit=10&photo=has');
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as { items: Card[] };
  return items[0];
}

async function favoriteIds(page: Page): Promise<number[]> {
  return ((await (await page.request.get('/api/common/base-data')).json()) as { favorites: number[] }).favorites;
}

test.describe('favourites', () => {
  test('logged out → log in from the dialog → back on the listing, favourited → in /my-page/list/favorite → unfavourite', async ({ page }) => {
    const listing = await someListing(page);
    await page.goto(`/project/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

    const toggle = page.getByTestId('favorite-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();

    const dialog = page.getByRole('dialog', { name: 'ログイン' });
    await expect(dialog.getByText('ご利用にはログインが必要です。')).toBeVisible();
    await dialog.getByLabel('メールアドレス', { exact: true }).fill(BUYER.email);
    await dialog.getByRole('button', { name: '次へ' }).click();
    await dialog.getByLabel('パスワード', { exact: true }).fill(BUYER.password);
    await dialog.getByRole('button', { name: 'ログイン' }).click();
    await expect(dialog).toBeHidden();

    // Back on the same listing, and the favourite asked for before the login is added.
    await expect(page).toHaveURL(new RegExp(`/project/${listing.id}$`));
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText(/お気に入り済み/);
    await expect.poll(() => favoriteIds(page)).toContain(listing.id);

    // Newest favourite first: on page 1 of the my-page list, linking back to the listing.
    await page.goto('/my-page/list/favorite');
    await expect(page.getByRole('heading', { level: 1, name: 'お気に入り' })).toBeVisible();
    const link = page.getByRole('list', { name: 'お気に入り' }).getByRole('link', { name: listing.title });
    await expect(link).toHaveAttribute('href', `/project/${listing.id}`);

    // Unfavourite on the listing page: gone from base data and from the list.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/project/${listing.id}$`));
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => favoriteIds(page)).not.toContain(listing.id);
    await page.goto('/my-page/list/favorite');
    await expect(page.getByRole('heading', { level: 1, name: 'お気に入り' })).toBeVisible();
    await expect(page.getByRole('link', { name: listing.title })).toHaveCount(0);
  });

  test('the heart on a board card asks a visitor to log in and remembers the page', async ({ page }) => {
    await page.goto('/board/page/2');
    const card = page.getByTestId('listing-card').first();
    const heart = card.getByRole('button', { name: /^お気に入り：/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByRole('dialog', { name: 'ログイン' }).getByText('ご利用にはログインが必要です。')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('redirect-url'))).toBe('/board/page/2');
  });
});

test.describe('Open Graph tags in the served HTML', () => {
  test('/project/{id} carries og:title, og:description and og:image before any script runs', async ({ request }) => {
    const res = await request.get('/api/properties?limit=10&photo=has');
    const { items } = (await res.json()) as { items: { id: number; title: string }[] };
    const listing = items[0];
    const detail = (await (await request.get(`/api/properties/${listing.id}`)).json()) as { description: string; images: { path: string }[] };

    const html = await request.get(`/project/${listing.id}`);
    expect(html.status()).toBe(200);
    expect(html.headers()['content-type']).toContain('text/html');
    const text = await html.text();
    const og = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(text)?.[1];
    const unescape = (s: string | undefined) => (s ?? '').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

    expect(unescape(og('og:title'))).toBe(`${listing.title} | 家いちば`);
    const description = unescape(og('og:description'));
    expect(description.length).toBeGreaterThan(0);
    expect(detail.description.replace(/\s+/g, ' ').trim().startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(og('og:image')).toMatch(new RegExp(`^https?://[^/]+${detail.images[0].path.replace(/[.]/g, '\\.')}$`));
  });

  test('an unknown listing is a 404 page without the listing’s tags', async ({ request }) => {
    const html = await request.get('/project/99999999');
    expect(html.status()).toBe(404);
    expect(await html.text()).not.toContain('property="og:image"');
  });
});
