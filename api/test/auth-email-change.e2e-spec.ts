import { ACCOUNT_ERROR_CODES, MESSAGES, type ApiErrorBody } from '@akiya/contracts';
import { UserTokenEntity } from '../src/auth/entities/user-token.entity';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, login, loginAs, outboxCount, outboxMail, seedAccounts, sha256, tokenIn, whoAmI } from './support/accounts';
import { Browser } from './support/browser';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/** The forced email update of docs/product.md §4/§5/§8: reservation-re-verify, then re-verify with the mailed token. */
describe.each(testEngines())('forced email update on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0', PUBLIC_URL: 'https://ieichiba.example' }, seed: seedAccounts });
  const users = () => t.dataSource.getRepository(UserEntity);

  /** A logged-in user whose registered address is flagged invalid. */
  async function flagged(): Promise<{ b: Browser; user: UserEntity }> {
    const user = await createUser(t, { invalidEmailFlag: 1 });
    const b = await loginAs(t, user.email, 'secret123');
    return { b, user };
  }

  const reserve = (b: Browser, email: unknown, currentUrl = '/my-page') =>
    b.post('/api/login/reservation-re-verify', { email, currentUrl });

  it('base data shows invalid_email_flag 1 for the flagged user', async () => {
    const { b } = await flagged();
    expect((await whoAmI(b))?.invalid_email_flag).toBe(1);
  });

  it('validates the new address with the dialog messages of docs/product.md §5', async () => {
    const { b, user } = await flagged();
    const temporary = await createUser(t, { registrationStatus: 'temporary', emailVerifiedAt: null });
    const disabled = await createUser(t, { disabled: true });
    const cases: [unknown, string, string | undefined][] = [
      ['', MESSAGES.emailChangeEmpty, undefined],
      ['   ', MESSAGES.emailChangeEmpty, undefined],
      [undefined, MESSAGES.emailChangeEmpty, undefined],
      [user.email, MESSAGES.emailChangeSame, undefined],
      [user.email.toUpperCase(), MESSAGES.emailChangeSame, undefined],
      ['not-an-address', MESSAGES.email, undefined],
      ['buyer@example.jp', MESSAGES.emailChangeTaken, ACCOUNT_ERROR_CODES.emailExists],
      [temporary.email, MESSAGES.emailChangeTaken, ACCOUNT_ERROR_CODES.emailExists],
      [disabled.email, MESSAGES.emailChangeDisabled, ACCOUNT_ERROR_CODES.disabledLogin],
    ];
    for (const [email, message, code] of cases) {
      const res = await reserve(b, email);
      expect(res.statusCode).toBe(400);
      const body = res.json<ApiErrorBody & { success: boolean }>();
      expect(body).toMatchObject({ statusCode: 400, success: false, message, errors: { email: [message] } });
      expect(body.code).toBe(code);
    }
    expect(await outboxCount(t, 'buyer@example.jp')).toBe(0);
  });

  it('needs a login (401) and a flagged address (403)', async () => {
    const out = await reserve(new Browser(t.app), 'new@example.jp');
    expect(out.statusCode).toBe(401);
    expect(out.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.notAuthed, message: MESSAGES.loginRequired });

    const b = await loginAs(t, 'seller@example.jp');
    const res = await reserve(b, 'new@example.jp');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.emailChangeNotNeeded });
  });

  it('mails the NEW address a same-site link with email_token; re-verify moves the account there, once', async () => {
    const { b, user } = await flagged();
    const res = await reserve(b, 'Moved.Here@example.jp', '/my-page/messages?page=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await users().findOneByOrFail({ id: user.id })).pendingEmail).toBe('moved.here@example.jp');
    expect(await outboxCount(t, user.email)).toBe(0);

    const mail = await outboxMail(t, 'moved.here@example.jp');
    expect(mail.subject).toContain('新しいメールアドレス');
    const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes('email_token='))!;
    expect(link).toMatch(/^https:\/\/ieichiba\.example\/my-page\/messages\?page=2&email_token=[A-Za-z0-9_-]{43}$/);
    const token = tokenIn(mail.text, '/my-page/messages', 'email_token');
    const stored = JSON.stringify(await t.dataSource.query('SELECT * FROM user_tokens'));
    expect(stored).toContain(sha256(token));
    expect(stored).not.toContain(token);

    const done = await b.post('/api/login/re-verify', { token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });
    const after = await users().findOneByOrFail({ id: user.id });
    expect(after).toMatchObject({ email: 'moved.here@example.jp', invalidEmailFlag: 0, pendingEmail: null });
    expect((await whoAmI(b))).toMatchObject({ email: 'moved.here@example.jp', invalid_email_flag: 0 });

    const again = await b.post('/api/login/re-verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      code: ACCOUNT_ERROR_CODES.verifyTokenNotExist,
      message: MESSAGES.emailUpdateLinkInvalid,
    });

    expect((await new Browser(t.app).post('/api/login/post', { email: user.email, password: 'secret123' })).statusCode).toBe(401);
    await login(new Browser(t.app), 'moved.here@example.jp', 'secret123');
  });

  it('works from a browser that is not logged in, but not from another account', async () => {
    const { b, user } = await flagged();
    await reserve(b, 'phone@example.jp');
    const token = tokenIn((await outboxMail(t, 'phone@example.jp')).text, '/my-page', 'email_token');

    const intruder = await loginAs(t, 'seller2@example.jp');
    expect((await intruder.post('/api/login/re-verify', { token })).statusCode).toBe(400);

    const phone = new Browser(t.app);
    expect((await phone.post('/api/login/re-verify', { token })).statusCode).toBe(200);
    expect((await users().findOneByOrFail({ id: user.id })).email).toBe('phone@example.jp');
  });

  it('refuses an unknown, expired or superseded token, and an address taken in the meantime', async () => {
    const { b } = await flagged();
    expect((await b.post('/api/login/re-verify', { token: 'z'.repeat(43) })).json()).toMatchObject({ success: false, code: 'verify-token-not-exist' });

    await reserve(b, 'first@example.jp');
    const first = tokenIn((await outboxMail(t, 'first@example.jp')).text, '/my-page', 'email_token');
    await reserve(b, 'second@example.jp');
    const second = tokenIn((await outboxMail(t, 'second@example.jp')).text, '/my-page', 'email_token');
    expect((await b.post('/api/login/re-verify', { token: first })).statusCode).toBe(400);

    await createUser(t, { email: 'second@example.jp' });
    const taken = await b.post('/api/login/re-verify', { token: second });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ success: false, code: ACCOUNT_ERROR_CODES.emailExists, message: MESSAGES.emailChangeTaken });

    await reserve(b, 'third@example.jp');
    const third = tokenIn((await outboxMail(t, 'third@example.jp')).text, '/my-page', 'email_token');
    await t.dataSource.getRepository(UserTokenEntity).update({ tokenHash: sha256(third) }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await b.post('/api/login/re-verify', { token: third })).statusCode).toBe(400);
  });
});
