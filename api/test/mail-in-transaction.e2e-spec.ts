import type { PartnerSummary } from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { loginAs, seedAccounts } from './support/accounts';
import { party } from './support/deals';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * Partner mails are written in the same transaction as their action (docs/mail.md): when the mail
 * cannot be queued the action is not committed either, and when it can, the action and its mails
 * exist together. A trigger makes every insert into mail_queue fail, as a full disk or a lost
 * connection in the middle of the transaction would.
 */

const application = {
  display_name: '取引と同時の応援団',
  area: '長野県松本市',
  activity: '近所の空き家の持ち主さんに家いちばを紹介したいです。',
  phone: '',
  agree: true,
};

async function refuseMail(ds: DataSource, on: boolean): Promise<void> {
  const mysql = ds.options.type === 'mysql';
  if (!on) {
    await ds.query('DROP TRIGGER IF EXISTS mail_queue_refused');
    return;
  }
  await ds.query(
    mysql
      ? "CREATE TRIGGER mail_queue_refused BEFORE INSERT ON mail_queue FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'no mail'"
      : "CREATE TRIGGER mail_queue_refused BEFORE INSERT ON mail_queue BEGIN SELECT RAISE(ABORT, 'no mail'); END",
  );
}

describe.each(testEngines())('partner mails in the action’s transaction on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });

  const partnersOf = async (userId: number) => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM partners WHERE user_id = ?', [userId]))[0].n);
  const mailsTo = async (to: string) => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM mail_queue WHERE to_address = ?', [to]))[0].n);

  it('an application whose mails cannot be queued is not stored; with the queue back, it and both mails are', async () => {
    const alice = await party(t, '取引');
    await refuseMail(t.dataSource, true);
    try {
      const refused = await alice.browser.post('/api/partners/join', application);
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await refuseMail(t.dataSource, false);
    }
    expect(await partnersOf(alice.user.id)).toBe(0);
    expect(await mailsTo(alice.user.email)).toBe(0);

    const before = Number((await t.dataSource.query("SELECT COUNT(*) AS n FROM mail_queue WHERE kind = 'operator-partner'"))[0].n);
    const joined = await alice.browser.post('/api/partners/join', application);
    expect(joined.statusCode).toBe(200);
    expect(await partnersOf(alice.user.id)).toBe(1);
    expect(await mailsTo(alice.user.email)).toBe(1);
    expect(Number((await t.dataSource.query("SELECT COUNT(*) AS n FROM mail_queue WHERE kind = 'operator-partner'"))[0].n)).toBe(before + 1);

    // Staff approval: refused mail → the partner stays pending; then approved with its mail.
    const partner = joined.json<{ partner: PartnerSummary }>().partner;
    const staff = await loginAs(t, 'staff@example.jp');
    await refuseMail(t.dataSource, true);
    try {
      const move = await staff.post(`/api/staff/partners/${partner.id}/status`, { to: 'approved', version: partner.version });
      expect(move.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await refuseMail(t.dataSource, false);
    }
    expect((await t.dataSource.query('SELECT status FROM partners WHERE id = ?', [partner.id]))[0].status).toBe('pending');
    const mailsBefore = await mailsTo(alice.user.email);
    const approved = await staff.post(`/api/staff/partners/${partner.id}/status`, { to: 'approved', version: partner.version });
    expect(approved.statusCode).toBe(200);
    expect(await mailsTo(alice.user.email)).toBe(mailsBefore + 1);
  });
});
