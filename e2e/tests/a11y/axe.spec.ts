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

/** One test per path: opens the page, waits until `ready` says it is on screen, then runs axe on it. */
function auditPages(paths: string[], ready: (page: Page, path: string) => Promise<void>) {
  for (const path of paths) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await ready(page, path);
      await expectNoSeriousViolations(page);
    });
  }
}

test.describe('visitor pages', () => {
  /** Each page and what shows that it is on screen. */
  const pages: Record<string, (page: Page) => ReturnType<Page['locator']>> = {
    '/': (page) => page.getByRole('main'),
    '/board': h1,
    '/categories': h1,
    '/map': h1,
    '/post': h1,
    '/airyflow': (page) => page.locator('[data-remote-root]'),
    '/airyflow/post': h1,
    '/consult': h1,
    '/akiyabank': (page) => page.locator('[data-remote-root]'),
    '/akiyabank/list': (page) => page.getByRole('list', { name: '物件の一覧' }),
    '/contact': h1,
    '/company': h1,
    '/login': h1,
  };
  auditPages(Object.keys(pages), (page, path) => expect(pages[path]!(page)).toBeVisible());

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
    auditPages(['/akiyabank/manage', '/akiyabank/manage/new'], (page) => expect(h1(page)).toBeVisible());
  });
});

test.describe('logged-in pages', () => {
  test.use({ storageState: storageStateOf('buyer') });

  auditPages(['/my-page', '/my-page/messages', '/my-page/list', '/my-page/airyflow', '/my-page/consultings'], async (page) => {
    await expect(page.getByRole('navigation', { name: 'マイページメニュー' })).toBeVisible();
    await expect(h1(page)).toBeVisible();
  });
});

test.describe('staff pages', () => {
  test.use({ storageState: storageStateOf('staff') });

  auditPages(['/my-page/staff/editorial/blog', '/my-page/staff/editorial/reviews/new'], async (page) => {
    await expect(h1(page)).toBeVisible();
    await expect(page.getByTestId('progress-bar')).toHaveCount(0);
  });
});
