import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { exec, insertRow, isoOf, isoOrNull, placeholders, sqlTime, withTransaction } from '../database/sql';
import type { MailQueueState } from './mail-queue.entity';
import { OutboxTransport } from './outbox-transport';
import type { MailContent } from './templates/layout';

/** A queued mail as the worker sends it. */
interface QueuedMail {
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

export interface MailQueueSummary {
  counts: Record<MailQueueState, number>;
  failed: FailedMail[];
}

const STATES: readonly MailQueueState[] = ['pending', 'sending', 'sent', 'failed'];
/** Rows looked at per claim; claimed in random order so the workers of several instances rarely collide. */
const CLAIM_BATCH = 16;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The mail queue (docs/mail.md). `enqueue` writes a `mail_queue` row, in the caller's transaction
 * when it passes its EntityManager, so a mail exists exactly when the action that causes it was
 * committed. A worker in every instance polls (MAIL_QUEUE_POLL_MS, plus a kick right after an insert
 * or a commit in this process) and claims one due row at a time with a conditional UPDATE (state
 * 'pending' → 'sending', one row changed or someone else got it), so one worker of any instance sends
 * a row. A failure waits MAIL_QUEUE_RETRY_BASE_MS·2^(attempts−1) (at most MAIL_QUEUE_RETRY_MAX_MS);
 * after MAIL_QUEUE_MAX_ATTEMPTS attempts the row is 'failed' and shown to staff. A row left 'sending'
 * longer than MAIL_QUEUE_LEASE_MS (its instance died mid-send) is claimed again.
 *
 * Transport: SMTP when MAIL_URL is set, otherwise `<DATA_DIR>/outbox/` (OutboxTransport). Mail
 * bodies are never logged.
 */
@Injectable()
export class MailQueueService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;
  /** This instance's worker, as written to `claimed_by`. */
  readonly workerId = `${hostname().slice(0, 30)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;
  /** The running pass of the worker, if any. */
  private pass: Promise<void> | null = null;
  /** A kick arrived while a pass ran: run another one after it. */
  private again = false;
  /** Transactions of this process that wrote a row: kick once each commits. */
  private readonly kickOnCommit = new WeakSet<QueryRunner>();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.transporter = config.mail.url ? createTransport(config.mail.url) : createTransport(new OutboxTransport(config.mail.outboxDir));
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: (event) => {
        if (!this.kickOnCommit.has(event.queryRunner)) return;
        this.kickOnCommit.delete(event.queryRunner);
        this.kick();
      },
    };
    dataSource.subscribers.push(subscriber);
  }

  /** Where mails go, for logs and docs. */
  get transportName(): string {
    return this.config.mail.url ? 'smtp' : 'outbox';
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), this.config.mail.queue.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops claiming; waits for the mail being sent to finish. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.pass) await this.pass;
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }

  /**
   * Queues one mail. With `manager` the row is part of that transaction (sent only if it commits);
   * without, it is written at once. Rejects only when the database write fails.
   */
  async enqueue(to: string, content: MailContent, manager?: EntityManager): Promise<number> {
    const now = new Date();
    // A second early: MySQL may round a DATETIME up to the next whole second.
    const id = await insertRow(manager ?? this.dataSource.manager, 'mail_queue', {
      to_address: to,
      kind: content.kind.slice(0, 64),
      subject: content.subject.slice(0, 500),
      text: content.text,
      html: content.html ?? '',
      state: 'pending',
      attempts: 0,
      next_attempt_at: sqlTime(new Date(now.getTime() - 1000)),
      created_at: sqlTime(now),
    });
    this.logger.log(`mail "${content.kind}" queued (#${id})`);
    if (manager?.queryRunner?.isTransactionActive) this.kickOnCommit.add(manager.queryRunner);
    else this.kick();
    return id;
  }

