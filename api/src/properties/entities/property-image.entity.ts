import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { PropertyEntity } from './property.entity';

/** A photo of a listing; `path` is public (/uploads/properties/<id>/<n>.jpg). */
@Entity({ name: 'property_images' })
export class PropertyImageEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'property_id', type: 'int' })
  propertyId: number;

  @ManyToOne('PropertyEntity', 'images', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: PropertyEntity;

  @Column({ type: 'varchar', length: 255 })
  path: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  comment: string;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
