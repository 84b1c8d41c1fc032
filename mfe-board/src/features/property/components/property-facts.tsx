import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FACT_LABELS, formatAccess, formatMessage, formatNumber, formatPriceManYen, formatRoad, HIDDEN_CATEGORY_NAME, PRICE_TAGS, ROOT_TYPES, type ListingFacts } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import { HeadedBlock } from '../../../components/headed-block';
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

/**
 * The facts rows (間取り … 現況): the six a buyer compares are always shown (— when not stated), 設備,
 * 土地権利 and 現況 only when the seller stated them.
 */
function factRows(facts: ListingFacts | undefined): [string, ReactNode][] {
  const f = facts;
  const none = BOARD_TEXTS.notStated;
  const rows: [string, ReactNode][] = [
    [FACT_LABELS.layout, f?.layout ?? none],
    [
      FACT_LABELS.access,
      f && f.access.length > 0 ? (
        <ul className={styles.lines}>
          {f.access.map((a) => (
            <li key={`${a.line}-${a.station}`}>{formatAccess(a)}</li>
          ))}
        </ul>
      ) : (
        none
      ),
    ],
    [FACT_LABELS.zoning, f?.zoning ?? none],
    [FACT_LABELS.coverageRatio, f?.coverageRatio != null ? `${f.coverageRatio}%` : none],
    [FACT_LABELS.floorAreaRatio, f?.floorAreaRatio != null ? `${f.floorAreaRatio}%` : none],
    [FACT_LABELS.road, f?.road ? formatRoad(f.road) : none],
  ];
  if (f && f.utilities.length > 0) rows.push([FACT_LABELS.utilities, f.utilities.join('・')]);
  if (f?.landRights) rows.push([FACT_LABELS.landRights, f.landRights]);
  if (f?.currentStatus) rows.push([FACT_LABELS.currentStatus, f.currentStatus]);
  return rows;
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
    ...factRows(listing.facts),
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
    <HeadedBlock className={styles.section} headingId="property-facts-heading" headingClassName={styles.heading} heading={BOARD_TEXTS.overview}>
      <table className={styles.table} data-testid="property-facts">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HeadedBlock>
  );
}
