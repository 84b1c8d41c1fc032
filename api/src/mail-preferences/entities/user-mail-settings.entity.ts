import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { DateTimeColumn } from '../../database/entity-columns';

/** The mail receiving toggles of one user (docs/product.md §3). A user without a row has every toggle on. */
@Entity({ name: 'user_mail_settings' })
export class UserMailSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'waiting_for_reopening', type: 'boolean', default: true })
  waitingForReopening: boolean;

  @Column({ name: 'new_properties', type: 'boolean', default: true })
  newProperties: boolean;

  @Column({ type: 'boolean', default: true })
  others: boolean;

  /** When the new-listings digest last went out to this user (null: never). */
  @DateTimeColumn('last_digest_at', { nullable: true })
  lastDigestAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
