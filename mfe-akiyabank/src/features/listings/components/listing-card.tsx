import { Link } from 'react-router-dom';
import { formatBankPrice, webpSrcSet, type BankListingSummary } from '@akiya/contracts';
import { bankListingPath } from '../../../config/paths';
import styles from './listing-card.module.css';

/** One bank listing: photo, title, municipality and district, price, linking to its page. */
export function ListingCard({ listing }: { listing: BankListingSummary }) {
  const place = `${listing.municipality.prefecture_name} ${listing.municipality.name} ${listing.district}`;
  const webp = listing.image ? webpSrcSet(listing.image.path, 480) : null;
  return (
    <Link to={bankListingPath(listing.id)} className={styles.card} data-testid="listing-card">
      <span className={styles.photo}>
        {listing.image ? (
          <picture className={styles.picture}>
            {webp ? <source type="image/webp" srcSet={webp} sizes="(min-width: 850px) 340px, (min-width: 600px) 50vw, 100vw" /> : null}
            <img src={listing.image.path} alt={listing.image.comment || ''} loading="lazy" width={480} height={360} />
          </picture>
        ) : (
          <span className={styles.noPhoto}>写真なし</span>
        )}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{listing.title}</span>
        <span className={styles.place}>{place}</span>
        <span className={styles.bank}>{listing.municipality.bank_name}</span>
        <span className={listing.price === null ? `${styles.price} ${styles.undecided}` : styles.price}>
          {formatBankPrice(listing.deal_type, listing.price)}
        </span>
      </span>
    </Link>
  );
}
