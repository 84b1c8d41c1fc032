import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HIDDEN_CATEGORY_NAME, formatPriceManYen, type Category, type ListingImage } from '@akiya/contracts';
import { SitePhoto } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../config/texts';
import { formatArea, formatBuiltYear, formatPlace } from '../utils/format';
import styles from './listing-card.module.css';

/** The card's photo width on screen: the whole column on a phone, half from 600 px, a third from 850 px. */
const CARD_PHOTO_SIZES = '(min-width: 850px) 340px, (min-width: 600px) 50vw, 100vw';

/**
 * What a card needs. A ListingSummary has all of it; a browsing-history entry only the first five
 * fields, and the card leaves out what it does not have.
 */
export interface ListingCardData {
  id: number;
  title: string;
  image: ListingImage | null;
  price_man_yen: number | null;
  prefecture_name: string;
  municipality?: string;
  land_area?: number | null;
  building_area?: number | null;
  built_year?: number | null;
  categories?: Category[];
  is_suspension?: boolean;
}

/** One fact of the card (land, building, built year) as a term and its value; nothing when the value is unknown. */
function Fact({ term, value, className, termClassName }: { term: string; value: string | null; className?: string; termClassName?: string }) {
  if (!value) return null;
  return (
    <div className={className}>
      <dt className={termClassName}>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * A photo-led listing card; the whole card opens /project/{id}, category chips open their category.
 * `action` (the favourite toggle) sits over the photo's top right corner, above the card's link.
 */
/**
 * `priority`: the card is the page's largest image on first paint (the first of a list): fetched at
 * once with high priority instead of lazily.
 */
export function ListingCard({
  listing,
  action,
  priority = false,
}: {
  listing: ListingCardData;
  action?: ReactNode;
  priority?: boolean;
}) {
  const href = `/project/${listing.id}`;
  const land = formatArea(listing.land_area);
  const building = formatArea(listing.building_area);
  const built = formatBuiltYear(listing.built_year);
  const categories = (listing.categories ?? []).filter((c) => c.name !== HIDDEN_CATEGORY_NAME);
  const undecided = listing.price_man_yen === null;
  return (
    <article className={styles.card} data-testid="listing-card">
      <div className={styles.photo}>
        {listing.image ? (
          <SitePhoto
            src={listing.image.path}
            maxWidth={480}
            sizes={CARD_PHOTO_SIZES}
            alt={listing.image.comment || listing.title}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            width={480}
            height={360}
          />
        ) : (
          <span className={styles.noPhoto}>{BOARD_TEXTS.noPhoto}</span>
        )}
        {listing.is_suspension ? <span className={styles.badge}>{BOARD_TEXTS.suspended}</span> : null}
      </div>
      {action}
      <div className={styles.body}>
        <p className={styles.place}>{formatPlace(listing.prefecture_name, listing.municipality)}</p>
        <h2 className={styles.title}>
          <Link to={href} className={styles.link}>
            {listing.title}
          </Link>
        </h2>
        <p className={undecided ? `${styles.price} ${styles.priceUndecided}` : styles.price} data-testid="listing-price">
          {formatPriceManYen(listing.price_man_yen)}
        </p>
        {land || building || built ? (
          <dl className={styles.facts}>
            <Fact term={BOARD_TEXTS.landArea} value={land} />
            <Fact term={BOARD_TEXTS.buildingArea} value={building} />
            <Fact term={BOARD_TEXTS.built} value={built} className={styles.built} termClassName="visually-hidden" />
          </dl>
        ) : null}
        {categories.length > 0 ? (
          <ul className={styles.chips} aria-label={BOARD_TEXTS.categories}>
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={`/category/${c.id}`} className={styles.chip}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
