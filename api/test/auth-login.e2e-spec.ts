import { createHash } from 'node:crypto';
import {
  ACCOUNT_ERROR_CODES,
  FORCE_LOGIN_TTL_MS,
  formatMessage,
  MESSAGES,
  SESSION_COOKIE_NAME,
  type ApiErrorBody,
  type BaseData,
  type ForceLoginResponse,
  type LoginResponse,
} from '@akiya/contracts';
import * as argon2 from '@node-rs/argon2';

/** The CommonJS exports object itself (what the API's code calls through), so a spy sees the calls. */
const argon2Exports: typeof argon2 = require('@node-rs/argon2');
import { UserTokenEntity } from '../src/auth/entities/user-token.entity';
import { SessionEntity } from '../src/sessions/entities/session.entity';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, DEMO_PASSWORD, login, outboxCount, outboxMail, tokenIn, whoAmI, seedAccounts, loginAs } from './support/accounts';
import { Browser } from './support/browser';
import { startTestApp, useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const OPERATOR = 'help@ieichiba.example';

describe.each(testEngines())('login, sessions, reset and force-login on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0', OPERATOR_EMAIL: OPERATOR, PUBLIC_URL: 'https://ieichiba.example' }, seed: seedAccounts });
  const sessions = () => t.dataSource.getRepository(SessionEntity);
  const users = () => t.dataSource.getRepository(UserEntity);

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
        message: formatMessage(MESSAGES.disabledLogin, { email: OPERATOR }),
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

  describe('password reset', () => {
    it('remember → mail → reset: single use, revokes every session, logs in fresh, sends a notice', async () => {
      const user = await createUser(t, { password: 'before123' });
      const phone = new Browser(t.app);
      const laptop = new Browser(t.app);
      await login(phone, user.email, 'before123');
      await login(laptop, user.email, 'before123');

      const b = new Browser(t.app);
      const res = await b.post('/api/login/remember', { email: user.email.toUpperCase() });
      expect(res.json()).toEqual({ success: true });
      const mail = await outboxMail(t, user.email);
      expect(mail.subject).toContain('パスワード再設定');
      const token = tokenIn(mail.text, 'https://ieichiba.example/login/reset?token=');
      const row = await t.dataSource.getRepository(UserTokenEntity).findOneByOrFail({ tokenHash: sha256(token) });
      expect(row.kind).toBe('reset');
      // One hour.
      expect(new Date(row.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(3600_000 + 1000);
      expect(new Date(row.expiresAt).getTime() - Date.now()).toBeGreaterThan(3500_000);

      const bad = await b.post('/api/login/reset', { token, password: 'short' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ApiErrorBody>().errors).toEqual({ password: [MESSAGES.password] });

      const ok = await b.post('/api/login/reset', { token, password: 'after1234' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<LoginResponse>().user.email).toBe(user.email);
      expect(await whoAmI(phone)).toBeNull();
      expect(await whoAmI(laptop)).toBeNull();
      expect((await whoAmI(b))?.id).toBe(user.id);
      expect(await sessions().countBy({ userId: user.id })).toBe(1);

      const reuse = await new Browser(t.app).post('/api/login/reset', { token, password: 'again1234' });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.resetTokenNotExist, message: MESSAGES.resetTokenInvalid });

      expect((await new Browser(t.app).post('/api/login/post', { email: user.email, password: 'before123' })).statusCode).toBe(401);
      await login(new Browser(t.app), user.email, 'after1234');
      expect((await outboxMail(t, user.email)).subject).toContain('パスワードが変更されました');
    });

    it('answers {success: true} for unknown and disabled addresses without sending anything', async () => {
      const disabled = await createUser(t, { disabled: true });
      for (const email of ['ghost@example.jp', disabled.email]) {
        const res = await new Browser(t.app).post('/api/login/remember', { email });
        expect(res.json()).toEqual({ success: true });
        expect(await outboxCount(t, email)).toBe(0);
      }
    });

    it('refuses an expired reset token and a verification token', async () => {
      const user = await createUser(t);
      await new Browser(t.app).post('/api/login/remember', { email: user.email });
      const token = tokenIn((await outboxMail(t, user.email)).text, '/login/reset');
      await t.dataSource.getRepository(UserTokenEntity).update({ tokenHash: sha256(token) }, { expiresAt: new Date(Date.now() - 1) });
      expect((await new Browser(t.app).post('/api/login/reset', { token, password: 'whatever1' })).statusCode).toBe(400);

      const temporary = await createUser(t, { registrationStatus: 'temporary', emailVerifiedAt: null });
      await new Browser(t.app).post('/api/login/remember', { email: temporary.email });
      const verifyMail = await outboxMail(t, temporary.email);
      expect(verifyMail.subject).toContain('メールアドレスのご確認');
      const verifyToken = tokenIn(verifyMail.text, '/login/verify');
      expect((await new Browser(t.app).post('/api/login/reset', { token: verifyToken, password: 'whatever1' })).statusCode).toBe(400);
    });

    it('change-password needs the current password and ends every other session', async () => {
      const user = await createUser(t, { password: 'current12' });
      const other = await loginAs(t, user.email, 'current12');
      const b = await loginAs(t, user.email, 'current12');

      const wrong = await b.post('/api/my-page/change-password', { current_password: 'nope12345', password: 'next12345' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<ApiErrorBody>().errors).toEqual({ current_password: [MESSAGES.currentPasswordWrong] });

      const before = b.session;
      const ok = await b.post('/api/my-page/change-password', { current_password: 'current12', password: 'next12345' });
      expect(ok.statusCode).toBe(200);
      expect(b.session).not.toBe(before);
      expect(await whoAmI(other)).toBeNull();
      expect((await whoAmI(b))?.id).toBe(user.id);
      expect((await new Browser(t.app).post('/api/my-page/change-password', { current_password: 'x', password: 'y' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/login/force/:id (staff impersonation)', () => {
    it('gives a staff user a new 1-hour session of the user, marked with the staff id', async () => {
      const target = await createUser(t);
      const staff = new Browser(t.app);
      const staffUser = await login(staff, 'staff@example.jp');
      const staffSession = staff.session!;

      const res = await staff.post(`/api/login/force/${target.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<ForceLoginResponse>();
      expect(body.user.id).toBe(target.id);
      const expiresIn = new Date(body.expires_at).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(FORCE_LOGIN_TTL_MS - 60_000);
      expect(expiresIn).toBeLessThanOrEqual(FORCE_LOGIN_TTL_MS);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE_NAME)!.maxAge).toBeLessThanOrEqual(3600);

      expect(staff.session).not.toBe(staffSession);
      expect(await sessions().findOneBy({ id: sha256(staffSession) })).toBeNull();
      const row = await sessions().findOneByOrFail({ id: sha256(staff.session!) });
      expect(row).toMatchObject({ userId: target.id, impersonatedBy: staffUser.id });
      expect(row.forceLoginExpiresAt).not.toBeNull();
      expect((await whoAmI(staff))?.id).toBe(target.id);

      // The impersonation session cannot impersonate again, and it ends after the hour whatever its use.
      expect((await staff.post(`/api/login/force/${target.id}`)).statusCode).toBe(404);
      await sessions().update({ id: row.id }, { forceLoginExpiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date(Date.now() - 3600_000) });
      expect(await whoAmI(staff)).toBeNull();
    });

    it('never slides an impersonation session past its hour', async () => {
      const target = await createUser(t);
      const staff = await loginAs(t, 'staff@example.jp');
      await staff.post(`/api/login/force/${target.id}`);
      const id = sha256(staff.session!);
      await sessions().update({ id }, { lastSeenAt: new Date(Date.now() - 10 * 60_000) });
      await staff.get('/api/common/base-data');
      const row = await sessions().findOneByOrFail({ id });
      expect(new Date(row.expiresAt).getTime()).toBeLessThanOrEqual(new Date(row.forceLoginExpiresAt!).getTime());
    });

    it('answers 404 to non-staff, logged-out callers, staff targets and unknown ids', async () => {
      const target = await createUser(t);
      const buyer = await loginAs(t, 'buyer@example.jp');
      for (const res of [await buyer.post(`/api/login/force/${target.id}`), await new Browser(t.app).post(`/api/login/force/${target.id}`)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: MESSAGES.notFound });
      }
      expect((await whoAmI(buyer))?.email).toBe('buyer@example.jp');

      const staff = await loginAs(t, 'staff@example.jp');
      const staffRow = await users().findOneByOrFail({ email: 'staff@example.jp' });
      expect((await staff.post(`/api/login/force/${staffRow.id}`)).statusCode).toBe(404);
      expect((await staff.post('/api/login/force/999999')).statusCode).toBe(404);
      expect((await staff.post('/api/login/force/abc')).statusCode).toBe(400);
      expect((await whoAmI(staff))?.email).toBe('staff@example.jp');
    });
  });

  describe('GET /api/dev/outbox', () => {
    it('is 404 unless DEMO_OUTBOX=1', async () => {
      expect((await new Browser(t.app).get('/api/dev/outbox')).statusCode).toBe(404);
    });

    it('lists the outbox newest first and shows one mail with its links when DEMO_OUTBOX=1', async () => {
      const demo = await startTestApp(t.db, { DEMO_OUTBOX: '1', RATE_LIMIT_ENABLED: '0', PUBLIC_URL: 'https://ieichiba.example' }, { mail: t.config.mail });
      try {
        const b = new Browser(demo.app);
        await b.post('/api/login/remember', { email: 'buyer@example.jp' });
        const list = await b.get('/api/dev/outbox');
        expect(list.statusCode).toBe(200);
        const items = list.json<{ items: { id: string; to: string; subject: string; date: string }[] }>().items;
        expect(items[0]).toMatchObject({ to: 'buyer@example.jp', subject: expect.stringContaining('パスワード再設定') });
        expect(Object.keys(items[0]).sort()).toEqual(['date', 'id', 'subject', 'to']);
        const dates = items.map((i) => i.date);
        expect([...dates].sort().reverse()).toEqual(dates);

        const one = await b.get(`/api/dev/outbox/${items[0].id}`);
        expect(one.statusCode).toBe(200);
        const mail = one.json<{ subject: string; text: string; html: string; links: string[] }>();
        expect(mail.html).toContain('<a href="https://ieichiba.example/login/reset?token=');
        expect(mail.links[0]).toMatch(/^https:\/\/ieichiba\.example\/login\/reset\?token=[A-Za-z0-9_-]{43}$/);
        for (const id of ['nope', '..%2F..%2Fetc%2Fpasswd', '20260101T000000000Z-0001-x']) {
          expect((await b.get(`/api/dev/outbox/${id}`)).statusCode).toBe(404);
        }
      } finally {
        await demo.close();
      }
    });

    it('with DEMO_OUTBOX=1 answers only loopback clients without a forwarding header', async () => {
      const demo = await startTestApp(t.db, { DEMO_OUTBOX: '1', RATE_LIMIT_ENABLED: '0', TRUST_PROXY: 'true' }, { mail: t.config.mail });
      try {
        await new Browser(demo.app).post('/api/login/remember', { email: 'buyer@example.jp' });
        const list = await new Browser(demo.app).get('/api/dev/outbox');
        expect(list.statusCode).toBe(200);
        const id = list.json<{ items: { id: string }[] }>().items[0].id;
        for (const remoteAddress of ['203.0.113.5', '192.168.1.20', '::ffff:10.0.0.8', '2001:db8::1']) {
          const stranger = new Browser(demo.app, { remoteAddress });
          expect((await stranger.get('/api/dev/outbox')).statusCode).toBe(404);
          expect((await stranger.get(`/api/dev/outbox/${id}`)).statusCode).toBe(404);
        }
        for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
          expect((await new Browser(demo.app, { remoteAddress }).get('/api/dev/outbox')).statusCode).toBe(200);
        }
        // A proxy on this machine forwards a stranger: the socket is loopback, the client is not.
        const proxied = new Browser(demo.app, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect((await proxied.get('/api/dev/outbox')).statusCode).toBe(404);
        expect((await proxied.get(`/api/dev/outbox/${id}`)).statusCode).toBe(404);
      } finally {
        await demo.close();
      }
    });

    it('is 404 in production even when the configuration says otherwise', async () => {
      const prod = await startTestApp(t.db, { RATE_LIMIT_ENABLED: '0' }, { mail: t.config.mail, demoOutbox: true, nodeEnv: 'production' });
      try {
        expect((await new Browser(prod.app, { remoteAddress: '127.0.0.1' }).get('/api/dev/outbox')).statusCode).toBe(404);
      } finally {
        await prod.close();
      }
    });
  });
});
