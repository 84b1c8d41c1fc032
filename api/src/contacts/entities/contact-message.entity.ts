import type { DealMessageKind, DealStatusName } from '@akiya/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One message of a deal thread: text written by a party, or the record of a status move. */
@Entity({ name: 'contact_messages' })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'contact_id', type: 'int' })
  contactId: number;

  @Column({ type: 'varchar', length: 16 })
  kind: DealMessageKind;

  /** SEND_PARTY code of the writer (1 buyer, 2 seller). */
  @Column({ name: 'send_from', type: 'int' })
  sendFrom: number;

  @Column({ name: 'send_to', type: 'int' })
  sendTo: number;

  @Column({ name: 'sender_id', type: 'int' })
  senderId: number;

  @Column({ name: 'recipient_id', type: 'int' })
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

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'read_at', type: 'datetime', nullable: true })
  readAt: Date | null;
}
