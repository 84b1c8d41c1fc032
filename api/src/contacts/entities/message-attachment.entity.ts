import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A file of a message, stored under `<DATA_DIR>/uploads/private/` (never under the public folder). */
@Entity({ name: 'message_attachments' })
export class MessageAttachmentEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'message_id', type: 'int' })
  messageId: number;

  @Column({ name: 'contact_id', type: 'int' })
  contactId: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** The type read from the bytes (file-type), not the browser's claim. */
  @Column({ type: 'varchar', length: 100 })
  mime: string;

  @Column({ type: 'int' })
  size: number;

  /** Path below the private attachments folder. */
  @Column({ name: 'storage_key', type: 'varchar', length: 255 })
  storageKey: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
