import { Column, Entity } from 'typeorm';
import { IdEntity } from '../../database/entity-columns';

/** A listing category (空き家, 古民家, …). The one named HIDDEN_CATEGORY_NAME is kept but never listed. */
@Entity({ name: 'categories' })
export class CategoryEntity extends IdEntity {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Public path of the category image, e.g. /images/categories/akiya.jpg (served by the shell). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  image: string | null;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
