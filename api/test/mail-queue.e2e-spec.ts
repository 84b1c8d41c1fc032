import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, MESSAGES } from '@akiya/contracts';
import { MAIL_RETRY_IDS_INVALID } from '../src/mail/mail-queue.controller';
import type { MailQueueSummary } from '../src/mail/mail-queue.service';
import { connectDataSource } from '../src/database/data-source';
import { MailService } from '../src/mail/mail.service';
import { createUser, DEMO_PASSWORD, login, registrationForm, seedAccounts } from './support/accounts';
import { Browser, flushMail, multipart } from './support/browser';
import { clientId, createListing, enquire } from './support/deals';
import { linkIn, MailCatcher } from './support/mail-catcher';
import { describeRedis } from './support/redis';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { crossEngine, on, startTwoInstances, type TwoInstances } from './support/two-instances';

/**
 * The mail queue (docs/mail.md), against a real SMTP server (smtp-server).
 * - SMTP stopped while 20 registrations and 20 deal messages happen: every action answers 200; once
 *   SMTP is back every mail arrives exactly once although the workers of both instances run (two
 *   instances on MariaDB with TEST_DATABASE_URL; one instance on SQLite, which is one process).
 *   The outage lasts OUTAGE_MS (30 s, as the issue asks) and the actions are spread over it (one
 *   registration and one message every 1.5 s, alternating instances), with a faster backoff
 *   (MAIL_QUEUE_RETRY_BASE_MS 300, MAIL_QUEUE_RETRY_MAX_MS 1500) so the workers keep failing
 *   attempts all through the outage.
 * - A mailbox that always refuses: 'failed' after MAIL_QUEUE_MAX_ATTEMPTS, shown to staff only, and
 *   queued again by the staff's retry.
 */

const OUTAGE_MS = 30_000;
const N = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const describeEngine = crossEngine === 'mysql' ? describeRedis : describe;

describeEngine(`mail queue on ${crossEngine}`, () => {
  const smtp = new MailCatcher();
  let two: TwoInstances | null = null;
  let single: { db: TestDatabase; t: TestApp } | null = null;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    await smtp.start();
    const env = {
      MAIL_URL: smtp.url,
      PUBLIC_URL: 'https://ieichiba.example',
      RATE_LIMIT_ENABLED: '0',
      MAIL_QUEUE_POLL_MS: '200',
      MAIL_QUEUE_RETRY_BASE_MS: '300',
      MAIL_QUEUE_RETRY_MAX_MS: '1500',
      MAIL_QUEUE_MAX_ATTEMPTS: '60',
    };
    if (crossEngine === 'mysql') {
      two = await startTwoInstances(env);
      a = two.a;
      b = two.b;
    } else {
      const db = await createTestDatabase('sqlite');
      const t = await startTestApp(db, env);
      await seedAccounts(t);
      single = { db, t };
      a = b = t;
    }
  }, 60_000);

  afterAll(async () => {
    await two?.close();
    await single?.t.close();
    await single?.db.drop();
    await smtp.stop();
  });

  it('an SMTP outage fails no action; afterwards every mail arrives exactly once', async () => {
    // Deal parties and their contact, mails delivered while SMTP still runs.
    const seller = await createUser(a, { lastName: '売主' });
    const buyer = await createUser(a, { lastName: '買主' });
    const buyerA = new Browser(a.app);
    await login(buyerA, buyer.email, 'secret123');
    const buyerB = on(b, buyerA);
    const listing = await createListing(a, seller.id);
    const contactId = (await enquire(buyerA, listing)).contact_id;
    expect(contactId).toBeGreaterThan(0);
    await flushMail(a.app);
    await flushMail(b.app);
    const before = smtp.mails.length;
    const queuedBefore = Number((await a.dataSource.query('SELECT COUNT(*) AS n FROM mail_queue'))[0].n);

    await smtp.stop();
    const down = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < N; i++) {
      // Spread over the outage: action pair i starts at i/N of it (the last one 1.5 s before the end).
      const at = down + (i * OUTAGE_MS) / N;
      if (at > Date.now()) await sleep(at - Date.now());
      const instance = i % 2 === 0 ? a : b;
      const reg = await new Browser(instance.app).post('/api/login/post-register', undefined, { raw: multipart(registrationForm({ email: `queue${i}@example.jp` })) });
      statuses.push(reg.statusCode);
      const buyerHere = i % 2 === 0 ? buyerA : buyerB;
      const msg = await buyerHere.post(`/api/my-page/contacts/${contactId}/messages`, undefined, {
        raw: multipart({ body: `キュー確認 #${i}# です`, clientId: clientId() }),
      });
      statuses.push(msg.statusCode);
      if (msg.statusCode !== 200) throw new Error(`message ${i}: ${msg.statusCode} ${msg.body}`);
    }
    expect(statuses).toEqual(Array(2 * N).fill(200));
    expect(smtp.mails.length).toBe(before);

    // Every mail is in the queue, none sent, attempts made and failing.
    const rows: { state: string; attempts: number | string; last_error: string | null }[] = await a.dataSource.query(
      'SELECT state, attempts, last_error FROM mail_queue WHERE id > (SELECT MAX(id) FROM mail_queue) - ?',
      [2 * N],
    );
    expect(rows).toHaveLength(2 * N);
    expect(rows.every((r) => r.state === 'pending' || r.state === 'sending')).toBe(true);
    expect(rows.some((r) => Number(r.attempts) > 0 && r.last_error !== null)).toBe(true);

    const rest = OUTAGE_MS - (Date.now() - down);
    if (rest > 0) await sleep(rest);
    await smtp.start(Number(new URL(smtp.url).port));

    const expected = 2 * N;
    await waitFor(`${expected} mails`, () => smtp.mails.length - before >= expected, 30_000);
    // Give both workers time to (wrongly) send anything twice.
    await sleep(2000);
    const received = smtp.mails.slice(before);
    expect(received).toHaveLength(expected);
    for (let i = 0; i < N; i++) {
      const to = received.filter((m) => m.to.includes(`queue${i}@example.jp`));
      expect(to).toHaveLength(1);
      expect(to[0].subject).toContain('メールアドレスのご確認');
      expect(linkIn(to[0].text, '/login/verify')).toContain('https://ieichiba.example/login/verify?token=');
      expect(received.filter((m) => m.to.includes(seller.email) && m.text.includes(`#${i}#`))).toHaveLength(1);
    }
    const states: { state: string; n: number | string }[] = await a.dataSource.query('SELECT state, COUNT(*) AS n FROM mail_queue GROUP BY state');
    expect(states.map((s) => [s.state, Number(s.n)])).toEqual([['sent', queuedBefore + expected]]);
    const senders: { claimed_by: string }[] = await a.dataSource.query("SELECT DISTINCT claimed_by FROM mail_queue WHERE state = 'sent'");
    // Both workers run on two instances; which one sends what is up to them.
    expect(senders.length).toBeGreaterThanOrEqual(1);
  }, 120_000);
});

