import { expect, test as setup } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, storageStateOf, type DemoUser } from '../support/auth';

/**
 * Logs each demo user in once per run through the API (the login UI has suites of its own) and
 * saves the session and CSRF cookies for the suites that only need to be logged in.
 */
for (const user of Object.keys(DEMO_USERS) as DemoUser[]) {
  setup(`log in ${DEMO_USERS[user]}`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      // The first answer sets the akiya_csrf cookie, sent back as X-CSRF-Token.
      expect((await request.get('/api/common/base-data')).ok()).toBe(true);
      const csrf = (await request.storageState()).cookies.find((c) => c.name === 'akiya_csrf')?.value;
      expect(csrf, 'akiya_csrf cookie').toBeTruthy();
      const headers = { 'X-CSRF-Token': csrf as string };
      const email = DEMO_USERS[user];
      const step1 = await request.post('/api/login/post-email', { data: { email }, headers });
      expect(step1.status(), await step1.text()).toBe(200);
      const step2 = await request.post('/api/login/post', { data: { email, password: DEMO_PASSWORD }, headers });
      expect(step2.status(), await step2.text()).toBe(200);
      // Logged in: base data names the user.
      const base = (await (await request.get('/api/common/base-data')).json()) as { user?: { email?: string } | null };
      expect(base.user?.email).toBe(email);
      await request.storageState({ path: storageStateOf(user) });
    } finally {
      await request.dispose();
    }
  });
}
