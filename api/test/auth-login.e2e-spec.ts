import {
  ACCOUNT_ERROR_CODES,
  formatMessage,
  MESSAGES,
  SESSION_COOKIE_NAME,
  type ApiErrorBody,
  type BaseData,
  type LoginResponse,
} from '@akiya/contracts';
import * as argon2 from '@node-rs/argon2';

/** The CommonJS exports object itself (what the API's code calls through), so a spy sees the calls. */
const argon2Exports: typeof argon2 = require('@node-rs/argon2');
import { createUser, DEMO_PASSWORD, login, LOGIN_OPERATOR, outboxMail, loginAs, sha256, tokenIn, whoAmI, useLoginApp } from './support/accounts';
import { Browser } from './support/browser';
import { testEngines } from './support/test-database';

/**
 * The two login steps and the sessions they make: cookies, rotation, expiry, logout.
 */
describe.each(testEngines())('login and sessions on %s', (engine) => {
  const { t, sessions, users } = useLoginApp(engine);

  describe('POST /api/login/post-email (step one)', () => {
    it('answers {success: true} alike for a usable and an unknown address', async () => {
      const b = new Browser(t.app);
      for (const email of ['buyer@example.jp', 'Buyer@Example.jp', 'nobody@example.jp']) {
        const res = await b.post('/api/login/post-email', { email, password: '' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true });
      }
    });

    it('answers 403 disabled-login with the operator address', async () => {
      const user = await createUser(t, { disabled: true });
      const res = await new Browser(t.app).post('/api/login/post-email', { email: user.email });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: ACCOUNT_ERROR_CODES.disabledLogin,
        message: formatMessage(MESSAGES.disabledLogin, { email: LOGIN_OPERATOR }),
      });
    });

    it('answers 403 not-verified for a temporary account', async () => {
      const user = await createUser(t, { registrationStatus: 'temporary', emailVerifiedAt: null });
      const res = await new Browser(t.app).post('/api/login/post-email', { email: user.email });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.notVerified, message: MESSAGES.notVerified });
    });

    it('answers 409 empty-password and mails a set-password link, which sets the password and logs in', async () => {
      const user = await createUser(t, { password: null });
      const b = new Browser(t.app);
      const res = await b.post('/api/login/post-email', { email: user.email, password: '' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.emptyPassword, message: MESSAGES.setPasswordMailSent });
      const mail = await outboxMail(t, user.email);
      expect(mail.subject).toContain('パスワード設定');
      const token = tokenIn(mail.text, 'https://ieichiba.example/login/reset?token=');

      const set = await b.post('/api/login/reset', { token, password: 'newpass1' });
      expect(set.statusCode).toBe(200);
      expect(set.json<LoginResponse>().user.email).toBe(user.email);
      expect(b.session).toBeDefined();
      expect((await new Browser(t.app).post('/api/login/post-email', { email: user.email })).statusCode).toBe(200);
    });

    it('validates the address', async () => {
      for (const body of [{}, { email: '' }, { email: 'not-an-address' }, { email: 42 }, { email: 'a@b.jp', extra: 1 }]) {
        const res = await new Browser(t.app).post('/api/login/post-email', body);
        expect(res.statusCode).toBe(400);
        expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.formError);
      }
    });
  });

  describe('POST /api/login/post (step two) and sessions', () => {
    it('logs in, sets an httpOnly SameSite=Lax session cookie, stores only its hash, and base data shows the user', async () => {
      const b = new Browser(t.app);
      const res = await b.post('/api/login/post', { email: 'buyer@example.jp', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json<LoginResponse>();
      expect(Object.keys(body.user).sort()).toEqual(
        ['check_name_address', 'email', 'email_verified_at', 'favorites', 'first_name', 'id', 'invalid_email_flag', 'last_name'].sort(),
      );
      expect(body.user).toMatchObject({ email: 'buyer@example.jp', last_name: '山田', first_name: '花子', favorites: [], invalid_email_flag: 0 });

      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE_NAME)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
      expect(cookie.secure).toBeFalsy();
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const row = await sessions().findOneByOrFail({ id: sha256(cookie.value) });
      expect(row.userId).toBe(body.user.id);
      expect(JSON.stringify(await t.dataSource.query('SELECT * FROM sessions'))).not.toContain(cookie.value);
      expect(await whoAmI(b)).toEqual(body.user);
      expect(JSON.stringify(res.json())).not.toMatch(/argon2|password_hash/);
    });

    it('rotates the session id at every login and revokes the previous one', async () => {
      const b = await loginAs(t, 'seller@example.jp');
      const first = b.session!;
      const stale = b.clone();
      await login(b, 'seller@example.jp');
      const second = b.session!;
      expect(second).not.toBe(first);
      expect(await sessions().findOneBy({ id: sha256(first) })).toBeNull();
      expect(await whoAmI(stale)).toBeNull();
      expect((await whoAmI(b))?.email).toBe('seller@example.jp');
    });

    it('a session cookie planted before login is not adopted (fixation)', async () => {
      const b = new Browser(t.app);
      b.jar.set(SESSION_COOKIE_NAME, 'A'.repeat(43));
      await login(b, 'buyer@example.jp');
      expect(b.session).not.toBe('A'.repeat(43));
      expect(await sessions().findOneBy({ id: sha256('A'.repeat(43)) })).toBeNull();
    });

    it('answers 401 wrong-password for a wrong password and an unknown address, with one argon2 verification each', async () => {
      const verify = jest.spyOn(argon2Exports, 'verify');
      try {
        for (const [email, password] of [
          ['buyer@example.jp', 'wrongpass1'],
          ['nobody@example.jp', DEMO_PASSWORD],
        ]) {
          verify.mockClear();
          const b = new Browser(t.app);
          const res = await b.post('/api/login/post', { email, password });
          expect(res.statusCode).toBe(401);
          expect(res.json()).toEqual({
            statusCode: 401,
            error: 'Unauthorized',
            code: ACCOUNT_ERROR_CODES.wrongPassword,
            message: MESSAGES.wrongPassword,
            errors: { password: [MESSAGES.wrongPassword] },
          });
          expect(verify).toHaveBeenCalledTimes(1);
          expect(b.session).toBeUndefined();
        }
      } finally {
        verify.mockRestore();
      }
    });

    it('reveals a disabled or unverified account only with the right password', async () => {
      const disabled = await createUser(t, { disabled: true });
      const wrong = await new Browser(t.app).post('/api/login/post', { email: disabled.email, password: 'nottheone1' });
      expect(wrong.statusCode).toBe(401);
      const right = await new Browser(t.app).post('/api/login/post', { email: disabled.email, password: 'secret123' });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.disabledLogin });

      const temporary = await createUser(t, { registrationStatus: 'temporary', emailVerifiedAt: null });
      const res = await new Browser(t.app).post('/api/login/post', { email: temporary.email, password: 'secret123' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.notVerified });
    });

    it('needs both fields', async () => {
      const res = await new Browser(t.app).post('/api/login/post', { email: 'buyer@example.jp' });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().errors).toEqual({ password: [MESSAGES.required] });
    });

    it('re-hashes a password stored with other argon2 parameters at login', async () => {
      const old = await argon2.hash('oldparams1', { memoryCost: 4096, timeCost: 3, parallelism: 1 });
      const user = await createUser(t, { passwordHash: old, password: null });
      await login(new Browser(t.app), user.email, 'oldparams1');
      const { passwordHash } = await users().findOneByOrFail({ id: user.id });
      expect(passwordHash).not.toBe(old);
      expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      await login(new Browser(t.app), user.email, 'oldparams1');
    });

    it('logout revokes the session on the server: the old cookie then gets user null', async () => {
      const b = await loginAs(t, 'buyer@example.jp');
      const copy = b.clone();
      const id = sha256(b.session!);
      const res = await b.post('/api/logout');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value).toBe('');
      expect(await sessions().findOneBy({ id })).toBeNull();
      expect(await whoAmI(copy)).toBeNull();
      expect(await whoAmI(b)).toBeNull();
      // Logging out while logged out is fine.
      expect((await b.post('/api/logout')).statusCode).toBe(200);
    });

    it('slides the expiry 30 days ahead when used, and drops an expired session', async () => {
      const b = await loginAs(t, 'buyer@example.jp');
      const id = sha256(b.session!);
      const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
      await sessions().update({ id }, { lastSeenAt: tenMinutesAgo, expiresAt: new Date(Date.now() + 60_000) });
      const res = await b.get('/api/common/base-data');
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
      const slid = await sessions().findOneByOrFail({ id });
      expect(new Date(slid.expiresAt).getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);

      await sessions().update({ id }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await b.get('/api/common/base-data');
      expect(expired.json<BaseData>().user).toBeNull();
      expect(expired.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value).toBe('');
      expect(await sessions().findOneBy({ id })).toBeNull();
    });

    it('a disabled account loses its sessions at once; a malformed cookie is cleared', async () => {
      const user = await createUser(t);
      const b = await loginAs(t, user.email, 'secret123');
      await users().update({ id: user.id }, { disabled: true });
      expect(await whoAmI(b)).toBeNull();

      const junk = new Browser(t.app);
      junk.jar.set(SESSION_COOKIE_NAME, 'not-a-token');
      const res = await junk.get('/api/common/base-data');
      expect(res.json<BaseData>().user).toBeNull();
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value).toBe('');
    });
  });
});
