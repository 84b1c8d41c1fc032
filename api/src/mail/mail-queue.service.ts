import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { sqlTime } from '../database/sql';
import type { MailQueueState } from './mail-queue.entity';
import { MailQueueRepository, type FailedMail, type QueuedMail } from './mail-queue.repository';
import { OutboxTransport } from './outbox-transport';
import type { MailContent } from './templates/layout';

export type { FailedMail } from './mail-queue.repository';

export interface MailQueueSummary {
  counts: Record<MailQueueState, number>;
  failed: FailedMail[];
}

const STATES: readonly MailQueueState[] = ['pending', 'sending', 'sent', 'failed'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each instance deletes old sent and failed rows (and once at start). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Rows deleted per statement: short transactions that never hold many row locks. */
const PURGE_BATCH = 500;

/**
 * The mail queue (docs/mail.md). `enqueue` writes a `mail_queue` row, in the caller's transaction
 * when it passes its EntityManager, so a mail exists exactly when the action that causes it was
 * committed. A worker in every instance polls (MAIL_QUEUE_POLL_MS, plus a kick right after an insert
 * or a commit in this process) and claims one due row at a time with a conditional UPDATE (state
 * 'pending' → 'sending', one row changed or someone else got it), so one worker of any instance sends
 * a row. A failure waits MAIL_QUEUE_RETRY_BASE_MS·2^(attempts−1) (at most MAIL_QUEUE_RETRY_MAX_MS);
 * after MAIL_QUEUE_MAX_ATTEMPTS attempts the row is 'failed' and shown to staff. A row left 'sending'
 * longer than MAIL_QUEUE_LEASE_MS (its instance died mid-send) is claimed again. Once an hour (and at
 * start) the worker deletes sent rows older than MAIL_QUEUE_SENT_RETENTION_DAYS and failed rows whose
 * last attempt is older than MAIL_QUEUE_FAILED_RETENTION_DAYS, in batches of PURGE_BATCH.
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
  private purgeTimer: NodeJS.Timeout | null = null;
  /** The running purge of old rows, if any. */
  private purging: Promise<void> | null = null;
  /** Transactions of this process that wrote a row: kick once each commits. */
  private readonly kickOnCommit = new WeakSet<QueryRunner>();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectDataSource() dataSource: DataSource,
    private readonly queue: MailQueueRepository,
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
    this.purgeTimer = setInterval(() => this.startPurge(), PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
    this.startPurge();
  }

  /** Stops claiming; waits for the mail being sent to finish. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    this.timer = null;
    this.purgeTimer = null;
    while (this.pass) await this.pass;
    while (this.purging) await this.purging;
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
    const id = await this.queue.insert(
      {
        to,
        kind: content.kind.slice(0, 64),
        subject: content.subject.slice(0, 500),
        text: content.text,
        html: content.html ?? '',
        nextAttemptAt: sqlTime(new Date(now.getTime() - 1000)),
        createdAt: sqlTime(now),
      },
      manager,
    );
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
      const outstanding = await this.queue.countOutstanding(start);
      if (outstanding === 0 || Date.now() > deadline || this.stopping) return;
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
  private claim(asOf: string): Promise<QueuedMail | null> {
    return this.queue.claim(this.workerId, asOf, sqlTime(new Date(Date.now() - this.config.mail.queue.leaseMs)));
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
      await this.queue.markAttemptFailed(mail.id, this.workerId, failed ? 'failed' : 'pending', sqlTime(new Date(Date.now() + wait)), message);
      const what = failed ? `failed for good after ${mail.attempts} attempts` : `attempt ${mail.attempts} failed, next in ${Math.round(wait / 1000)} s`;
      this.logger.warn(`mail "${mail.kind}" (#${mail.id}) via ${this.transportName} ${what}: ${message}`);
      return;
    }
    await this.queue.markSent(mail.id, this.workerId);
    this.logger.log(`mail "${mail.kind}" (#${mail.id}) sent via ${this.transportName}`);
  }

  // --- retention -----------------------------------------------------------------------------------

  /** Starts a purge unless one runs in this process; never rejects. */
  private startPurge(): void {
    if (this.stopping || this.purging) return;
    this.purging = this.purgeOld()
      .then(({ sent, failed }) => {
        if (sent + failed > 0) this.logger.log(`mail queue: ${sent} sent and ${failed} failed mails past their retention deleted`);
      })
      .catch((error) => this.logger.error(`mail queue purge failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.purging = null;
      });
  }

  /**
   * Deletes sent mails sent more than MAIL_QUEUE_SENT_RETENTION_DAYS before `now` and failed mails
   * whose last attempt is more than MAIL_QUEUE_FAILED_RETENTION_DAYS before it (0 days: kept), in
   * batches, until none is left or the app stops. Pending and sending rows are never deleted. Safe
   * while other instances purge too (each row is deleted once). Returns how many were deleted.
   */
  async purgeOld(now: Date = new Date()): Promise<{ sent: number; failed: number }> {
    const q = this.config.mail.queue;
    const deleted = { sent: 0, failed: 0 };
    for (const [state, days] of [
      ['sent', q.sentRetentionDays],
      ['failed', q.failedRetentionDays],
    ] as const) {
      if (days <= 0) continue;
      const cutoff = sqlTime(new Date(now.getTime() - days * DAY_MS));
      while (!this.stopping) {
        const n = await this.queue.deleteOld(state, cutoff, PURGE_BATCH);
        deleted[state] += n;
        if (n < PURGE_BATCH) break;
        await sleep(20); // let the site's own writes in between batches
      }
    }
    return deleted;
  }

  // --- staff ---------------------------------------------------------------------------------------

  /** The number of rows per state and the failed mails, newest first (at most 200). */
  async summary(): Promise<MailQueueSummary> {
    const counts = Object.fromEntries(STATES.map((s) => [s, 0])) as Record<MailQueueState, number>;
    for (const r of await this.queue.countByState()) if ((STATES as readonly string[]).includes(r.state)) counts[r.state as MailQueueState] = r.n;
    return { counts, failed: await this.queue.failed(200) };
  }

  /**
   * Puts failed mails (all, or those of `ids`) back in the queue with a fresh count of attempts;
   * returns how many. `audit` writes the staff audit entry in the same transaction.
   */
  async retryFailed(ids?: readonly number[], audit?: (m: EntityManager, retried: number) => Promise<void>): Promise<number> {
    const n = await this.queue.requeueFailed(ids, sqlTime(new Date(Date.now() - 1000)), audit);
    if (n > 0) this.kick();
    return n;
  }
}
