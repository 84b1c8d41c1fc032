import { Link } from 'react-router-dom';
import { QueryStatus } from '@akiya/shared-ui';
import { LIST_PATH, NEWEST_LIMIT } from '../../../config/paths';
import { NEWEST_LISTINGS_ARGS, useGetAkiyabankListingsQuery } from '../../../api/listings-api';
import { ListingGrid } from './listing-grid';
import styles from './newest-listings.module.css';

/** The newest six bank listings (the first ones of the list's first page). */
export function NewestListings() {
  const query = useGetAkiyabankListingsQuery(NEWEST_LISTINGS_ARGS);

  return (
    <section className={styles.section} aria-labelledby="newest-heading">
      <div className={styles.head}>
        <h2 id="newest-heading" className={styles.title}>
          新着物件
        </h2>
        <Link to={LIST_PATH} className={styles.more}>
          物件一覧を見る
        </Link>
      </div>
      <QueryStatus
        query={query}
        loadingLabel="新着物件を読み込み中…"
        data-testid="listings"
        isEmpty={(list) => list.items.length === 0}
        empty="掲載中の物件はまだありません"
      >
        {(list) => <ListingGrid listings={list.items.slice(0, NEWEST_LIMIT)} label="新着物件の一覧" />}
      </QueryStatus>
    </section>
  );
}
