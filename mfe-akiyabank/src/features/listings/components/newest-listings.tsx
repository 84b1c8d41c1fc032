import { Link } from 'react-router-dom';
import { Spinner } from '@akiya/shared-ui';
import { LIST_PATH } from '../../../config/paths';
import { useGetAkiyabankNewestListingsQuery } from '../api/listings-api';
import { ListingGrid } from './listing-grid';
import { ListingsEmpty } from './listings-empty';
import { ListingsError } from './listings-error';
import styles from './newest-listings.module.css';

/** The newest six listings (GET /api/properties?limit=6&sort_order=publish-desc). */
export function NewestListings() {
  const { data, error, isLoading, isError, refetch } = useGetAkiyabankNewestListingsQuery();

  let body;
  if (isLoading) body = <Spinner label="新着物件を読み込み中…" />;
  else if (isError) body = <ListingsError error={error} onRetry={() => void refetch()} />;
  else if (!data || data.items.length === 0) body = <ListingsEmpty text="掲載中の物件はまだありません" />;
  else body = <ListingGrid listings={data.items} label="新着物件の一覧" />;

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
      {body}
    </section>
  );
}
