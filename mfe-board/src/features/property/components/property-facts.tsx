import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMessage, formatNumber, formatPriceManYen, HIDDEN_CATEGORY_NAME, PRICE_TAGS, ROOT_TYPES } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import { formatAddress } from '../../../utils/format';
import type { PropertyDetail } from '../api/property-api';
import { formatAreaWithTsubo, formatBuiltYearLong, formatDate, isoDay } from '../utils/detail-format';
import styles from './property-facts.module.css';

function tagLabel(slug: string): string {
  return PRICE_TAGS.find((t) => t.slug === slug)?.label ?? slug;
}

function DateCell({ iso }: { iso: string | undefined }) {
  const text = formatDate(iso);
  return text && iso ? <time dateTime={isoDay(iso)}>{text}</time> : <>{BOARD_TEXTS.notStated}</>;
}

/** 物件概要: every field of the listing in one table (label column, value column). */
export function PropertyFacts({ listing }: { listing: PropertyDetail }) {
  const categories = listing.categories.filter((c) => c.name !== HIDDEN_CATEGORY_NAME);
  const fromListing = { fromListing: `/project/${listing.id}` };
  const rootType = ROOT_TYPES[listing.root_type];

  const rows: [string, ReactNode][] = [
    [BOARD_TEXTS.location, formatAddress(listing)],
    [
      BOARD_TEXTS.priceUnit,
      <span key="price" className={listing.price_man_yen === null ? styles.undecided : styles.price}>
        {formatPriceManYen(listing.price_man_yen)}
      </span>,
    ],
    [BOARD_TEXTS.kind, listing.land_or_building === 'land' ? BOARD_TEXTS.kindLand : BOARD_TEXTS.kindBuilding],
    [BOARD_TEXTS.landAreaLong, formatAreaWithTsubo(listing.land_area) ?? BOARD_TEXTS.notStated],
    [BOARD_TEXTS.buildingAreaLong, formatAreaWithTsubo(listing.building_area) ?? BOARD_TEXTS.notStated],
    [BOARD_TEXTS.built, formatBuiltYearLong(listing.built_year) ?? BOARD_TEXTS.notStated],
    [BOARD_TEXTS.structure, listing.structure || BOARD_TEXTS.notStated],
    [BOARD_TEXTS.status, `${rootType ?? listing.root_type}${listing.is_suspension ? `（${BOARD_TEXTS.suspended}）` : ''}`],
    [
      BOARD_TEXTS.categories,
      categories.length > 0 ? (
        <ul className={styles.chips}>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={`/category/${c.id}`} state={fromListing} className={styles.chip}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        BOARD_TEXTS.notStated
      ),
    ],
    [
      BOARD_TEXTS.tags,
      listing.tags.length > 0 ? (
        <ul className={styles.tags}>
          {listing.tags.map((slug) => (
            <li key={slug}>
              <Link to={`/tags/${encodeURIComponent(slug)}`} className={styles.tag}>
                #{tagLabel(slug)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        BOARD_TEXTS.notStated
      ),
    ],
    ...(listing.area_category
      ? ([
          [
            BOARD_TEXTS.areaCategory,
            <Link key="area-category" to={`/area-category/${listing.area_category.id}`}>
              {listing.area_category.name}
            </Link>,
          ],
        ] as [string, ReactNode][])
      : []),
    [BOARD_TEXTS.publishedAt, <DateCell key="published" iso={listing.published_at} />],
    [BOARD_TEXTS.updatedAt, <DateCell key="updated" iso={listing.updated_at} />],
    [BOARD_TEXTS.contactCount, formatMessage(BOARD_TEXTS.countUnit, { count: formatNumber(listing.contact_count) })],
    [
      BOARD_TEXTS.viewCount,
      listing.view_count === undefined ? BOARD_TEXTS.notStated : formatMessage(BOARD_TEXTS.viewUnit, { count: formatNumber(listing.view_count) }),
    ],
  ];

  return (
    <section className={styles.section} aria-labelledby="property-facts-heading">
      <h2 id="property-facts-heading" className={styles.heading}>
        {BOARD_TEXTS.overview}
      </h2>
      <table className={styles.table}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
