import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_ERROR_CODES, CSRF_COOKIE_NAME, MESSAGES, type ApiErrorBody } from '@akiya/contracts';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, login, outboxMail, registrationForm, sha256, tokenIn, seedAccounts } from './support/accounts';
import { Browser, multipart } from './support/browser';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

describe.each(testEngines())('CSRF, rate limits, open redirects, logs and email checks on %s', (engine) => {
  const logLines: string[] = [];
  const t = useTestApp(engine, {
    prepare: (db) => {
    // A built shell, so browser navigations get the SPA page.
      mkdirSync(join(db.dir, 'site', 'shell', 'dist'), { recursive: true });
      writeFileSync(join(db.dir, 'site', 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    },
    env: {
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://ieichiba.example',
      RATE_LIMIT_LOGIN_EMAIL: '3/10m',
      RATE_LIMIT_LOGIN_IP: '5/10m',
      RATE_LIMIT_REGISTER_IP: '2/1h',
      RATE_LIMIT_EMAIL_CHECK_IP: '4/10m',
      RATE_LIMIT_EMAIL_CHECK_EMAIL: '100/10m',
      RATE_LIMIT_MAIL_EMAIL: '2/1h',
      RATE_LIMIT_TOKEN_IP: '3/10m',
      RATE_LIMIT_EMAIL_CHANGE_EMAIL: '2/1h',
    },
    overrides: { logDestination: { write: (line: string) => void logLines.push(line) } },
    seed: seedAccounts,
  });

  /** A browser from its own IP, so rate-limit counters of one test do not leak into another. */
  let ipCounter = 0;
  const fresh = () => new Browser(t.app, { remoteAddress: `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

  describe('CSRF (double-submit cookie + Origin)', () => {
    it('sets a readable, SameSite=Lax, path=/ CSRF cookie on API GETs when missing, and only then', async () => {
      const b = fresh();
      for (const url of ['/api/common/base-data', '/api/health']) {
        const first = await new Browser(t.app).get(url);
        const cookie = first.cookies.find((c) => c.name === CSRF_COOKIE_NAME);
        expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
        expect(cookie?.httpOnly).toBeFalsy();
        expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
      await b.get('/api/health');
      const again = await b.get('/api/health');
      expect(again.cookies.find((c) => c.name === CSRF_COOKIE_NAME)).toBeUndefined();
    });

    it('sets it on HTML pages too (the SPA), never on static assets', async () => {
      const page = await new Browser(t.app).get('/login/verify?token=abc', { headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.cookies.find((c) => c.name === CSRF_COOKIE_NAME)).toBeDefined();
      const asset = await new Browser(t.app).get('/uploads/none.jpg');
      expect(asset.cookies.find((c) => c.name === CSRF_COOKIE_NAME)).toBeUndefined();
    });

    const expectCsrf403 = (res: { statusCode: number; json<T>(): T }) => {
      expect(res.statusCode).toBe(403);
      expect(res.json<ApiErrorBody>()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: MESSAGES.csrfFailed,
        code: ACCOUNT_ERROR_CODES.csrfFailed,
      });
    };

    it('refuses a POST without the header, with a mismatched header, or without the cookie', async () => {
      const b = fresh();
      await b.get('/api/common/base-data');
      const body = { email: 'buyer@example.jp', password: '' };
      expectCsrf403(await b.post('/api/login/post-email', body, { csrf: false }));
      expectCsrf403(await b.post('/api/login/post-email', body, { csrfToken: 'x'.repeat(43) }));
      expectCsrf403(await b.post('/api/login/post-email', body, { csrfToken: '' }));
      const noCookie = b.clone();
      const token = noCookie.csrf!;
      noCookie.jar.delete(CSRF_COOKIE_NAME);
      const res = await noCookie.post('/api/login/post-email', body, { csrfToken: token });
      expectCsrf403(res);
      // The refusal hands out a new cookie so the page can retry after reloading.
      expect(res.cookies.find((c) => c.name === CSRF_COOKIE_NAME)).toBeDefined();
      expect((await b.post('/api/login/post-email', body)).statusCode).toBe(200);
    });

    it('protects every state-changing account route, /user/check-email-exists and logout included', async () => {
      for (const url of ['/api/login/post', '/api/login/post-register', '/api/logout', '/user/check-email-exists', '/api/user/check-email-exists', '/api/login/force/1', '/api/my-page/profile']) {
        expectCsrf403(await fresh().post(url, {}, { csrf: false }));
      }
    });

    it('refuses a foreign Origin even with a valid token; accepts the own origin and PUBLIC_URL', async () => {
      const b = fresh();
      const body = { email: 'buyer@example.jp', password: '' };
      for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'https://ieichiba.example.evil.example']) {
        expectCsrf403(await b.post('/api/login/post-email', body, { headers: { origin } }));
      }
      expect((await b.post('/api/login/post-email', body, { headers: { origin: 'https://ieichiba.example' } })).statusCode).toBe(200);
      expect((await b.post('/api/login/post-email', body, { headers: { origin: 'http://localhost' } })).statusCode).toBe(200);
    });

    it('a login from a forged form (no token) does not log the browser in', async () => {
      const b = fresh();
      const res = await b.post('/api/login/post', { email: 'buyer@example.jp', password: 'akiyademo1' }, { csrf: false, headers: { origin: 'https://evil.example' } });
      expectCsrf403(res);
      expect(b.session).toBeUndefined();
    });

    it('leaves unknown routes at 404', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('rate limits', () => {
    const expect429 = (res: { statusCode: number; headers: Record<string, unknown>; json<T>(): T }) => {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json<ApiErrorBody>()).toMatchObject({ statusCode: 429, message: MESSAGES.rateLimited, code: ACCOUNT_ERROR_CODES.rateLimited });
    };

    it('login: per account across both steps, then 429 with Retry-After and the Japanese message', async () => {
      const user = await createUser(t);
      const b = fresh();
      expect((await b.post('/api/login/post-email', { email: user.email })).statusCode).toBe(200);
      expect((await b.post('/api/login/post', { email: user.email, password: 'wrong1234' })).statusCode).toBe(401);
      expect((await b.post('/api/login/post', { email: user.email, password: 'wrong1234' })).statusCode).toBe(401);
      const blocked = await b.post('/api/login/post', { email: user.email, password: 'secret123' });
      expect429(blocked);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(590);
      expect(b.session).toBeUndefined();
      // From another IP, the account stays blocked; another account from there is fine.
      expect429(await fresh().post('/api/login/post', { email: user.email.toUpperCase(), password: 'secret123' }));
      const other = await createUser(t);
      expect((await fresh().post('/api/login/post', { email: other.email, password: 'secret123' })).statusCode).toBe(200);
    });

    it('login: per IP across accounts', async () => {
      const b = fresh();
      for (let i = 0; i < 5; i++) expect((await b.post('/api/login/post-email', { email: `probe${i}@example.jp` })).statusCode).toBe(200);
      expect429(await b.post('/api/login/post-email', { email: 'probe9@example.jp' }));
    });

    it('X-Forwarded-For does not reset the per-IP count unless TRUST_PROXY says so', async () => {
      const b = fresh();
      for (let i = 0; i < 5; i++) await b.post('/api/login/post-email', { email: `xff${i}@example.jp` }, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect429(await b.post('/api/login/post-email', { email: 'xff9@example.jp' }, { headers: { 'x-forwarded-for': '203.0.113.99' } }));
    });

    it('registration: per IP', async () => {
      const b = fresh();
      expect((await b.post('/api/login/post-register', undefined, { raw: multipart(registrationForm({ email: 'r1@example.jp' })) })).statusCode).toBe(200);
      expect((await b.post('/api/login/post-register', undefined, { raw: multipart(registrationForm({ email: 'r2@example.jp' })) })).statusCode).toBe(200);
      expect429(await b.post('/api/login/post-register', undefined, { raw: multipart(registrationForm({ email: 'r3@example.jp' })) }));
      const rows = await t.dataSource.query("SELECT COUNT(*) AS n FROM users WHERE email = 'r3@example.jp'");
      expect(Number(rows[0].n)).toBe(0);
    });

    it('both email checks share one per-IP limit', async () => {
      const b = fresh();
      expect((await b.post('/user/check-email-exists', { email: 'a1@example.jp' })).statusCode).toBe(200);
      expect((await b.post('/api/user/check-email-exists', { email: 'a2@example.jp' })).statusCode).toBe(200);
      expect((await b.post('/user/check-email-exists', { email: 'a3@example.jp' })).statusCode).toBe(200);
      expect((await b.post('/api/user/check-email-exists', { email: 'a4@example.jp' })).statusCode).toBe(200);
      expect429(await b.post('/user/check-email-exists', { email: 'a5@example.jp' }));
      expect429(await b.post('/api/user/check-email-exists', { email: 'a6@example.jp' }));
    });

    it('reset request and resend-verify: per account', async () => {
      const user = await createUser(t);
      expect((await fresh().post('/api/login/remember', { email: user.email })).statusCode).toBe(200);
      expect((await fresh().post('/api/login/resend-verify', { email: user.email })).statusCode).toBe(200);
      expect429(await fresh().post('/api/login/remember', { email: user.email }));
      expect429(await fresh().post('/api/login/resend-verify', { email: user.email }));
    });

    it('token submissions (verify, reset, re-verify): per IP', async () => {
      const b = fresh();
      expect((await b.post('/api/login/verify', { token: 'a'.repeat(43) })).statusCode).toBe(400);
      expect((await b.post('/api/login/reset', { token: 'a'.repeat(43), password: 'abc12345' })).statusCode).toBe(400);
      expect((await b.post('/api/login/re-verify', { token: 'a'.repeat(43) })).statusCode).toBe(400);
      expect429(await b.post('/api/login/verify', { token: 'b'.repeat(43) }));
      expect429(await b.post('/api/login/reset', { token: 'b'.repeat(43), password: 'abc12345' }));
      expect429(await b.post('/api/login/re-verify', { token: 'b'.repeat(43) }));
    });

    it('reservation-re-verify: per account', async () => {
      const user = await createUser(t, { invalidEmailFlag: 1 });
      const b = fresh();
      await login(b, user.email, 'secret123');
      expect((await b.post('/api/login/reservation-re-verify', { email: 'n1@example.jp', currentUrl: '/' })).statusCode).toBe(200);
      expect((await b.post('/api/login/reservation-re-verify', { email: 'n2@example.jp', currentUrl: '/' })).statusCode).toBe(200);
      expect429(await b.post('/api/login/reservation-re-verify', { email: 'n3@example.jp', currentUrl: '/' }));
    });
  });

  describe('return paths (open redirect)', () => {
    let b: Browser;
    let user: UserEntity;

    beforeAll(async () => {
      user = await createUser(t, { invalidEmailFlag: 1 });
      b = new Browser(t.app, { remoteAddress: '10.9.9.9' });
      await login(b, user.email, 'secret123');
    });

    it.each([
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/%2F%2Fevil',
      '\t//evil',
      '/..//evil.example',
      '',
    ])('refuses currentUrl %p', async (currentUrl) => {
      const res = await b.post('/api/login/reservation-re-verify', { email: 'moved@example.jp', currentUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().errors?.currentUrl?.[0]).toBe(currentUrl === '' ? MESSAGES.required : MESSAGES.invalidReturnPath);
    });

    it('builds the mailed link on PUBLIC_URL from a same-site path, query and fragment kept', async () => {
      await t.dataSource.query('DELETE FROM user_tokens'); // fresh per-account window is not needed: limits are per account
      const res = await new Browser(t.app, { remoteAddress: '10.9.9.10' }).post('/api/login/reservation-re-verify', {
        email: 'x@example.jp',
        currentUrl: '/',
      });
      expect(res.statusCode).toBe(401); // logged out: needs login
      const ok = await b.post('/api/login/reservation-re-verify', { email: 'moved@example.jp', currentUrl: '/project/12?tab=photos#gallery' });
      expect(ok.statusCode).toBe(200);
      const mail = await outboxMail(t, 'moved@example.jp');
      const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes('email_token='))!;
      expect(link).toMatch(/^https:\/\/ieichiba\.example\/project\/12\?tab=photos&email_token=[A-Za-z0-9_-]{43}#gallery$/);
    });
  });

  describe('email-exists checks reveal nothing beyond the spec', () => {
    it('answer only the documented fields for every state', async () => {
      const temporary = await createUser(t, { registrationStatus: 'temporary', emailVerifiedAt: null });
      const disabled = await createUser(t, { disabled: true });
      const cases: [string, boolean, string | null][] = [
        ['free-address@example.jp', true, null],
        ['buyer@example.jp', false, 'email-exists'],
        ['BUYER@example.jp', false, 'email-exists'],
        [temporary.email, false, 'not-verified'],
        [disabled.email, false, 'disabled-login'],
      ];
      for (const [email, free, message] of cases) {
        const legacy = await fresh().post('/user/check-email-exists', { email });
        expect(legacy.statusCode).toBe(200);
        expect(legacy.json()).toEqual({ success: free });
        const detail = await fresh().post('/api/user/check-email-exists', { email });
        expect(detail.json()).toEqual({ success: free, message });
        expect(detail.headers['set-cookie'] ?? '').not.toMatch(/akiya_session/);
      }
      const invalid = await fresh().post('/user/check-email-exists', { email: 'nope' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<ApiErrorBody>().errors).toEqual({ email: [MESSAGES.email] });
    });
  });

  describe('logs', () => {
    it('never contain passwords, session or CSRF cookies, or mailed tokens', async () => {
      const password = 'Zq9LogSecret';
      const b = fresh();
      await b.post('/api/login/post-register', undefined, { raw: multipart(registrationForm({ email: 'logcheck@example.jp', password })) });
      const verifyToken = tokenIn((await outboxMail(t, 'logcheck@example.jp')).text, '/login/verify');
      await b.post('/api/login/verify', { token: verifyToken });
      await b.post('/api/login/post', { email: 'logcheck@example.jp', password });
      await b.post('/api/login/post', { email: 'logcheck@example.jp', password: `${password}x` });
      await b.post('/api/login/remember', { email: 'logcheck@example.jp' });
      const resetToken = tokenIn((await outboxMail(t, 'logcheck@example.jp')).text, '/login/reset');
      await b.post('/api/login/reset', { token: resetToken, password: 'Zq9NewSecret' });
      await b.get(`/login/reset?token=${resetToken}`, { headers: { accept: 'text/html' } });
      // A failing request is logged with its stack: make one fail inside the login.
      const spy = jest.spyOn(t.dataSource.getRepository(UserEntity), 'findOneBy').mockRejectedValueOnce(new Error('boom'));
      const failed = await b.post('/api/login/post', { email: 'logcheck@example.jp', password });
      spy.mockRestore();
      expect(failed.statusCode).toBe(500);
      await new Promise((r) => setTimeout(r, 50));

      const log = logLines.join('');
      expect(log).toContain('/api/login/post');
      expect(log).toContain('boom');
      for (const secret of [password, 'Zq9NewSecret', verifyToken, resetToken, b.session!, b.csrf!, sha256(b.session!)]) {
        expect(log).not.toContain(secret);
      }
    });
  });
});
