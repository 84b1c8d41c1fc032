import { Link } from 'react-router-dom';
import { formatBankPrice, type BankListingSummary } from '@akiya/contracts';
import { SitePhoto, cardStyles } from '@akiya/shared-ui';
import { bankListingPath } from '../../../config/paths';
import styles from './listing-card.module.css';

/** One bank listing: photo, title, municipality and district, price, linking to its page. */
export function ListingCard({ listing }: { listing: BankListingSummary }) {
  const place = `${listing.municipality.prefecture_name} ${listing.municipality.name} ${listing.district}`;
  return (
    <Link to={bankListingPath(listing.id)} className={`${cardStyles.link} ${styles.card}`} data-testid="listing-card">
      <span className={`${cardStyles.media} ${styles.photo}`}>
        {listing.image ? (
          <SitePhoto
            src={listing.image.path}
            maxWidth={480}
            sizes="(min-width: 850px) 340px, (min-width: 600px) 50vw, 100vw"
            alt={listing.image.comment || ''}
            loading="lazy"
            width={480}
            height={360}
          />
        ) : (
          <span className={`${cardStyles.noMedia} ${styles.noPhoto}`}>写真なし</span>
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
