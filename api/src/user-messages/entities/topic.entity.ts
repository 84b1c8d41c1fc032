import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An operator notice on the my page (migration UserMessages). */
@Entity({ name: 'topics' })
export class TopicEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Plain text (never HTML). */
  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'published_at', type: 'datetime' })
  publishedAt: Date;
}
