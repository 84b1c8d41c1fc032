import { Column, Entity } from 'typeorm';
import { IdEntity } from '../../database/entity-columns';

/** A kind of area a listing lies in (海の近く, 山あい, 温泉地, …); /area-category/{id}. */
@Entity({ name: 'area_categories' })
export class AreaCategoryEntity extends IdEntity {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
