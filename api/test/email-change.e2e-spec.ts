import { ACCOUNT_ERROR_CODES, MESSAGES, type ApiErrorBody, type EmailChangeStatusResponse } from '@akiya/contracts';
import { UserTokenEntity } from '../src/auth/entities/user-token.entity';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, login, loginAs, outboxCount, outboxMail, seedAccounts, sha256, tokenIn, whoAmI } from './support/accounts';
import { Browser } from './support/browser';
import { describeRedis } from './support/redis';
import { type TestApp, useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';
import { crossEngine, on, useTwoInstances } from './support/two-instances';

const PASSWORD = 'secret123';

/** A logged-in, verified user of its own (the demo accounts keep their addresses). */
async function member(t: TestApp): Promise<{ b: Browser; user: UserEntity }> {
  const user = await createUser(t, { password: PASSWORD });
  const b = await loginAs(t, user.email, PASSWORD);
  return { b, user };
}

const start = (b: Browser, email: unknown, current_password: unknown = PASSWORD) => b.post('/api/my-page/email-change', { email, current_password });
const reVerify = (b: Browser, token: string) => b.post('/api/login/re-verify', { token });

/** The notice to the old address is sent after the answer: waits for `count` mails to `to`. */
async function mailsTo(t: TestApp, to: string, count = 1): Promise<number> {
  for (let i = 0; i < 50 && (await outboxCount(t, to)) < count; i++) await new Promise((r) => setTimeout(r, 20));
  return outboxCount(t, to);
}

/** The token of the link mailed to `to` (it leads to /my-page/profile). */
async function linkToken(t: TestApp, to: string): Promise<string> {
  return tokenIn((await outboxMail(t, to)).text, '/my-page/profile', 'email_token');
}

/** The email change from /my-page/profile (docs/accounts.md "Email change from the my page"). */
describe.each(testEngines())('email change from the my page on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0', PUBLIC_URL: 'https://ieichiba.example' }, seed: seedAccounts });
  const users = () => t.dataSource.getRepository(UserEntity);

  it('needs a login (401) and the CSRF header (403)', async () => {
    const visitor = new Browser(t.app);
    for (const [method, path] of [
      ['GET', '/api/my-page/email-change'],
      ['POST', '/api/my-page/email-change'],
      ['POST', '/api/my-page/email-change/cancel'],
    ] as const) {
      const res = method === 'GET' ? await visitor.get(path) : await visitor.post(path, { email: 'x@example.jp', current_password: PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.notAuthed, message: MESSAGES.loginRequired });
    }
    const { b, user } = await member(t);
    const noCsrf = await b.post('/api/my-page/email-change', { email: 'nocsrf@example.jp', current_password: PASSWORD }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({ code: 'csrf-failed' });
    expect((await users().findOneByOrFail({ id: user.id })).pendingEmail).toBeNull();
    expect(await outboxCount(t, 'nocsrf@example.jp')).toBe(0);
  });

  it('checks the address with the docs/product.md §5 messages, then the current password, then whether it is free', async () => {
    const { b, user } = await member(t);
    const temporary = await createUser(t, { registrationStatus: 'temporary', emailVerifiedAt: null });
    const disabled = await createUser(t, { disabled: true });
    const cases: [unknown, unknown, string, string, string | undefined][] = [
      ['', PASSWORD, 'email', MESSAGES.emailChangeEmpty, undefined],
      [undefined, PASSWORD, 'email', MESSAGES.emailChangeEmpty, undefined],
      [user.email.toUpperCase(), PASSWORD, 'email', MESSAGES.emailChangeSame, undefined],
      ['not-an-address', PASSWORD, 'email', MESSAGES.email, undefined],
      // Without the right password nothing is told about the address.
      ['buyer@example.jp', 'wrong-pass1', 'current_password', MESSAGES.currentPasswordWrong, undefined],
      ['buyer@example.jp', PASSWORD, 'email', MESSAGES.emailChangeTaken, ACCOUNT_ERROR_CODES.emailExists],
      [temporary.email, PASSWORD, 'email', MESSAGES.emailChangeTaken, ACCOUNT_ERROR_CODES.emailExists],
      [disabled.email, PASSWORD, 'email', MESSAGES.emailChangeDisabled, ACCOUNT_ERROR_CODES.disabledLogin],
    ];
    for (const [email, password, field, message, code] of cases) {
      const res = await start(b, email, password);
      expect(res.statusCode).toBe(400);
      const body = res.json<ApiErrorBody>();
      expect(body).toMatchObject({ statusCode: 400, message, errors: { [field]: [message] } });
      expect(body.code).toBe(code);
    }
    const missing = await b.post('/api/my-page/email-change', { email: 'free@example.jp' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>().errors?.current_password).toEqual([MESSAGES.required]);
    expect((await users().findOneByOrFail({ id: user.id })).pendingEmail).toBeNull();
    expect(await outboxCount(t, 'buyer@example.jp')).toBe(0);
    expect(await outboxCount(t, 'free@example.jp')).toBe(0);
  });

  it('mails the new address; the old one works until the link is followed; then the new one does, the old gets a notice', async () => {
    const { b, user } = await member(t);
    const other = await loginAs(t, user.email, PASSWORD);

    const res = await start(b, 'Changed.Self@example.jp');
    expect(res.statusCode).toBe(200);
    const answer = res.json<EmailChangeStatusResponse>();
    expect(answer.pending?.email).toBe('changed.self@example.jp');
    const expires = new Date(answer.pending!.expires_at).getTime();
    expect(Math.abs(expires - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);
    expect((await b.get('/api/my-page/email-change')).json()).toEqual(answer);

    const mail = await outboxMail(t, 'changed.self@example.jp');
    expect(mail.subject).toContain('新しいメールアドレス');
    const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes('email_token='))!;
    expect(link).toMatch(/^https:\/\/ieichiba\.example\/my-page\/profile\?email_token=[A-Za-z0-9_-]{43}$/);
    const token = await linkToken(t, 'changed.self@example.jp');
    expect(JSON.stringify(await t.dataSource.query('SELECT * FROM user_tokens'))).not.toContain(token);
    expect(await outboxCount(t, user.email)).toBe(0);

    // Not changed yet: the old address still logs in, the new one does not.
    await login(new Browser(t.app), user.email, PASSWORD);
    expect((await new Browser(t.app).post('/api/login/post', { email: 'changed.self@example.jp', password: PASSWORD })).statusCode).toBe(401);
    expect((await whoAmI(b))?.email).toBe(user.email);

    // Followed in a browser that is not logged in (a phone's mail app).
    const done = await reVerify(new Browser(t.app), token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });
    const after = await users().findOneByOrFail({ id: user.id });
    expect(after).toMatchObject({ email: 'changed.self@example.jp', pendingEmail: null, registrationStatus: 'registered' });
    expect(after.emailVerifiedAt).not.toBeNull();

    // Sessions elsewhere stay valid and see the new address.
    expect((await whoAmI(b))?.email).toBe('changed.self@example.jp');
    expect((await whoAmI(other))?.email).toBe('changed.self@example.jp');
    expect((await b.get('/api/my-page/email-change')).json()).toEqual({ success: true, pending: null });

    expect((await new Browser(t.app).post('/api/login/post', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    await login(new Browser(t.app), 'changed.self@example.jp', PASSWORD);

    expect(await mailsTo(t, user.email)).toBe(1);
    const notice = await outboxMail(t, user.email);
    expect(notice.subject).toContain('メールアドレスが変更されました');
    expect(notice.text).toContain('ch***@example.jp');
    expect(notice.text).not.toContain('changed.self@example.jp');
    expect(notice.text).toContain('お心当たりのない場合');

    // Single use.
    const again = await reVerify(new Browser(t.app), token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: ACCOUNT_ERROR_CODES.verifyTokenNotExist, message: MESSAGES.emailUpdateLinkInvalid });
  });

  it('refuses an expired link, and one from another logged-in account', async () => {
    const { b, user } = await member(t);
    await start(b, 'expiring@example.jp');
    const token = await linkToken(t, 'expiring@example.jp');
    const intruder = await loginAs(t, 'seller2@example.jp');
    expect((await reVerify(intruder, token)).statusCode).toBe(400);

    await t.dataSource.getRepository(UserTokenEntity).update({ tokenHash: sha256(token) }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await b.get('/api/my-page/email-change')).json()).toEqual({ success: true, pending: null });
    const expired = await reVerify(b, token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.verifyTokenNotExist, message: MESSAGES.emailUpdateLinkInvalid });
    expect((await users().findOneByOrFail({ id: user.id })).email).toBe(user.email);
  });

  it('cancels a pending change: its link is refused; a new change replaces the older one', async () => {
    const { b, user } = await member(t);
    await start(b, 'cancelled@example.jp');
    const cancelledToken = await linkToken(t, 'cancelled@example.jp');
    const cancel = await b.post('/api/my-page/email-change/cancel', {});
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ success: true, pending: null });
    expect((await b.get('/api/my-page/email-change')).json()).toEqual({ success: true, pending: null });
    expect((await reVerify(b, cancelledToken)).statusCode).toBe(400);

    await start(b, 'first-try@example.jp');
    const first = await linkToken(t, 'first-try@example.jp');
    await start(b, 'second-try@example.jp');
    const second = await linkToken(t, 'second-try@example.jp');
    expect((await b.get('/api/my-page/email-change')).json<EmailChangeStatusResponse>().pending?.email).toBe('second-try@example.jp');
    expect((await reVerify(b, first)).statusCode).toBe(400);
    expect((await users().findOneByOrFail({ id: user.id })).email).toBe(user.email);
    expect((await reVerify(b, second)).statusCode).toBe(200);
    expect((await users().findOneByOrFail({ id: user.id })).email).toBe('second-try@example.jp');
  });

  it('refuses the link with the "already registered" message when another account took the address meanwhile', async () => {
    const { b, user } = await member(t);
    await start(b, 'contested@example.jp');
    const token = await linkToken(t, 'contested@example.jp');
    await createUser(t, { email: 'contested@example.jp' });
    const res = await reVerify(b, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ACCOUNT_ERROR_CODES.emailExists, message: MESSAGES.emailChangeTaken });
    expect((await users().findOneByOrFail({ id: user.id })).email).toBe(user.email);
    expect(await outboxCount(t, user.email)).toBe(0);
  });

  it('applies one of several simultaneous confirmations', async () => {
    const { b, user } = await member(t);
    await start(b, 'racing@example.jp');
    const token = await linkToken(t, 'racing@example.jp');
    const results = await Promise.all(Array.from({ length: 5 }, () => reVerify(new Browser(t.app), token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect((await users().findOneByOrFail({ id: user.id })).email).toBe('racing@example.jp');
    expect(await mailsTo(t, user.email, 2)).toBe(1);
  });
});

describeRedis(`email change over two API instances (${crossEngine})`, () => {
  const instances = useTwoInstances();

  it('applies one of two confirmations sent to both instances at once', async () => {
    const { a, b } = instances;
    const { b: browser, user } = await member(a);
    expect((await start(browser, 'two-instances@example.jp')).statusCode).toBe(200);
    const token = await linkToken(a, 'two-instances@example.jp');
    const results = await Promise.all([
      reVerify(new Browser(a.app), token),
      reVerify(new Browser(b.app), token),
      reVerify(new Browser(a.app), token),
      reVerify(new Browser(b.app), token),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await a.dataSource.getRepository(UserEntity).findOneByOrFail({ id: user.id })).email).toBe('two-instances@example.jp');
    expect((await whoAmI(on(b, browser)))?.email).toBe('two-instances@example.jp');
  });

  it('a confirmation racing a cancel on the other instance: either the change applies or the link is refused', async () => {
    const { a, b } = instances;
    const { b: browser, user } = await member(a);
    await start(browser, 'cancel-race@example.jp');
    const token = await linkToken(a, 'cancel-race@example.jp');
    const [confirm] = await Promise.all([reVerify(new Browser(a.app), token), on(b, browser).post('/api/my-page/email-change/cancel', {})]);
    const email = (await a.dataSource.getRepository(UserEntity).findOneByOrFail({ id: user.id })).email;
    expect(email).toBe(confirm.statusCode === 200 ? 'cancel-race@example.jp' : user.email);
  });
});
