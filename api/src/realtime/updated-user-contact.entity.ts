import { Entity } from 'typeorm';
import { CreatedAtColumn, IdEntity, IntColumn } from '../database/entity-columns';

/** docs/product.md §3 realtime collection: "something changed for this user" (deleted when a page handled it). */
@Entity({ name: 'updated_user_contacts' })
export class UpdatedUserContactEntity extends IdEntity {
  @IntColumn('user_id')
  userId: number;

  @IntColumn('contact_id', { nullable: true })
  contactId: number | null;

  @CreatedAtColumn()
  createdAt: Date;
}
