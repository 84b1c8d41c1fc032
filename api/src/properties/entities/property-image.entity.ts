import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import type { PropertyEntity } from './property.entity';
import { IdEntity, IntColumn } from '../../database/entity-columns';

/** A photo of a listing; `path` is public (/uploads/properties/<id>/<n>.jpg). */
@Entity({ name: 'property_images' })
export class PropertyImageEntity extends IdEntity {
  @IntColumn('property_id')
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
