import { sqlTime } from '../src/database/sql';
import { MailQueueService } from '../src/mail/mail-queue.service';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from './support/test-database';

/**
 * Retention of the mail queue (docs/mail.md, "Retention"): sent mails older than
 * MAIL_QUEUE_SENT_RETENTION_DAYS (default 30) and failed mails whose last attempt is older than
 * MAIL_QUEUE_FAILED_RETENTION_DAYS (default 90) are deleted by the worker in batches; recent ones and
 * every mail not sent yet are kept. Two instances purging at once delete each row once. On SQLite
 * and, with TEST_DATABASE_URL, MariaDB.
 */

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => sqlTime(new Date(Date.now() - days * DAY));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  to: string;
  state: 'pending' | 'sending' | 'sent' | 'failed';
  created: string;
  next: string;
  sent?: string;
  claimed?: string;
}

async function insert(t: TestApp, rows: Row[]): Promise<void> {
  // A few hundred rows per statement (both engines take that many placeholders).
  for (let i = 0; i < rows.length; i += 200) {
    const part = rows.slice(i, i + 200);
    await t.dataSource.query(
      `INSERT INTO mail_queue (to_address, kind, subject, text, html, state, attempts, next_attempt_at, claimed_by, claimed_at, created_at, sent_at)
       VALUES ${part.map(() => "(?, 'test', '件名', 'body', '', ?, 1, ?, ?, ?, ?, ?)").join(', ')}`,
      part.flatMap((r) => [r.to, r.state, r.next, r.claimed ? 'elsewhere:1:abcd' : null, r.claimed ?? null, r.created, r.sent ?? null]),
    );
  }
}

async function addresses(t: TestApp): Promise<string[]> {
  const rows: { to_address: string }[] = await t.dataSource.query('SELECT to_address FROM mail_queue ORDER BY to_address');
  return rows.map((r) => r.to_address);
}

/** The rows every case starts from: which must go and which must stay with the default settings. */
function mixedRows(): { rows: Row[]; kept: string[] } {
  const rows: Row[] = [
    // Sent 40 days ago: past the 30 days.
    { to: 'old-sent@example.jp', state: 'sent', created: daysAgo(40), next: daysAgo(40), sent: daysAgo(40) },
    // Sent 29 days ago: kept.
    { to: 'recent-sent@example.jp', state: 'sent', created: daysAgo(29), next: daysAgo(29), sent: daysAgo(29) },
    // Queued 40 days ago but sent yesterday (a staff retry): the time it was sent counts.
    { to: 'late-sent@example.jp', state: 'sent', created: daysAgo(40), next: daysAgo(40), sent: daysAgo(1) },
    // Not sent yet, however old: kept.
    { to: 'old-pending@example.jp', state: 'pending', created: daysAgo(100), next: sqlTime(new Date(Date.now() + DAY)) },
    { to: 'old-sending@example.jp', state: 'sending', created: daysAgo(100), next: daysAgo(100), claimed: sqlTime() },
    // Failed, last attempt 100 days ago: past the 90 days.
    { to: 'old-failed@example.jp', state: 'failed', created: daysAgo(101), next: daysAgo(100) },
    // Failed 10 days ago: kept for staff.
    { to: 'recent-failed@example.jp', state: 'failed', created: daysAgo(11), next: daysAgo(10) },
  ];
  // More than two batches of old sent mails.
  for (let i = 0; i < 1100; i++) {
    const when = daysAgo(31 + (i % 300));
    rows.push({ to: `bulk-${String(i).padStart(4, '0')}@example.jp`, state: 'sent', created: when, next: when, sent: when });
  }
  const kept = ['late-sent@example.jp', 'old-pending@example.jp', 'old-sending@example.jp', 'recent-failed@example.jp', 'recent-sent@example.jp'];
  return { rows, kept };
}

describe.each(testEngines())('mail queue retention on %s', (engine) => {
  let db: TestDatabase;

  beforeEach(async () => {
    db = await createTestDatabase(engine);
  }, 60_000);

  afterEach(async () => {
    await db?.drop();
  });

  it('deletes old sent and failed mails in batches and keeps recent and unsent ones', async () => {
    const t = await startTestApp(db, { RATE_LIMIT_ENABLED: '0' });
    try {
      await sleep(200); // the start-up purge (of an empty queue) is over
      const { rows, kept } = mixedRows();
      await insert(t, rows);
      const deleted = await t.app.get(MailQueueService).purgeOld();
      expect(deleted).toEqual({ sent: 1101, failed: 1 });
      expect(await addresses(t)).toEqual(kept);
      // Nothing more to delete.
      expect(await t.app.get(MailQueueService).purgeOld()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await t.close();
    }
  }, 120_000);

  it('two instances purging at once delete each old row once and keep the rest', async () => {
    const a = await startTestApp(db, { RATE_LIMIT_ENABLED: '0' });
    const b = await startTestApp(db, { RATE_LIMIT_ENABLED: '0' });
    try {
      await sleep(200);
      const { rows, kept } = mixedRows();
      await insert(a, rows);
      const [fromA, fromB] = await Promise.all([a.app.get(MailQueueService).purgeOld(), b.app.get(MailQueueService).purgeOld()]);
      expect(fromA.sent + fromB.sent).toBe(1101);
      expect(fromA.failed + fromB.failed).toBe(1);
      expect(await addresses(b)).toEqual(kept);
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);

  it('the worker purges on its own at start, with the configured number of days (0 keeps them)', async () => {
    const first = await startTestApp(db, { RATE_LIMIT_ENABLED: '0' });
    await insert(first, [
      { to: 'sent-10-days@example.jp', state: 'sent', created: daysAgo(10), next: daysAgo(10), sent: daysAgo(10) },
      { to: 'sent-5-days@example.jp', state: 'sent', created: daysAgo(5), next: daysAgo(5), sent: daysAgo(5) },
      { to: 'failed-1000-days@example.jp', state: 'failed', created: daysAgo(1000), next: daysAgo(1000) },
    ]);
    await first.close();
    const t = await startTestApp(db, { RATE_LIMIT_ENABLED: '0', MAIL_QUEUE_SENT_RETENTION_DAYS: '7', MAIL_QUEUE_FAILED_RETENTION_DAYS: '0' });
    try {
      const deadline = Date.now() + 10_000;
      while ((await addresses(t)).includes('sent-10-days@example.jp')) {
        if (Date.now() > deadline) throw new Error('the worker did not delete the mail sent 10 days ago');
        await sleep(50);
      }
      expect(await addresses(t)).toEqual(['failed-1000-days@example.jp', 'sent-5-days@example.jp']);
    } finally {
      await t.close();
    }
  }, 120_000);
});
