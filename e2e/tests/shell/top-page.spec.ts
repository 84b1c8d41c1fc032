import { expect, test, type Page } from '@playwright/test';
import { markWindow, windowMarkerSurvived } from '../../support/navigation';

/** MESSAGES.searchWordHint and TIMINGS.slideshowIntervalMs in contracts. */
const HINT = 'キーワードを2〜20文字以内で入力してください';
const SLIDE_MS = 3000;

const hero = (page: Page) => page.getByRole('main');
const heroSearch = (page: Page) => hero(page).getByRole('search');
const activeSlide = (page: Page) => page.locator('[data-testid="hero-slide"][data-active="true"]').getAttribute('data-title');

test.describe('top page', () => {
  test('has the tagline, the search box and the sell and buy buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('家いちば');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('空き家・古い建物の買い手を自分で探せる掲示板サイト');
    await expect(heroSearch(page).getByRole('searchbox')).toHaveAttribute('placeholder', '物件を検索...');
    await expect(hero(page).getByRole('link', { name: /売りたい/ })).toHaveAttribute('href', '/post');
    await expect(hero(page).getByRole('link', { name: /買いたい/ })).toHaveAttribute('href', '/board');
    await expect(hero(page).getByRole('heading', { level: 2, name: '家いちばのしくみ' })).toBeVisible();
  });

  test('the hero slideshow has 15 images shipped with the shell', async ({ page, request }) => {
    // The clock stands still, so the show cannot advance (and fetch a third image) before the count.
    await page.clock.install({ time: new Date('2026-11-22T10:00:00+09:00') });
    await page.clock.pauseAt(new Date('2026-11-22T10:00:01+09:00'));
    await page.goto('/');
    const slides = page.getByTestId('hero-slide');
    await expect(slides).toHaveCount(15);
    // Every slide names its file; only the first two are fetched on arrival (the rest as the show advances).
    const sources = await slides.evaluateAll((imgs) => imgs.map((img) => new URL(img.getAttribute('data-src')!, location.href).href));
    expect(new Set(sources).size).toBe(15);
    const fetched = await slides.evaluateAll((imgs) => imgs.filter((img) => img.hasAttribute('src')).length);
    expect(fetched).toBe(2);
    for (const src of sources) {
      expect(new URL(src).origin).toBe(new URL(page.url()).origin);
      const res = await request.get(src);
      expect(res.ok(), src).toBe(true);
      expect(res.headers()['content-type']).toContain('image/svg+xml');
    }
    await expect(page.locator('[data-testid="hero-slide"][data-active="true"]')).toHaveCount(1);
  });

  test('the slide changes after 3 seconds', async ({ page }) => {
    // The page's clock is controlled, so the timing holds however loaded the machine is.
    await page.clock.install({ time: new Date('2026-11-22T10:00:00+09:00') });
    await page.clock.pauseAt(new Date('2026-11-22T10:00:01+09:00'));
    await page.goto('/');
    await expect(page.locator('[data-testid="hero-slide"][data-active="true"]')).toHaveCount(1);
    // The shell's scripts start once the server's HTML is painted (a frame, at most 100 ms on the
    // page's clock), and the show with them; <html data-hydrated> follows within ~250 ms.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return page.locator('html').getAttribute('data-hydrated');
      })
      .toBe('');
    const first = await activeSlide(page);
    await page.clock.runFor(SLIDE_MS - 300);
    expect(await activeSlide(page)).toBe(first);
    await page.clock.runFor(400);
    await expect.poll(() => activeSlide(page)).not.toBe(first);
  });

  test('a visit shuffles the slides', async ({ page }) => {
    const orders = new Set<string>();
    for (let i = 0; i < 4; i++) {
      await page.goto('/');
      // read the order once the slides are there (an empty list would count as one "order")
      await expect(page.getByTestId('hero-slide')).toHaveCount(15);
      const titles = await page.getByTestId('hero-slide').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('data-title')));
      orders.add(titles.join('|'));
    }
    // Four visits giving the same order out of 15! is (practically) impossible.
    expect(orders.size).toBeGreaterThan(1);
  });

  test('the search box shows the hint and blocks an invalid word', async ({ page }) => {
    await page.goto('/');
    const box = heroSearch(page).getByRole('searchbox');
    const submit = heroSearch(page).getByRole('button', { name: '検索' });
    await expect(page.getByText(HINT)).toHaveCount(0);
    await box.fill('家');
    await expect(heroSearch(page).getByText(HINT)).toBeVisible();
    await expect(submit).toBeDisabled();
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await box.fill('あ'.repeat(21));
    await expect(heroSearch(page).getByText(HINT)).toBeVisible();
    await expect(submit).toBeDisabled();

    await box.fill('古民家');
    await expect(heroSearch(page).getByText(HINT)).toHaveCount(0);
    await submit.click();
    await expect(page).toHaveURL((url) => url.pathname === `/search/${encodeURIComponent('古民家')}`);
  });

  test('searching with Enter goes to /search/{word}', async ({ page }) => {
    await page.goto('/');
    await heroSearch(page).getByRole('searchbox').fill('  海が見える ');
    await heroSearch(page).getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `/search/${encodeURIComponent('海が見える')}`);
  });

  test('navigates from / to /board on the client, without a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero-slide')).toHaveCount(15);
    await markWindow(page);
    await hero(page).getByRole('link', { name: /買いたい/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/board');
    await expect(page.locator('[data-remote-root="board"]')).toBeVisible();
    expect(await windowMarkerSurvived(page)).toBe(true);

    await page.getByRole('navigation', { name: 'ヘッダーメニュー' }).getByRole('link', { name: '掲示板' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/board');
    expect(await windowMarkerSurvived(page)).toBe(true);
  });
});
