import type { DealMessageKind, DealStatusName } from '@akiya/contracts';
import { Column, Entity } from 'typeorm';
import { IntColumn } from '../../database/entity-columns';
import { ThreadMessageColumns } from '../../message-threads/thread-message-columns';

/** One message of a deal thread: text written by a party, or the record of a status move (body, clientId, createdAt, readAt: ThreadMessageColumns). */
@Entity({ name: 'contact_messages' })
export class ContactMessageEntity extends ThreadMessageColumns {
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

  @Column({ name: 'status_from', type: 'varchar', length: 32, nullable: true })
  statusFrom: DealStatusName | null;

  @Column({ name: 'status_to', type: 'varchar', length: 32, nullable: true })
  statusTo: DealStatusName | null;
}
