import { expect, test } from '@playwright/test';

test.describe('Atom feeds', () => {
  test('/news and /blog announce their feeds, which list the newest entries', async ({ page, request }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/news/feed.xml');
    await expect(page.getByRole('link', { name: 'お知らせのフィード（Atom）' })).toHaveAttribute('href', '/news/feed.xml');
    const news = await request.get('/news/feed.xml');
    expect(news.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = await news.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja">');
    expect((xml.match(/<entry>/g) ?? []).length).toBeGreaterThanOrEqual(10);

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: '保健室だより' })).toBeVisible();
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/blog/feed.xml');
    const blog = await (await request.get('/blog/feed.xml')).text();
    const firstLink = /<entry>[\s\S]*?<link rel="alternate" type="text\/html" href="([^"]+)"/.exec(blog)![1];
    await page.goto(new URL(firstLink).pathname);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