describe(`a mail that never goes through on ${crossEngine}`, () => {
  const smtp = new MailCatcher();
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
    smtp.rejectRecipients = /^bounce@/;
    db = await createTestDatabase(crossEngine);
    t = await startTestApp(db, {
      MAIL_URL: smtp.url,
      RATE_LIMIT_ENABLED: '0',
      MAIL_QUEUE_POLL_MS: '100',
      MAIL_QUEUE_RETRY_BASE_MS: '100',
      MAIL_QUEUE_RETRY_MAX_MS: '200',
      MAIL_QUEUE_MAX_ATTEMPTS: '3',
    });
    await seedAccounts(t);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await db?.drop();
    await smtp.stop();
  });

  it("ends 'failed' after the attempts allowed, shown to staff only, and staff can queue it again", async () => {
    const reg = await new Browser(t.app).post('/api/login/post-register', undefined, { raw: multipart(registrationForm({ email: 'bounce@example.jp' })) });
    expect(reg.statusCode).toBe(200);
    const row = async () =>
      ((await t.dataSource.query("SELECT id, state, attempts, last_error FROM mail_queue WHERE to_address = 'bounce@example.jp'")) as Record<string, unknown>[])[0];
    await waitFor("state 'failed'", async () => (await row()).state === 'failed', 15_000);
    const failed = await row();
    expect(Number(failed.attempts)).toBe(3);
    expect(String(failed.last_error)).toMatch(/550|rejected|mailbox/i);
    await sleep(500);
    expect(Number((await row()).attempts)).toBe(3); // no attempt after 'failed'

    // Not staff: the plain 404, whatever is sent.
    const anonymous = new Browser(t.app);
    const buyer = new Browser(t.app);
    await login(buyer, 'buyer@example.jp', DEMO_PASSWORD);
    for (const who of [anonymous, buyer]) {
      const get = await who.get('/api/staff/mail-queue');
      expect(get.statusCode).toBe(404);
      expect(get.body).not.toContain('bounce');
      expect((await who.post('/api/staff/mail-queue/retry', { ids: 'x' })).statusCode).toBe(404);
      expect((await who.post('/api/staff/mail-queue/retry', {})).statusCode).toBe(404);
    }
    expect((await row()).state).toBe('failed');

    const staff = new Browser(t.app);
    await login(staff, 'staff@example.jp', DEMO_PASSWORD);
    const view = await staff.get('/api/staff/mail-queue');
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    const summary = view.json<MailQueueSummary>();
    expect(summary.counts.failed).toBe(1);
    expect(summary.failed).toEqual([
      expect.objectContaining({ id: Number(failed.id), to: 'bounce@example.jp', kind: 'verification', attempts: 3, last_error: failed.last_error }),
    ]);
    expect(JSON.stringify(summary)).not.toContain('/login/verify'); // never the body (single-use links)

    for (const ids of ['1', [0], [1.5], ['1'], Array(501).fill(1)]) {
      const bad = await staff.post('/api/staff/mail-queue/retry', { ids });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: MAIL_RETRY_IDS_INVALID });
    }
    expect(MAIL_RETRY_IDS_INVALID).not.toBe(MESSAGES.notFound);

    // The mailbox works again: staff queue it once more and it is delivered once.
    smtp.rejectRecipients = null;
    const retry = await staff.post('/api/staff/mail-queue/retry', { ids: [Number(failed.id)] });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ retried: 1 });
    const audit: { action: string; target_id: string; detail: string }[] = await t.dataSource.query(
      "SELECT a.action, a.target_id, a.detail FROM staff_audit_log a JOIN users u ON u.id = a.actor_id WHERE u.email = 'staff@example.jp' AND a.action = 'mail.retry'",
    );
    expect(audit).toEqual([{ action: 'mail.retry', target_id: String(failed.id), detail: '1 failed mail(s) queued again' }]);
    await waitFor('delivery after the retry', () => smtp.mails.some((m) => m.to.includes('bounce@example.jp')), 10_000);
    await sleep(300);
    expect(smtp.mails.filter((m) => m.to.includes('bounce@example.jp'))).toHaveLength(1);
    expect((await row()).state).toBe('sent');
    expect((await staff.get('/api/staff/mail-queue')).json<MailQueueSummary>()).toMatchObject({ counts: { failed: 0 }, failed: [] });
    expect((await staff.post('/api/staff/mail-queue/retry', {})).json()).toEqual({ retried: 0 });
  }, 60_000);
});

