import { Link } from 'react-router-dom';
import { formatMessage } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import type { ListingNeighbours } from '../utils/neighbours';
import styles from './listing-pager.module.css';

/** 「前の物件」「{title}の一覧に戻る」「次の物件」 from the list the visitor came from. */
export function ListingPager({ neighbours }: { neighbours: ListingNeighbours }) {
  return (
    <nav className={styles.nav} aria-label={BOARD_TEXTS.listingNavigation}>
      <div className={styles.step}>
        {neighbours.previousId !== null ? (
          <Link to={`/project/${neighbours.previousId}`} rel="prev" className={styles.link}>
            <span aria-hidden="true">‹ </span>
            {BOARD_TEXTS.previousListing}
          </Link>
        ) : null}
      </div>
      <Link to={neighbours.backUrl} className={`${styles.link} ${styles.back}`}>
        {formatMessage(BOARD_TEXTS.backToNamedList, { title: neighbours.title })}
        <span className={styles.position}>
          {neighbours.position} / {neighbours.total}
        </span>
      </Link>
      <div className={`${styles.step} ${styles.stepNext}`}>
        {neighbours.nextId !== null ? (
          <Link to={`/project/${neighbours.nextId}`} rel="next" className={styles.link}>
            {BOARD_TEXTS.nextListing}
            <span aria-hidden="true"> ›</span>
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
