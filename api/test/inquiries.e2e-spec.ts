import { INQUIRY_CATEGORIES, MESSAGES, SELLER_MESSAGES, type ApiErrorBody } from '@akiya/contracts';
import { login, seedAccounts } from './support/accounts';
import { Browser, multipart, urlencoded } from './support/browser';
import { expectFormErrors } from './support/form-errors';
import { MailCatcher } from './support/mail-catcher';
import { startTestApp, type TestApp, useTestApp } from './support/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from './support/test-database';

const OPERATOR = 'operator@example.jp';
const VALID = {
  name: '山田 花子',
  email: 'hanako@example.jp',
  category: 'posting',
  message: '実家の掲載を考えています。\n手順を教えてください。',
  agree: true,
};

/** The operator contact form (/contact, /forms/contact → POST /api/forms/contact), mailed over SMTP. */
describe.each(testEngines())('operator contact form on %s', (engine) => {
  const smtp = new MailCatcher();
  let ip = 0;
  const fresh = () => new Browser(t.app, { remoteAddress: `10.8.${Math.floor(++ip / 250)}.${ip % 250}` });
  const toOperator = () => smtp.mails.filter((m) => m.to.includes(OPERATOR));

  beforeAll(() => smtp.start());
  const t = useTestApp(engine, {
    env: () => ({ MAIL_URL: smtp.url, OPERATOR_EMAIL: OPERATOR, RATE_LIMIT_INQUIRY_IP: '3/1h', RATE_LIMIT_INQUIRY_EMAIL: '1000/1h' }),
    seed: seedAccounts,
  });
  afterAll(() => smtp.stop());

  it('mails the enquiry to the operator address and answers the finish page', async () => {
    const res = await fresh().post('/api/forms/contact', VALID);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, redirect: '/inquiry-finish' });
    const mail = await smtp.lastTo(OPERATOR);
    expect(mail.subject).toBe(`【家いちば】お問い合わせ（${INQUIRY_CATEGORIES.posting}）`);
    expect(mail.text).toContain('お名前：山田 花子');
    expect(mail.text).toContain('メールアドレス：hanako@example.jp');
    expect(mail.text).toContain('会員ID：（ログインなし）');
    expect(mail.text).toContain('実家の掲載を考えています。\n手順を教えてください。');
    expect(mail.from).toBe('no-reply@ieichiba.example');
  });

  it('escapes what the sender typed in the HTML part', async () => {
    await fresh().post('/api/forms/contact', { ...VALID, name: '<b>太郎</b>', message: '<script>alert(1)</script>' });
    const mail = await smtp.lastTo(OPERATOR);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;太郎&lt;/b&gt;');
  });

  it('names the member when a logged-in user sends it; form data and urlencoded bodies work', async () => {
    const b = fresh();
    const user = await login(b, 'buyer@example.jp');
    const res = await b.post('/api/forms/contact', undefined, {
      raw: multipart({ name: '山田 花子', email: 'buyer@example.jp', category: 'account', message: 'ログインについて', agree: 'on' }),
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.lastTo(OPERATOR);
    expect(mail.text).toContain(`会員ID：${user.id}`);
    expect(mail.subject).toContain(INQUIRY_CATEGORIES.account);

    const form = await fresh().post('/api/forms/contact', undefined, {
      raw: urlencoded({ ...VALID, category: 'other', agree: 'true', message: 'URLエンコード' }),
    });
    expect(form.statusCode).toBe(200);
    expect((await smtp.lastTo(OPERATOR)).text).toContain('URLエンコード');
  });

  it('checks every rule, first message per field, and sends nothing', async () => {
    const before = toOperator().length;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...VALID, name: '  ' }, { name: [MESSAGES.required] }],
      [{ ...VALID, name: 'あ'.repeat(51) }, { name: ['50文字以内にしてください'] }],
      [{ ...VALID, email: '' }, { email: [MESSAGES.required] }],
      [{ ...VALID, email: 'hanako@example' }, { email: [MESSAGES.email] }],
      [{ ...VALID, category: 'spam' }, { category: [SELLER_MESSAGES.inquiryCategory] }],
      [{ ...VALID, category: undefined }, { category: [SELLER_MESSAGES.inquiryCategory] }],
      [{ ...VALID, message: '' }, { message: [MESSAGES.required] }],
      [{ ...VALID, message: 'あ'.repeat(2001) }, { message: ['2000文字以内にしてください'] }],
      [{ ...VALID, agree: false }, { agree: [MESSAGES.required] }],
      [{ ...VALID, agree: undefined }, { agree: [MESSAGES.required] }],
      [{ ...VALID, name: 12 }, { name: [MESSAGES.invalidValue] }],
      [{ ...VALID, phone: '03-1234-5678' }, { phone: [MESSAGES.unknownParameter] }],
    ];
    for (const [body, errors] of cases) {
      const res = await fresh().post('/api/forms/contact', body);
      expectFormErrors(res, errors);
    }
    const all = await fresh().post('/api/forms/contact', {});
    expect(Object.keys(all.json<ApiErrorBody>().errors ?? {}).sort()).toEqual(['agree', 'category', 'email', 'message', 'name']);
    // the last message is exactly at the limit
    expect((await fresh().post('/api/forms/contact', { ...VALID, message: 'あ'.repeat(2000) })).statusCode).toBe(200);
    expect(toOperator().length).toBe(before + 1);
  });

  it('accepts a filled honeypot silently and sends nothing', async () => {
    await new Promise((r) => setTimeout(r, 100));
    const before = toOperator().length;
    const res = await fresh().post('/api/forms/contact', { ...VALID, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, redirect: '/inquiry-finish' });
    // even with invalid fields: a bot learns nothing
    const invalid = await fresh().post('/api/forms/contact', { website: 'x', name: '' });
    expect(invalid.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(toOperator().length).toBe(before);
  });

  it('needs the CSRF token', async () => {
    const res = await fresh().post('/api/forms/contact', VALID, { csrf: false });
    expect(res.statusCode).toBe(403);
  });

  it('limits sends per IP (RATE_LIMIT_INQUIRY_IP): 429 with Retry-After and the Japanese message', async () => {
    const b = fresh();
    for (let i = 0; i < 3; i++) expect((await b.post('/api/forms/contact', { ...VALID, message: `送信${i}` })).statusCode).toBe(200);
    const before = toOperator().length;
    const blocked = await b.post('/api/forms/contact', { ...VALID, message: '4通目' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<ApiErrorBody>()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: SELLER_MESSAGES.inquiryRateLimited,
      code: 'rate-limited',
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(toOperator().length).toBe(before);
    // another address is not affected
    expect((await fresh().post('/api/forms/contact', VALID)).statusCode).toBe(200);
  });
});

describe('operator contact form when mail cannot be sent', () => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    // nothing listens on port 9 of loopback
    t = await startTestApp(db, { MAIL_URL: 'smtp://127.0.0.1:9' });
  });

  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('answers 200: the mail waits in the queue with the SMTP error, to be retried (docs/mail.md)', async () => {
    const res = await new Browser(t.app).post('/api/forms/contact', VALID);
    expect(res.statusCode).toBe(200);
    const rows: { to_address: string; state: string; attempts: number | string; last_error: string | null }[] = await t.dataSource.query(
      'SELECT to_address, state, attempts, last_error FROM mail_queue',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: t.config.operatorEmail, state: 'pending' });
    expect(Number(rows[0].attempts)).toBeGreaterThanOrEqual(1);
    expect(rows[0].last_error).toMatch(/ECONNREFUSED|connect/i);
  });
});
