import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One favourite: a user keeps a listing (migration 1763800000000; unique per user and listing). */
@Entity({ name: 'favorites' })
@Index('UQ_favorites_user_property', ['userId', 'propertyId'], { unique: true })
@Index('IDX_favorites_user_created', ['userId', 'createdAt'])
@Index('IDX_favorites_property', ['propertyId'])
export class FavoriteEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'property_id', type: 'int' })
  propertyId: number;

  /** Set by the service (not a CreateDateColumn) so the order of quick successive adds is exact. */
  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
