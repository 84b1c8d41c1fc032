import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One message of a user's thread with 家いちば事務局 (migration UserMessages). */
@Entity({ name: 'user_messages' })
export class UserMessageEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'user_id', type: 'int' })
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

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'read_at', type: 'datetime', nullable: true })
  readAt: Date | null;
}
