import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storageStateOf } from '../../support/auth';

/**
 * axe-core on every main page: WCAG 2.0/2.1 A and AA rules, no serious or critical violation
 * allowed. A failure lists each violation's rule id, the elements (CSS targets) and axe's summary.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

async function expectNoSeriousViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Analyse the page as it settled: nothing loading any more.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking
    .map((v) =>
      [
        `${v.id} (${v.impact}, ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}): ${v.help}`,
        ...v.nodes.map((n) => `  - ${n.target.join(' ')}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`),
      ].join('\n'),
    )
    .join('\n');
  expect(blocking.map((v) => v.id), `serious or critical axe violations on ${page.url()}:\n${report}`).toEqual([]);
}

/** A published listing of the demo data. */
async function someListingId(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get('/api/properties?limit=1')).json()) as { items: { id: number }[] };
  expect(list.items.length, 'a published listing in the demo data').toBeGreaterThan(0);
  return list.items[0]!.id;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test.describe('visitor pages', () => {
  const pages: { path: string; ready: (page: Page) => ReturnType<Page['locator']> }[] = [
    { path: '/', ready: (page) => page.getByRole('main') },
    { path: '/board', ready: h1 },
    { path: '/categories', ready: h1 },
    { path: '/map', ready: h1 },
    { path: '/post', ready: h1 },
    { path: '/airyflow', ready: (page) => page.locator('[data-remote-root]') },
    { path: '/airyflow/post', ready: h1 },
    { path: '/consult', ready: h1 },
    { path: '/akiyabank', ready: (page) => page.locator('[data-remote-root]') },
    { path: '/akiyabank/list', ready: (page) => page.getByRole('list', { name: '物件の一覧' }) },
    { path: '/contact', ready: h1 },
    { path: '/company', ready: h1 },
    { path: '/login', ready: h1 },
  ];
  for (const { path, ready } of pages) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  test('/project/{id} has no serious or critical violations', async ({ page, request }) => {
    const id = await someListingId(request);
    await page.goto(`/project/${id}`);
    await expect(h1(page)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('/login with the login dialog open has no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await expect(h1(page)).toBeVisible();
    await page.getByRole('navigation', { name: 'ヘッダーメニュー' }).getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('vacant-house bank pages', () => {
  test('/akiyabank/{id} has no serious or critical violations', async ({ page, request }) => {
    const list = (await (await request.get('/api/akiyabank/listings')).json()) as { items: { id: number }[] };
    await page.goto(`/akiyabank/${list.items[0]!.id}`);
    await expect(page.getByRole('region', { name: 'お問い合わせ先' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test.describe('a municipality member', () => {
    test.use({ storageState: storageStateOf('bank') });
    for (const path of ['/akiyabank/manage', '/akiyabank/manage/new']) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expect(h1(page)).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
  });
});

test.describe('logged-in pages', () => {
  test.use({ storageState: storageStateOf('buyer') });

  for (const path of ['/my-page', '/my-page/messages', '/my-page/list', '/my-page/airyflow', '/my-page/consultings']) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'マイページメニュー' })).toBeVisible();
      await expect(h1(page)).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe('staff pages', () => {
  test.use({ storageState: storageStateOf('staff') });

  for (const path of ['/my-page/staff/editorial/blog', '/my-page/staff/editorial/reviews/new']) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      await expect(page.getByTestId('progress-bar')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }
});