describe(`mail queue worker on ${crossEngine}`, () => {
  const smtp = new MailCatcher();
  let db: TestDatabase;

  beforeAll(async () => {
    await smtp.start();
    db = await createTestDatabase(crossEngine);
  }, 60_000);

  afterAll(async () => {
    await db?.drop();
    await smtp.stop();
  });

  it('sends a mail queued inside a transaction right after the commit, without waiting for the poll', async () => {
    const t = await startTestApp(db, { MAIL_URL: smtp.url, RATE_LIMIT_ENABLED: '0', MAIL_QUEUE_POLL_MS: '600000' });
    try {
      await seedAccounts(t);
      await sleep(200); // the start-up pass is over
      const csrf = await new Browser(t.app).get('/api/common/base-data'); // only for the CSRF cookie
      const token = csrf.cookies.find((c) => c.name === CSRF_COOKIE_NAME)!.value;
      const form = multipart(registrationForm({ email: 'kick@example.jp' }));
      // Raw inject (the test Browser would flush the queue itself).
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/post-register',
        headers: { 'content-type': form.contentType, cookie: `${CSRF_COOKIE_NAME}=${token}`, [CSRF_HEADER_NAME]: token },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
      await waitFor('the verification mail', () => smtp.mails.some((m) => m.to.includes('kick@example.jp')), 3000);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('closing the app finishes the mail being sent and claims no other', async () => {
    await db.drop();
    db = await createTestDatabase(crossEngine);
    const env = { MAIL_URL: smtp.url, RATE_LIMIT_ENABLED: '0', MAIL_QUEUE_POLL_MS: '100' };
    const t = await startTestApp(db, env);
    smtp.delayMs = 1500;
    const before = smtp.mails.length;
    const mail = t.app.get(MailService);
    await mail.send('first@example.jp', { kind: 'test', subject: '一通目', text: 'one', html: '' });
    await waitFor("the first mail 'sending'", async () => {
      const [r] = await t.dataSource.query("SELECT state FROM mail_queue WHERE to_address = 'first@example.jp'");
      return r.state === 'sending';
    }, 5000);
    // Queued while the first one is on the wire: the stopping worker must leave it.
    await t.dataSource.query(
      "INSERT INTO mail_queue (to_address, kind, subject, text, html, state, attempts, next_attempt_at, created_at) VALUES ('second@example.jp', 'test', '二通目', 'two', '', 'pending', 0, '2000-01-01 00:00:00', '2000-01-01 00:00:00')",
    );
    await t.close();
    expect(smtp.mails.slice(before).map((m) => m.to[0])).toEqual(['first@example.jp']);
    // Read with a bare connection: an app would start a worker.
    const reader = await connectDataSource(db.config);
    const rows: { to_address: string; state: string; attempts: number | string }[] = await reader.query(
      'SELECT to_address, state, attempts FROM mail_queue ORDER BY id',
    );
    await reader.destroy();
    expect(rows[0]).toMatchObject({ to_address: 'first@example.jp', state: 'sent' });
    expect(rows[1]).toMatchObject({ to_address: 'second@example.jp', state: 'pending' });
    expect(Number(rows[1].attempts)).toBe(0);
  }, 60_000);
});
