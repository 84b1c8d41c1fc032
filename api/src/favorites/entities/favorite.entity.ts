import { Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdEntity, IntColumn } from '../../database/entity-columns';

/** One favourite: a user keeps a listing (migration 1763800000000; unique per user and listing). */
@Entity({ name: 'favorites' })
@Index('UQ_favorites_user_property', ['userId', 'propertyId'], { unique: true })
@Index('IDX_favorites_user_created', ['userId', 'createdAt'])
@Index('IDX_favorites_property', ['propertyId'])
export class FavoriteEntity extends IdEntity {
  @IntColumn('user_id')
  userId: number;

  @IntColumn('property_id')
  propertyId: number;

  /** Set by the service (not a CreateDateColumn) so the order of quick successive adds is exact. */
  @CreatedAtColumn()
  createdAt: Date;
}
