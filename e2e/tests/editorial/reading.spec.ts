import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from '../../support/auth';
import { renderedData } from '../../support/rendered-data';
import { waitForHydration } from '../../support/navigation';

/** Collects CSP violations reported in the page (the JSON-LD script must not cause one). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test.describe('editorial reading pages', () => {
  test('stories: page 2, a story, its listing link', async ({ page }) => {
    const csp = await watchCsp(page);
    type List = { items: { id: number; title: string; propertyId: number | null }[] };
    const isList = (n: number) => (r: { url(): string }) =>
      new URL(r.url()).pathname === '/api/articles' && (new URL(r.url()).searchParams.get('page') ?? '1') === String(n);
    const first = await renderedData<List>(page, () => page.goto('/reviews'), {
      endpoint: 'getArticles',
      request: (url) => isList(1)({ url: () => url.href }),
    });
    await expect(page.getByRole('heading', { level: 1, name: '体験談' })).toBeVisible();
    await expect(page).toHaveTitle('体験談 | 家いちば');
    await expect(page.getByTestId('article-card')).toHaveCount(first.items.length);

    // Hydrated: the link navigates in the browser, which asks for page 2.
    await waitForHydration(page);
    const page2 = page.waitForResponse(isList(2));
    await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '2ページ目' }).click();
    await expect(page).toHaveURL(/\/reviews\/page\/2$/);
    const second = (await (await page2).json()) as List;
    await expect(page).toHaveTitle('体験談（2ページ目） | 家いちば');
    await expect(page.getByRole('link', { name: second.items[0].title })).toBeVisible();

    // The seed links the first stories to listings: open one that has a listing.
    const story = [...second.items, ...first.items].find((a) => a.propertyId !== null);
    expect(story, 'a demo story linked to a listing').toBeTruthy();
    if (second.items.includes(story!)) await page.getByRole('link', { name: story!.title }).click();
    else await page.goto(`/reviews/${story!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: story!.title })).toBeVisible();
    await expect(page).toHaveTitle(`${story!.title} | 家いちば`);
    await expect(page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: '体験談' })).toHaveAttribute('href', '/reviews');
    await expect(page.getByTestId('article-body')).not.toBeEmpty();
    await expect(page.getByRole('link', { name: /LINEで送る/ })).toHaveAttribute('href', /social-plugins\.line\.me/);

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; headline: string };
    expect(ld).toMatchObject({ '@type': 'Article', headline: story!.title });

    await page.getByRole('link', { name: 'この体験談の物件を見る' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${story!.propertyId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(csp).toEqual([]);
  });

  test('a non-digit page and an unknown story are the 404 page', async ({ page }) => {
    await page.goto('/reviews/page/two');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await page.goto('/reviews/999999');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  test('news of one category', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'カテゴリー' });
    await categories.getByRole('link', { name: 'イベント' }).click();
    await expect(page).toHaveURL(/\/news\/category\/(%E3%82%A4%E3%83%99%E3%83%B3%E3%83%88|イベント)$/);
    await expect(page.getByRole('heading', { level: 1, name: 'イベントのお知らせ' })).toBeVisible();
    const cards = page.getByTestId('news-card');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toContain('イベント');

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByTestId('news-body')).not.toBeEmpty();
  });

  test('a Q&A detail, with its FAQPage data and no CSP violation', async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto('/solution');
    await expect(page.getByRole('heading', { level: 1, name: '公開Q&A' })).toBeVisible();
    const first = page.getByTestId('solution-card').first();
    const question = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/solution\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(page.getByTestId('solution-answer')).not.toBeEmpty();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string };
    expect(ld['@type']).toBe('FAQPage');
    expect(csp).toEqual([]);
  });

  test('logged out, the heart opens the login dialog', async ({ page }) => {
    await page.goto('/blog');
    await page.getByTestId('article-card').first().getByRole('link').click();
    await page.getByRole('button', { name: /お気に入り/ }).click();
    await expect(page.getByRole('dialog')).toContainText('ご利用にはログインが必要です。');
  });
});

test.describe('favourites on editorial pages', () => {
  test.use({ storageState: storageStateOf('buyer') });

  test('a logged-in user favourites an article and takes it back', async ({ page }) => {
    await page.goto('/towns');
    await page.getByTestId('article-card').nth(2).getByRole('link').click();
    await expect(page).toHaveURL(/\/towns\/\d+$/);
    const heart = page.getByRole('button', { name: /お気に入り/ });
    await expect(heart).toBeEnabled();
    const before = await heart.getAttribute('aria-pressed');
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const add = page.waitForResponse((r) => r.url().endsWith(`/api/favorites/article/${id}`));
    await heart.click();
    const answer = await add;
    expect(answer.status()).toBe(200);
    await expect(heart).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');

    // After a reload the state comes from base data.
    await page.reload();
    await expect(page.getByRole('button', { name: /お気に入り/ })).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await page.getByRole('button', { name: /お気に入り/ }).click();
    await expect(page.getByRole('button', { name: /お気に入り/ })).toHaveAttribute('aria-pressed', before ?? 'false');
  });
});
