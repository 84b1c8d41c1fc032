import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdEntity, IntColumn } from '../../database/entity-columns';

/** A file of a message, stored under `<DATA_DIR>/uploads/private/` (never under the public folder). */
@Entity({ name: 'message_attachments' })
export class MessageAttachmentEntity extends IdEntity {
  @IntColumn('message_id')
  messageId: number;

  @IntColumn('contact_id')
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

  @CreatedAtColumn()
  createdAt: Date;
}
