import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** docs/product.md §3 realtime collection: "something changed for this user" (deleted when a page handled it). */
@Entity({ name: 'updated_user_contacts' })
export class UpdatedUserContactEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'contact_id', type: 'int', nullable: true })
  contactId: number | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
