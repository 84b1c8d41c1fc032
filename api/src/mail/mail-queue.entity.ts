import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, IdEntity } from '../database/entity-columns';

export type MailQueueState = 'pending' | 'sending' | 'sent' | 'failed';

/** One mail of the queue (migration MailQueue, docs/mail.md). Written and read with raw SQL by MailQueueService. */
@Entity({ name: 'mail_queue' })
export class MailQueueEntity extends IdEntity {
  @Column({ name: 'to_address', type: 'varchar', length: 320 })
  to: string;

  /** The template (MailContent.kind), for logs and the staff view; never the body. */
  @Column({ type: 'varchar', length: 64 })
  kind: string;

  @Column({ type: 'varchar', length: 500 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  state: MailQueueState;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @DateTimeColumn('next_attempt_at')
  nextAttemptAt: Date;

  /** The instance's worker id while it sends (state 'sending'). */
  @Column({ name: 'claimed_by', type: 'varchar', length: 64, nullable: true })
  claimedBy: string | null;

  @DateTimeColumn('claimed_at', { nullable: true })
  claimedAt: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn('sent_at', { nullable: true })
  sentAt: Date | null;
}
