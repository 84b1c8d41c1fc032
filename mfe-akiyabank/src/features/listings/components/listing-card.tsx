import { Link } from 'react-router-dom';
import { formatPriceManYen, type ListingSummary } from '@akiya/contracts';
import { projectPath } from '../../../config/paths';
import styles from './listing-card.module.css';

/** One listing: photo, title, place and price, linking to its page. */
export function ListingCard({ listing }: { listing: ListingSummary }) {
  const place = [listing.prefecture_name, listing.municipality].filter(Boolean).join(' ');
  const price = formatPriceManYen(listing.price_man_yen);
  return (
    <Link to={projectPath(listing.id)} className={styles.card} data-testid="listing-card">
      <span className={styles.photo}>
        {listing.image ? (
          <img src={listing.image.path} alt={listing.image.comment || ''} loading="lazy" width={400} height={300} />
        ) : (
          <span className={styles.noPhoto}>写真なし</span>
        )}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{listing.title}</span>
        <span className={styles.place}>{place}</span>
        <span className={listing.price_man_yen === null ? `${styles.price} ${styles.undecided}` : styles.price}>
          {price}
        </span>
      </span>
    </Link>
  );
}
