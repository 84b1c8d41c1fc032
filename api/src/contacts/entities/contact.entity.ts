import type { DealStatusName } from '@akiya/contracts';
import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, IdEntity, IntColumn } from '../../database/entity-columns';

/** One enquiry of a buyer on a property: the deal (docs/product.md §3 Contact). */
@Entity({ name: 'contacts' })
export class ContactEntity extends IdEntity {
  @IntColumn('buyer_id')
  buyerId: number;

  @IntColumn('seller_id')
  sellerId: number;

  @IntColumn('property_id')
  propertyId: number;

  @Column({ name: 'contact_status', type: 'varchar', length: 32 })
  contactStatus: DealStatusName;

  /** 1 while the deal has not ended, NULL after it ended: unique with (buyer, property) — one open enquiry (migration OneOpenEnquiry). */
  @IntColumn('open_key', { nullable: true })
  openKey: 1 | null;

  /** Optimistic lock: every move adds 1; an action naming another version is 409. */
  @Column({ type: 'int', default: 1 })
  version: number;

  @Column({ name: 'preview_date', type: 'varchar', length: 10, nullable: true })
  previewDate: string | null;

  @Column({ name: 'preview_time', type: 'varchar', length: 5, nullable: true })
  previewTime: string | null;

  /** The purchase application as JSON text. */
  @Column({ type: 'text', nullable: true })
  application: string | null;

  @Column({ name: 'last_reason', type: 'text', nullable: true })
  lastReason: string | null;

  @Column({ name: 'buyer_memo', type: 'text', nullable: true })
  buyerMemo: string | null;

  @Column({ name: 'seller_memo', type: 'text', nullable: true })
  sellerMemo: string | null;

  /** The seller has written a text message to the buyer (forced application, docs/product.md §4). */
  @Column({ name: 'seller_messaged', type: 'boolean', default: false })
  sellerMessaged: boolean;

  @IntColumn('last_message_id', { nullable: true })
  lastMessageId: number | null;

  @IntColumn('last_message_from', { nullable: true })
  lastMessageFrom: number | null;

  @DateTimeColumn('last_message_at', { nullable: true })
  lastMessageAt: Date | null;

  @Column({ name: 'last_message_body', type: 'varchar', length: 200, nullable: true })
  lastMessageBody: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn('updated_at')
  updatedAt: Date;
}
