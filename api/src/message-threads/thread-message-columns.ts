import { Column } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, IdEntity } from '../database/entity-columns';

/**
 * The columns every thread message has (a deal message, a message of the user's thread with
 * 家いちば事務局): its text, the writer's idempotency key, when it was written and when it was read.
 */
export abstract class ThreadMessageColumns extends IdEntity {
  /** Plain text, stored and returned as written (never HTML). */
  @Column({ type: 'text' })
  body: string;

  /** The writer's idempotency key (a retry with the same key is the same message). */
  @Column({ name: 'client_id', type: 'varchar', length: 64, nullable: true })
  clientId: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn('read_at', { nullable: true })
  readAt: Date | null;
}