  /** Starts a pass of the worker now (or right after the running one). */
  kick(): void {
    if (this.stopping) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    void this.runPass().then(() => {
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Runs one pass once no other pass of this process runs; never rejects. */
  private async runPass(asOf?: string): Promise<void> {
    while (this.pass) await this.pass;
    if (this.stopping) return;
    this.pass = this.work(asOf)
      .catch((error) => this.logger.error(`mail worker pass failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.pass = null;
      });
    await this.pass;
  }

  /**
   * For tests and commands: sends every mail due now (in this process, or waits while another
   * instance's worker sends it), up to `timeoutMs`. Mails that failed and wait for a later attempt are
   * left to the worker.
   */
  async flush(timeoutMs = 10_000): Promise<void> {
    const start = sqlTime();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.runPass(start);
      const rows: { n: number | string }[] = await this.dataSource.query(
        `SELECT COUNT(*) AS n FROM mail_queue WHERE (state = 'pending' AND next_attempt_at <= ?) OR state = 'sending'`,
        [start],
      );
      if (Number(rows[0].n) === 0 || Date.now() > deadline || this.stopping) return;
      await sleep(20);
    }
  }

  /** One pass: claims and sends due rows one by one until none is due (as of the pass's start). */
  private async work(asOf: string = sqlTime()): Promise<void> {
    while (!this.stopping) {
      const mail = await this.claim(asOf);
      if (!mail) return;
      await this.deliver(mail);
    }
  }

  /** Claims one due row (or one whose lease ran out) for this worker; null when none is left. */
  private async claim(asOf: string): Promise<QueuedMail | null> {
    const leaseCutoff = sqlTime(new Date(Date.now() - this.config.mail.queue.leaseMs));
    const due = `((state = 'pending' AND next_attempt_at <= ?) OR (state = 'sending' AND claimed_at <= ?))`;
    return withTransaction(this.dataSource, async (m) => {
      const ids = ((await m.query(`SELECT id FROM mail_queue WHERE ${due} ORDER BY id LIMIT ${CLAIM_BATCH}`, [asOf, leaseCutoff])) as { id: number | string }[])
        .map((r) => Number(r.id))
        .sort(() => Math.random() - 0.5);
      for (const id of ids) {
        const r = await exec(
          m,
          `UPDATE mail_queue SET state = 'sending', claimed_by = ?, claimed_at = ?, attempts = attempts + 1 WHERE id = ? AND ${due}`,
          [this.workerId, sqlTime(), id, asOf, leaseCutoff],
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

  private async deliver(mail: QueuedMail): Promise<void> {
    try {
      await this.transporter.sendMail({
        from: this.config.mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const q = this.config.mail.queue;
      const failed = mail.attempts >= q.maxAttempts;
      const wait = Math.min(q.retryMaxMs, q.retryBaseMs * 2 ** Math.max(0, mail.attempts - 1));
      await this.update(
        `UPDATE mail_queue SET state = ?, next_attempt_at = ?, last_error = ? WHERE id = ? AND state = 'sending' AND claimed_by = ?`,
        [failed ? 'failed' : 'pending', sqlTime(new Date(Date.now() + wait)), message, mail.id, this.workerId],
      );
      const what = failed ? `failed for good after ${mail.attempts} attempts` : `attempt ${mail.attempts} failed, next in ${Math.round(wait / 1000)} s`;
      this.logger.warn(`mail "${mail.kind}" (#${mail.id}) via ${this.transportName} ${what}: ${message}`);
      return;
    }
    await this.update(`UPDATE mail_queue SET state = 'sent', sent_at = ?, last_error = NULL WHERE id = ? AND state = 'sending' AND claimed_by = ?`, [
      sqlTime(),
      mail.id,
      this.workerId,
    ]);
    this.logger.log(`mail "${mail.kind}" (#${mail.id}) sent via ${this.transportName}`);
  }

  private async update(sql: string, params: unknown[]): Promise<number> {
    return withTransaction(this.dataSource, async (m) => (await exec(m, sql, params)).affected);
  }

  // --- staff ---------------------------------------------------------------------------------------

  /** The number of rows per state and the failed mails, newest first (at most 200). */
  async summary(): Promise<MailQueueSummary> {
    const counts = Object.fromEntries(STATES.map((s) => [s, 0])) as Record<MailQueueState, number>;
    const rows: { state: string; n: number | string }[] = await this.dataSource.query('SELECT state, COUNT(*) AS n FROM mail_queue GROUP BY state');
    for (const r of rows) if ((STATES as readonly string[]).includes(r.state)) counts[r.state as MailQueueState] = Number(r.n);
    const failed: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT id, to_address, kind, subject, attempts, last_error, created_at, next_attempt_at FROM mail_queue WHERE state = 'failed' ORDER BY id DESC LIMIT 200`,
    );
    return {
      counts,
      failed: failed.map((r) => ({
        id: Number(r.id),
        to: String(r.to_address),
        kind: String(r.kind),
        subject: String(r.subject),
        attempts: Number(r.attempts),
        last_error: r.last_error === null || r.last_error === undefined ? null : String(r.last_error),
        created_at: isoOf(r.created_at),
        updated_at: isoOrNull(r.next_attempt_at),
      })),
    };
  }

  /**
   * Puts failed mails (all, or those of `ids`) back in the queue with a fresh count of attempts;
   * returns how many. `audit` writes the staff audit entry in the same transaction.
   */
  async retryFailed(ids?: readonly number[], audit?: (m: EntityManager, retried: number) => Promise<void>): Promise<number> {
    const only = ids && ids.length > 0 ? ` AND id IN (${placeholders(ids.length)})` : '';
    const n = await withTransaction(this.dataSource, async (m) => {
      const r = await exec(
        m,
        `UPDATE mail_queue SET state = 'pending', attempts = 0, next_attempt_at = ?, claimed_by = NULL, claimed_at = NULL WHERE state = 'failed'${only}`,
        [sqlTime(new Date(Date.now() - 1000)), ...(ids ?? [])],
      );
      if (r.affected > 0) await audit?.(m, r.affected);
      return r.affected;
    });
    if (n > 0) this.kick();
    return n;
  }
}
