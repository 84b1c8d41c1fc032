import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { exec, insertRow, isoOf, isoOrNull, placeholders, sqlTime, textOrNull, withTransaction } from '../database/sql';

/** A queued mail as the worker sends it. */
export interface QueuedMail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

/** A failed mail as staff see it (never the body: it may carry a single-use link). */
export interface FailedMail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string | null;
}

/** A new row of the queue. */
export interface NewMail {
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  nextAttemptAt: string;
  createdAt: string;
}

/** Rows looked at per claim; claimed in random order so the workers of several instances rarely collide. */
const CLAIM_BATCH = 16;

/** A row the worker may claim: due and pending, or left 'sending' past its lease. */
const DUE = `((state = 'pending' AND next_attempt_at <= ?) OR (state = 'sending' AND claimed_at <= ?))`;

/** SQL of the mail queue (table `mail_queue`, migration MailQueue, docs/mail.md). MailQueueService keeps the rules. */
@Injectable()
export class MailQueueRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes one pending row, in the transaction of `m` when given; returns its id. */
  insert(mail: NewMail, m?: EntityManager): Promise<number> {
    return insertRow(m ?? this.dataSource.manager, 'mail_queue', {
      to_address: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      state: 'pending',
      attempts: 0,
      next_attempt_at: mail.nextAttemptAt,
      created_at: mail.createdAt,
    });
  }

  /** Rows still to send as of `asOf` (pending and due) plus rows being sent. */
  async countOutstanding(asOf: string): Promise<number> {
    const rows: { n: number | string }[] = await this.dataSource.query(
      `SELECT COUNT(*) AS n FROM mail_queue WHERE (state = 'pending' AND next_attempt_at <= ?) OR state = 'sending'`,
      [asOf],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Claims one due row (due as of `asOf`, or 'sending' since before `leaseCutoff`) for `workerId`
   * with a conditional UPDATE (one row changed, or another worker got it first); null when none is left.
   */
  claim(workerId: string, asOf: string, leaseCutoff: string): Promise<QueuedMail | null> {
    return withTransaction(this.dataSource, async (m) => {
      const ids = ((await m.query(`SELECT id FROM mail_queue WHERE ${DUE} ORDER BY id LIMIT ${CLAIM_BATCH}`, [asOf, leaseCutoff])) as { id: number | string }[])
        .map((r) => Number(r.id))
        .sort(() => Math.random() - 0.5);
      for (const id of ids) {
        const r = await exec(
          m,
          `UPDATE mail_queue SET state = 'sending', claimed_by = ?, claimed_at = ?, attempts = attempts + 1 WHERE id = ? AND ${DUE}`,
          [workerId, sqlTime(), id, asOf, leaseCutoff],
        );
        if (r.affected !== 1) continue;
        const [row] = (await m.query('SELECT id, to_address, kind, subject, text, html, attempts FROM mail_queue WHERE id = ?', [id])) as Record<string, unknown>[];
        return {
          id,
          to: String(row.to_address),
          kind: String(row.kind),
          subject: String(row.subject),
          text: String(row.text),
          html: String(row.html ?? ''),
          attempts: Number(row.attempts),
        };
      }
      return null;
    });
  }

  /** Marks a row this worker is sending as sent; returns the rows changed (0 if the lease was lost). */
  markSent(id: number, workerId: string): Promise<number> {
    return this.update(`UPDATE mail_queue SET state = 'sent', sent_at = ?, last_error = NULL WHERE id = ? AND state = 'sending' AND claimed_by = ?`, [
      sqlTime(),
      id,
      workerId,
    ]);
  }

  /** After a failed attempt: back to 'pending' until `nextAttemptAt`, or 'failed' for good. */
  markAttemptFailed(id: number, workerId: string, state: 'pending' | 'failed', nextAttemptAt: string, error: string): Promise<number> {
    return this.update(`UPDATE mail_queue SET state = ?, next_attempt_at = ?, last_error = ? WHERE id = ? AND state = 'sending' AND claimed_by = ?`, [
      state,
      nextAttemptAt,
      error,
      id,
      workerId,
    ]);
  }

  /** The number of rows per state (states without rows are absent). */
  async countByState(): Promise<{ state: string; n: number }[]> {
    const rows: { state: string; n: number | string }[] = await this.dataSource.query('SELECT state, COUNT(*) AS n FROM mail_queue GROUP BY state');
    return rows.map((r) => ({ state: String(r.state), n: Number(r.n) }));
  }

  /** Rows not sent yet by state (pending, sending, failed; states without rows are absent). */
  async countUnsentByState(): Promise<{ state: string; n: number }[]> {
    const rows: { state: unknown; n: unknown }[] = await this.dataSource.query("SELECT state, COUNT(*) AS n FROM mail_queue WHERE state <> 'sent' GROUP BY state");
    return rows.map((r) => ({ state: String(r.state), n: Number(r.n) }));
  }

  /** Failed mails, newest first. */
  async failed(limit: number): Promise<FailedMail[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT id, to_address, kind, subject, attempts, last_error, created_at, next_attempt_at FROM mail_queue WHERE state = 'failed' ORDER BY id DESC LIMIT ?`,
      [limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      to: String(r.to_address),
      kind: String(r.kind),
      subject: String(r.subject),
      attempts: Number(r.attempts),
      last_error: textOrNull(r.last_error),
      created_at: isoOf(r.created_at),
      updated_at: isoOrNull(r.next_attempt_at),
    }));
  }

  /**
   * Puts failed rows (all, or those of `ids`) back to 'pending' with a fresh count of attempts, due at
   * `dueAt`; `audit` runs in the same transaction when rows changed. Returns how many.
   */
  requeueFailed(ids: readonly number[] | undefined, dueAt: string, audit?: (m: EntityManager, retried: number) => Promise<void>): Promise<number> {
    const only = ids && ids.length > 0 ? ` AND id IN (${placeholders(ids.length)})` : '';
    return withTransaction(this.dataSource, async (m) => {
      const r = await exec(
        m,
        `UPDATE mail_queue SET state = 'pending', attempts = 0, next_attempt_at = ?, claimed_by = NULL, claimed_at = NULL WHERE state = 'failed'${only}`,
        [dueAt, ...(ids ?? [])],
      );
      if (r.affected > 0) await audit?.(m, r.affected);
      return r.affected;
    });
  }

  /**
   * Deletes at most `limit` rows of `state` whose time is before `cutoff`: for 'sent' rows their
   * `sent_at`, for 'failed' rows their last attempt (`next_attempt_at`). Returns how many were deleted.
   * The ids are read first and the DELETE checks the condition again, so a row that changed meanwhile
   * (a failed mail staff just queued again) stays, and two instances deleting at once delete each row
   * once (the second finds it gone). A sent row's `next_attempt_at` is never after its `sent_at` (it
   * was due when claimed), so `next_attempt_at < cutoff` narrows the scan to the due index
   * (IDX_mail_queue_due: state, next_attempt_at) without changing which rows match.
   */
  async deleteOld(state: 'sent' | 'failed', cutoff: string, limit: number): Promise<number> {
    const where = state === 'sent' ? `state = 'sent' AND next_attempt_at < ? AND sent_at < ?` : `state = 'failed' AND next_attempt_at < ?`;
    const params = state === 'sent' ? [cutoff, cutoff] : [cutoff];
    const ids = ((await this.dataSource.query(`SELECT id FROM mail_queue WHERE ${where} LIMIT ${Math.max(1, Math.floor(limit))}`, params)) as { id: number | string }[]).map(
      (r) => Number(r.id),
    );
    if (ids.length === 0) return 0;
    return withTransaction(this.dataSource, async (m) => (await exec(m, `DELETE FROM mail_queue WHERE id IN (${placeholders(ids.length)}) AND ${where}`, [...ids, ...params])).affected);
  }

  private update(sql: string, params: unknown[]): Promise<number> {
    return withTransaction(this.dataSource, async (m) => (await exec(m, sql, params)).affected);
  }
}
