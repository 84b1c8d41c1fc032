import { Column, Entity } from 'typeorm';
import { DateTimeColumn, IdEntity } from '../../database/entity-columns';

/** An operator notice on the my page (migration UserMessages). */
@Entity({ name: 'topics' })
export class TopicEntity extends IdEntity {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Plain text (never HTML). */
  @Column({ type: 'text' })
  body: string;

  @DateTimeColumn('published_at')
  publishedAt: Date;
}
