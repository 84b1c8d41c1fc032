import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A kind of area a listing lies in (海の近く, 山あい, 温泉地, …); /area-category/{id}. */
@Entity({ name: 'area_categories' })
export class AreaCategoryEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
