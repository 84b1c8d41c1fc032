import { ACCOUNT_ERROR_CODES, MESSAGES, type ApiErrorBody, type LoginResponse } from '@akiya/contracts';
import { UserTokenEntity } from '../src/auth/entities/user-token.entity';
import { createUser, login, loginAs, outboxCount, outboxMail, sha256, tokenIn, whoAmI, useLoginApp } from './support/accounts';
import { Browser } from './support/browser';
import { testEngines } from './support/test-database';

/**
 * Forgotten passwords (remember → mail → reset) and the change of password on my-page.
 */
describe.each(testEngines())('password reset and change on %s', (engine) => {
  const { t, sessions } = useLoginApp(engine);

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
});
