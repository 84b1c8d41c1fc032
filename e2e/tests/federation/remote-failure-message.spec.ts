import { expect, test, type Page } from '@playwright/test';
import { clientNavigate } from '../../support/navigation';

/**
 * A remote whose files cannot be fetched: before wording the error panel, the shell asks whether the
 * site itself answers (GET /api/health/live). When it does, the fault is ours and the panel says the
 * page is temporarily unavailable; only when the site does not answer either is the visitor's
 * connection named. The board remote is cut off for this browser only (page.route), and the board
 * page is opened by a navigation in the browser, where the remote's code is needed.
 */
const BOARD_FILES = /\/remotes\/board\//;
const HEALTH = /\/api\/health\/live(?:\?|$)/;
const SITE_FAULT = '一時的に表示できません。しばらくしてからお試しください';
const CONNECTION = 'このページを読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。';

/** Records every text the remote's error panel shows, from the first one on (a wrong first word would be a flash). */
async function recordPanelTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __panelTexts: string[] };
    w.__panelTexts = [];
    new MutationObserver(() => {
      for (const panel of document.querySelectorAll('[data-testid="remote-error"]')) {
        const text = panel.querySelector('[role="alert"] p')?.textContent ?? '';
        if (text && w.__panelTexts[w.__panelTexts.length - 1] !== text) w.__panelTexts.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The panel's cause; any other than `unavailable` with what became of the liveness checks, to tell why. */
async function causeShown(page: Page, health: string[]): Promise<string> {
  const cause = await page.evaluate(() => document.querySelector('[data-testid="remote-error"]')?.getAttribute('data-cause') ?? 'no panel');
  return cause === 'unavailable' ? cause : `${cause} (liveness checks: ${health.join(', ') || 'none'})`;
}

const panelTexts = (page: Page) => page.evaluate(() => (window as unknown as { __panelTexts: string[] }).__panelTexts);

async function openBoardInTheBrowser(page: Page): Promise<void> {
  await page.goto('/company');
  await expect(page.locator('[data-remote-root="editorial"]')).toBeVisible();
  await clientNavigate(page, '/board');
}

test.describe('the error panel of a remote that cannot be loaded', () => {
  test('the site answers: the page is temporarily unavailable (our fault), not the connection', async ({ page }) => {
    await page.route(BOARD_FILES, (route) => route.abort('connectionrefused'));
    // What became of each liveness check (said when the test fails).
    const health: string[] = [];
    page.on('requestfinished', async (req) => {
      if (HEALTH.test(new URL(req.url()).pathname)) health.push(`${(await req.response())?.status()} in ${Math.round(req.timing().responseEnd)} ms`);
    });
    page.on('requestfailed', (req) => {
      if (HEALTH.test(new URL(req.url()).pathname)) health.push(`failed: ${req.failure()?.errorText} after ${Math.round(req.timing().responseEnd)} ms`);
    });
    await recordPanelTexts(page);
    await openBoardInTheBrowser(page);

    const error = page.getByTestId('remote-error');
    await expect.poll(() => causeShown(page, health), { timeout: 30_000 }).toBe('unavailable');
    await expect.poll(() => health, 'the liveness check answered').toEqual([expect.stringMatching(/^200 /)]);
    const alert = error.getByRole('alert');
    await expect(alert).toContainText(SITE_FAULT);
    await expect(alert).not.toContainText('通信環境');
    // No other words were shown before these.
    expect(await panelTexts(page)).toEqual([SITE_FAULT]);
    // The layout stays, and the retry button tries again (the remote is still cut off: same words).
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await error.getByRole('button', { name: '再読み込み' }).click();
    await expect.poll(() => causeShown(page, health), { timeout: 30_000 }).toBe('unavailable');
    await expect(page.getByTestId('remote-error').getByRole('alert')).toContainText(SITE_FAULT);
  });

  test('the site does not answer either: the connection is named', async ({ page }) => {
    await page.route(BOARD_FILES, (route) => route.abort('connectionrefused'));
    // The site's liveness check does not answer this browser either (nothing else asks for it).
    let healthAsked = 0;
    await page.route(HEALTH, (route) => {
      healthAsked += 1;
      return route.abort('internetdisconnected');
    });
    await recordPanelTexts(page);
    await openBoardInTheBrowser(page);

    const error = page.getByTestId('remote-error');
    await expect(error).toHaveAttribute('data-cause', 'network', { timeout: 30_000 });
    await expect(error.getByRole('alert')).toContainText(CONNECTION);
    await expect(error.getByRole('button', { name: '再読み込み' })).toBeVisible();
    expect(await panelTexts(page)).toEqual([CONNECTION]);
    expect(healthAsked).toBeGreaterThan(0);
  });
});
