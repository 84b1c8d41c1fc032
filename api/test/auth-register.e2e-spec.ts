import {
  ACCOUNT_ERROR_CODES,
  MESSAGES,
  REGISTER_COMPLETE_PATH,
  type ApiErrorBody,
  type BaseData,
  type LoginResponse,
} from '@akiya/contracts';
import { UserTokenEntity } from '../src/auth/entities/user-token.entity';
import { registrationForm, seedAccounts, sha256 } from './support/accounts';
import { Browser, flushMail, multipart, urlencoded } from './support/browser';
import { expectFormErrors } from './support/form-errors';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { startTestApp, useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * Registration → verification mail over real SMTP (an smtp-server listener) → verify → logged in.
 */
describe.each(testEngines())('registration and verification on %s', (engine) => {
  const smtp = new MailCatcher();
  beforeAll(() => smtp.start());
  const t = useTestApp(engine, { env: () => ({ MAIL_URL: smtp.url, PUBLIC_URL: 'https://ieichiba.example', RATE_LIMIT_ENABLED: '0' }), seed: seedAccounts });
  afterAll(() => smtp.stop());

  const tokensOf = async (email: string) =>
    t.dataSource.query(
      'SELECT t.kind AS kind, t.token_hash AS token_hash, t.used_at AS used_at, t.expires_at AS expires_at FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? ORDER BY t.id',
      [email],
    ) as Promise<{ kind: string; token_hash: string; used_at: unknown; expires_at: unknown }[]>;

  it('registers (multipart), mails the link over SMTP, verifies once and logs in', async () => {
    const browser = new Browser(t.app);
    const res = await browser.post('/api/login/post-register', undefined, { raw: multipart(registrationForm()) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, redirect: REGISTER_COMPLETE_PATH });
    expect(browser.session).toBeUndefined();

    const [user] = await t.dataSource.query('SELECT registration_status, email_verified_at, password_hash, last_name_kana FROM users WHERE email = ?', [
      'taro@example.jp',
    ]);
    expect(user).toMatchObject({ registration_status: 'temporary', email_verified_at: null, last_name_kana: 'やまだ' });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await smtp.lastTo('taro@example.jp');
    expect(mail.subject).toContain('メールアドレスのご確認');
    expect(mail.from).toBe('no-reply@ieichiba.example');
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.html).toContain('山田 太郎 様');
    const link = linkIn(mail.text, '/login/verify?token=');
    expect(link.startsWith('https://ieichiba.example/login/verify?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Stored hashed: the table holds the SHA-256, never the token.
    const rows = await tokensOf('taro@example.jp');
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(sha256(token));
    const dump = JSON.stringify(await t.dataSource.query('SELECT * FROM user_tokens'));
    expect(dump).not.toContain(token);
    // 24 hours.
    const ttl = new Date(rows[0].expires_at as string).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000 + 1000);

    // Not verified yet: login step one says so.
    const early = await browser.post('/api/login/post-email', { email: 'taro@example.jp', password: '' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.notVerified, message: MESSAGES.notVerified });

    const verified = await browser.post('/api/login/verify', { token });
    expect(verified.statusCode).toBe(200);
    const body = verified.json<LoginResponse>();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({ email: 'taro@example.jp', last_name: '山田', first_name: '太郎', favorites: [], invalid_email_flag: 0 });
    expect(body.user.email_verified_at).not.toBeNull();
    expect(browser.session).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const base = (await browser.get('/api/common/base-data')).json<BaseData>();
    expect(base.user).toEqual(body.user);
    const [after] = await t.dataSource.query('SELECT registration_status FROM users WHERE email = ?', ['taro@example.jp']);
    expect(after.registration_status).toBe('registered');

    // Single use.
    const again = await new Browser(t.app).post('/api/login/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>()).toMatchObject({
      statusCode: 400,
      code: ACCOUNT_ERROR_CODES.verifyTokenNotExist,
      message: MESSAGES.verifyTokenInvalid,
    });
  });

  it('accepts application/x-www-form-urlencoded and JSON too', async () => {
    const browser = new Browser(t.app);
    const urlenc = await browser.post('/api/login/post-register', undefined, { raw: urlencoded(registrationForm({ email: 'url@example.jp', agree_terms: 'on', agree_privacy: '1' })) });
    expect(urlenc.statusCode).toBe(200);
    const json = await browser.post('/api/login/post-register', { ...registrationForm({ email: 'Json@Example.JP ' }), agree_terms: true, agree_privacy: true });
    expect(json.statusCode).toBe(200);
    const rows = await t.dataSource.query("SELECT email FROM users WHERE email IN ('url@example.jp', 'json@example.jp') ORDER BY email");
    expect(rows.map((r: { email: string }) => r.email)).toEqual(['json@example.jp', 'url@example.jp']);
  });

  it('validates every field with the contracts rules, first message each, field names as sent', async () => {
    const res = await new Browser(t.app).post('/api/login/post-register', undefined, {
      raw: multipart(
        registrationForm({
          last_name: '',
          first_name: 'あ'.repeat(51),
          last_name_kana: 'ヤマダ',
          first_name_kana: 'taro',
          email: 'not an address',
          password: 'パスワード',
          phone: '0312345678',
          zipcode: '104-0061',
          address: '',
          agree_terms: 'false',
          agree_privacy: '',
        }),
      ),
    });
    expectFormErrors(res, {
      last_name: [MESSAGES.required],
      first_name: ['50文字以内にしてください'],
      last_name_kana: [MESSAGES.hiragana],
      first_name_kana: [MESSAGES.hiragana],
      email: [MESSAGES.email],
      password: [MESSAGES.password],
      phone: [MESSAGES.phone],
      zipcode: [MESSAGES.zipcode],
      address: [MESSAGES.required],
      agree_terms: [MESSAGES.required],
      agree_privacy: [MESSAGES.required],
    });
  });

  it('refuses missing fields, unknown fields and file parts', async () => {
    const browser = new Browser(t.app);
    const { password: _omit, ...noPassword } = registrationForm({ email: 'missing@example.jp' });
    const missing = await browser.post('/api/login/post-register', undefined, { raw: multipart(noPassword) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>().errors).toEqual({ password: [MESSAGES.required] });

    const extra = await browser.post('/api/login/post-register', undefined, { raw: multipart(registrationForm({ email: 'extra@example.jp', role: 'staff' })) });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<ApiErrorBody>().errors).toEqual({ role: [MESSAGES.unknownParameter] });

    const file = await browser.post('/api/login/post-register', undefined, {
      raw: multipart(registrationForm({ email: 'file@example.jp' }), { field: 'avatar', filename: 'a.txt', content: 'x' }),
    });
    expect(file.statusCode).toBe(400);
    expect(file.json<ApiErrorBody>().errors).toEqual({ avatar: [MESSAGES.unknownParameter] });

    const rows = await t.dataSource.query("SELECT COUNT(*) AS n FROM users WHERE email IN ('missing@example.jp', 'extra@example.jp', 'file@example.jp')");
    expect(Number(rows[0].n)).toBe(0);
  });

  it('refuses an address that is already registered (any case), as a field error', async () => {
    for (const email of ['buyer@example.jp', 'BUYER@example.jp', 'taro@example.jp']) {
      const res = await new Browser(t.app).post('/api/login/post-register', undefined, { raw: multipart(registrationForm({ email })) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.formError, errors: { email: [MESSAGES.emailExists] }, code: 'email-exists' });
    }
  });

  it('answers verify-token-not-exist for unknown, malformed and expired tokens', async () => {
    const browser = new Browser(t.app);
    for (const token of ['x'.repeat(43), 'short', '../../etc/passwd']) {
      const res = await browser.post('/api/login/verify', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.verifyTokenNotExist, message: MESSAGES.verifyTokenInvalid });
    }
    const empty = await browser.post('/api/login/verify', { token: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().errors).toEqual({ token: [MESSAGES.required] });

    await browser.post('/api/login/post-register', undefined, { raw: multipart(registrationForm({ email: 'late@example.jp' })) });
    const token = new URL(linkIn((await smtp.lastTo('late@example.jp')).text, '/login/verify')).searchParams.get('token')!;
    await t.dataSource.getRepository(UserTokenEntity).update({ tokenHash: sha256(token) }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await browser.post('/api/login/verify', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: ACCOUNT_ERROR_CODES.verifyTokenNotExist });
    expect(browser.session).toBeUndefined();
  });

  it('resend-verify mails a new link to an unverified account (the old one stops working) and answers the same for anyone', async () => {
    const browser = new Browser(t.app);
    await browser.post('/api/login/post-register', undefined, { raw: multipart(registrationForm({ email: 'again@example.jp' })) });
    const first = new URL(linkIn((await smtp.lastTo('again@example.jp')).text, '/login/verify')).searchParams.get('token')!;
    const before = smtp.mails.length;

    for (const email of ['again@example.jp', 'nobody@example.jp', 'buyer@example.jp']) {
      const res = await browser.post('/api/login/resend-verify', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    expect(smtp.mails.length).toBe(before + 1);
    const second = new URL(linkIn((await smtp.lastTo('again@example.jp')).text, '/login/verify')).searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await browser.post('/api/login/verify', { token: first })).statusCode).toBe(400);
    expect((await browser.post('/api/login/verify', { token: second })).statusCode).toBe(200);
  });

  it('registers although SMTP is down: the mail waits in the queue and is delivered once SMTP answers (docs/mail.md)', async () => {
    const down = await startTestApp(t.db, { MAIL_URL: 'smtp://127.0.0.1:1', RATE_LIMIT_ENABLED: '0' });
    try {
      const res = await new Browser(down.app).post('/api/login/post-register', undefined, { raw: multipart(registrationForm({ email: 'nomail@example.jp' })) });
      expect(res.statusCode).toBe(200);
      const rows = await t.dataSource.query("SELECT COUNT(*) AS n FROM users WHERE email = 'nomail@example.jp'");
      expect(Number(rows[0].n)).toBe(1);
      const [queued] = await t.dataSource.query("SELECT state, attempts, last_error FROM mail_queue WHERE to_address = 'nomail@example.jp'");
      expect(queued).toMatchObject({ state: 'pending', attempts: 1 });
      expect(String(queued.last_error)).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
    // Due again: the instance whose SMTP works sends it.
    await t.dataSource.query("UPDATE mail_queue SET next_attempt_at = '2000-01-01 00:00:00' WHERE to_address = 'nomail@example.jp'");
    await flushMail(t.app);
    expect((await smtp.lastTo('nomail@example.jp')).subject).toContain('メールアドレスのご確認');
    expect(smtp.mails.filter((m) => m.to.includes('nomail@example.jp'))).toHaveLength(1);
  });
});
