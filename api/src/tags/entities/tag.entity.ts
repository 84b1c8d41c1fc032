import { Column, Entity } from 'typeorm';
import { IdEntity } from '../../database/entity-columns';

export type TagKind = 'price' | 'free';

/**
 * A listing tag, addressed by its slug in /tags/{tag} and `?tagId=`. Price tags use the slugs of
 * PRICE_TAGS (0-100manyen …); free tags use their Japanese name as slug (古民家, 海が見える …).
 */
@Entity({ name: 'tags' })
export class TagEntity extends IdEntity {
  @Column({ type: 'varchar', length: 100, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  kind: TagKind;
}
