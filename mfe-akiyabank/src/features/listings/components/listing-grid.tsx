import type { BankListingSummary } from '@akiya/contracts';
import { ListingCard } from './listing-card';
import styles from './listing-grid.module.css';

export function ListingGrid({ listings, label }: { listings: BankListingSummary[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <ListingCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}
