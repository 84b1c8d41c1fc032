import type { PublishAction } from '@akiya/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One change of publication made by a seller on /my-page/change-publish. The latest `stop` row of a
 * stopped listing tells that the seller (not the operator) stopped it, so the seller may resume it.
 */
@Entity({ name: 'property_publish_changes' })
export class PropertyPublishChangeEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'property_id', type: 'int' })
  propertyId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 32 })
  action: PublishAction;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
