import { Link } from 'react-router-dom';
import { QueryStatus } from '@akiya/shared-ui';
import { LIST_PATH } from '../../../config/paths';
import { useGetAkiyabankNewestListingsQuery } from '../api/listings-api';
import { ListingGrid } from './listing-grid';
import styles from './newest-listings.module.css';

/** The newest six listings (GET /api/properties?limit=6&sort_order=publish-desc). */
export function NewestListings() {
  const query = useGetAkiyabankNewestListingsQuery();

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
        {(list) => <ListingGrid listings={list.items} label="新着物件の一覧" />}
      </QueryStatus>
    </section>
  );
}
