import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, IdEntity, IntColumn } from '../../database/entity-columns';

/**
 * A saved search of a user (docs/search.md "Saved searches"; migration 1764000000090): the board URL's
 * query string, normalised (saved-search-query.ts), with a name, the daily alert switch, the token of
 * its Atom feed and when its alert last covered (new listings after it are mailed next).
 */
@Entity({ name: 'saved_searches' })
@Index('UQ_saved_searches_user_query', ['userId', 'query'], { unique: true })
@Index('UQ_saved_searches_feed_token', ['feedToken'], { unique: true })
export class SavedSearchEntity extends IdEntity {
  @IntColumn('user_id')
  userId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 512 })
  query: string;

  @Column({ type: 'boolean', default: true })
  alert: boolean;

  @Column({ name: 'feed_token', type: 'varchar', length: 64 })
  feedToken: string;

  @DateTimeColumn('last_notified_at')
  lastNotifiedAt: Date;

  @CreatedAtColumn()
  createdAt: Date;
}
