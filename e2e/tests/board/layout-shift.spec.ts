import { devices, expect, test, type Page } from '@playwright/test';

/**
 * Issue 11 (no layout shift): the pages a visitor lands on, opened fresh on a phone, do not move
 * while they load — the shell, the remote, the data and the photos arrive without pushing anything
 * (cumulative layout shift ≤ 0.02, the target; Lighthouse's mobile preset measures the same).
 * Shifts are observed from the first paint (buffered), those right after an input are left out.
 */
const phone = devices['Pixel 7'];
test.use({ viewport: phone.viewport, deviceScaleFactor: phone.deviceScaleFactor, isMobile: phone.isMobile, hasTouch: phone.hasTouch, userAgent: phone.userAgent });

async function layoutShiftOf(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<{ total: number; sources: string[] }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: { total: number; sources: string[] } };
    w.__cls = { total: 0, sources: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (e.hadRecentInput) continue;
        w.__cls.total += e.value;
        for (const s of e.sources ?? []) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          if (el) w.__cls.sources.push(`${e.value.toFixed(3)} ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await ready(page);
  // Late arrivals (photos, fonts, the remote's idle preloads) have their chance to move things.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __cls: { total: number; sources: string[] } }).__cls);
}

test('/ does not shift while it loads on a phone', async ({ page }) => {
  const cls = await layoutShiftOf(page, '/', async (p) => {
    await expect(p.getByRole('main')).toBeVisible();
  });
  expect(cls.total, cls.sources.join('\n')).toBeLessThanOrEqual(0.02);
});

test('/board does not shift while its listings and photos arrive', async ({ page }) => {
  const cls = await layoutShiftOf(page, '/board', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: '掲示板' })).toBeVisible();
    await expect(p.getByRole('main').getByRole('article').first().getByRole('img')).toBeVisible();
  });
  expect(cls.total, cls.sources.join('\n')).toBeLessThanOrEqual(0.02);
});

test('/project/{id} does not shift while the listing and its gallery arrive', async ({ page, request }) => {
  const list = (await (await request.get('/api/properties?collection=new')).json()) as { applicableIds: number[] };
  const id = list.applicableIds[0];
  const cls = await layoutShiftOf(page, `/project/${id}`, async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expect(cls.total, cls.sources.join('\n')).toBeLessThanOrEqual(0.02);
});

test('an article does not shift while its body and cover arrive', async ({ page, request }) => {
  const list = (await (await request.get('/api/articles?type=2')).json()) as { items: { id: number }[] };
  const cls = await layoutShiftOf(page, `/reviews/${list.items[0].id}`, async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expect(cls.total, cls.sources.join('\n')).toBeLessThanOrEqual(0.02);
});
