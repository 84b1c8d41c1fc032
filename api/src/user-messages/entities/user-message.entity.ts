import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, IdColumn, IntColumn } from '../../database/entity-columns';

/** One message of a user's thread with 家いちば事務局 (migration UserMessages). */
@Entity({ name: 'user_messages' })
export class UserMessageEntity {
  @IdColumn()
  id: number;

  @IntColumn('user_id')
  userId: number;

  /** true: written by staff; false: the user's reply. */
  @Column({ name: 'from_operator', type: 'boolean', default: false })
  fromOperator: boolean;

  /** Plain text as written (never HTML). */
  @Column({ type: 'text' })
  body: string;

  /** The user's idempotency key of a reply (unique per user). */
  @Column({ name: 'client_id', type: 'varchar', length: 64, nullable: true })
  clientId: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn('read_at', { nullable: true })
  readAt: Date | null;
}
