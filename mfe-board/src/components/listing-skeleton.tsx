import { PAGE_SIZE } from '@akiya/contracts';
import { BOARD_TEXTS } from '../config/texts';
import { ListingGrid, ListingGridItem } from './listing-grid';
import styles from './listing-skeleton.module.css';

/** Loading state of a list: grey placeholder cards in the grid, announced once to screen readers. */
export function ListingSkeleton({ count = PAGE_SIZE }: { count?: number }) {
  return (
    <div data-testid="listing-skeleton">
      <p role="status" className="visually-hidden">
        {BOARD_TEXTS.loading}
      </p>
      <div aria-hidden="true">
        <ListingGrid busy>
          {Array.from({ length: count }, (_, i) => (
            <ListingGridItem key={i}>
              <div className={styles.card}>
                <div className={styles.photo} />
                <div className={styles.body}>
                  <span className={`${styles.line} ${styles.short}`} />
                  <span className={styles.line} />
                  <span className={`${styles.line} ${styles.price}`} />
                  <span className={`${styles.line} ${styles.medium}`} />
                </div>
              </div>
            </ListingGridItem>
          ))}
        </ListingGrid>
      </div>
    </div>
  );
}
