import type { DealMessageKind, DealStatusName } from '@akiya/contracts';
import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, IdColumn, IntColumn } from '../../database/entity-columns';

/** One message of a deal thread: text written by a party, or the record of a status move. */
@Entity({ name: 'contact_messages' })
export class ContactMessageEntity {
  @IdColumn()
  id: number;

  @IntColumn('contact_id')
  contactId: number;

  @Column({ type: 'varchar', length: 16 })
  kind: DealMessageKind;

  /** SEND_PARTY code of the writer (1 buyer, 2 seller). */
  @IntColumn('send_from')
  sendFrom: number;

  @IntColumn('send_to')
  sendTo: number;

  @IntColumn('sender_id')
  senderId: number;

  @IntColumn('recipient_id')
  recipientId: number;

  /** Plain text, stored and returned as written (never HTML). */
  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'status_from', type: 'varchar', length: 32, nullable: true })
  statusFrom: DealStatusName | null;

  @Column({ name: 'status_to', type: 'varchar', length: 32, nullable: true })
  statusTo: DealStatusName | null;

  @Column({ name: 'client_id', type: 'varchar', length: 64, nullable: true })
  clientId: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn('read_at', { nullable: true })
  readAt: Date | null;
}
