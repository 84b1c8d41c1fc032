import type { PublishAction } from '@akiya/contracts';
import { Column, CreateDateColumn, Entity } from 'typeorm';
import { IdEntity, IntColumn } from '../../database/entity-columns';

/**
 * One change of publication made by a seller on /my-page/change-publish. The latest `stop` row of a
 * stopped listing tells that the seller (not the operator) stopped it, so the seller may resume it.
 */
@Entity({ name: 'property_publish_changes' })
export class PropertyPublishChangeEntity extends IdEntity {
  @IntColumn('property_id')
  propertyId: number;

  @IntColumn('user_id')
  userId: number;

  @Column({ type: 'varchar', length: 32 })
  action: PublishAction;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
