import { Link } from 'react-router-dom';
import { formatPriceManYen, type ListingSummary } from '@akiya/contracts';
import { cardStyles } from '@akiya/shared-ui';
import { useRemoveFavoriteListingMutation } from '../api/favorites-api';
import { RemoveFavoriteButton } from './remove-favorite-button';
import styles from './favorites.module.css';

/** One favourite: photo, place, title (→ /project/{id}), price, and a button that removes it from the list. */
export function FavoriteListingItem({ listing, onRemoved }: { listing: ListingSummary; onRemoved?: () => void }) {
  const [remove, { isLoading }] = useRemoveFavoriteListingMutation();
  const undecided = listing.price_man_yen === null;
  return (
    <article className={styles.item} data-testid="favorite-item">
      <div className={`${cardStyles.media} ${styles.photo}`}>
        {listing.image ? (
          <img src={listing.image.path} alt={listing.image.comment || listing.title} loading="lazy" decoding="async" width={240} height={180} />
        ) : (
          <span className={`${cardStyles.noMedia} ${styles.noPhoto}`}>写真はありません</span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.place}>{[listing.prefecture_name, listing.municipality].filter(Boolean).join(' ')}</p>
        <h2 className={styles.title}>
          <Link to={`/project/${listing.id}`}>{listing.title}</Link>
        </h2>
        <p className={undecided ? `${styles.price} ${styles.undecided}` : styles.price}>{formatPriceManYen(listing.price_man_yen)}</p>
        <RemoveFavoriteButton title={listing.title} remove={() => remove(listing.id)} busy={isLoading} onRemoved={onRemoved} />
      </div>
    </article>
  );
}
