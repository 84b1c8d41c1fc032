import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, formatMessage, prefectureByCode } from '@akiya/contracts';
import { readApiError } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import { JAPAN_VIEW } from '../../../config/map';
import { LeafletMap, type MapMarker } from '../../../components/leaflet-map';
import { StatusPanel } from '../../../components/status-panel';
import { formatPrice } from '../../../utils/format';
import { useGetMapListingsQuery, type MapListing } from '../api/map-api';
import styles from './listings-map.module.css';

/** Builds popup DOM safely (text through textContent only). */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function routerLink(href: string, text: string, className: string): HTMLAnchorElement {
  const a = element('a', className, text);
  a.href = href;
  a.setAttribute('data-router-link', '');
  return a;
}

function listingMarker(listing: MapListing): MapMarker {
  return {
    key: String(listing.id),
    lat: listing.lat as number,
    lng: listing.lng as number,
    title: listing.title,
    popup: () => {
      const box = element('div', styles.popup);
      box.append(
        routerLink(`/project/${listing.id}`, listing.title, styles.popupTitle),
        element('p', listing.price_man_yen === null ? styles.popupUndecided : styles.popupPrice, formatPrice(listing.price_man_yen)),
        element('p', styles.popupPlace, `${listing.prefecture_name} ${listing.municipality}`),
      );
      return box;
    },
  };
}

/** Listings shown by name in one prefecture popup. */
const POPUP_LISTINGS = 6;

/**
 * One count badge per prefecture at its centre, for listings without coordinates. The popup names
 * the prefecture's listings (title linking to the listing, price) when `listListings` is set, and
 * links to the prefecture on the map and to its list.
 */
function prefectureMarkers(items: MapListing[], listListings: boolean): MapMarker[] {
  const groups = new Map<string, MapListing[]>();
  for (const item of items) groups.set(item.prefecture_code, [...(groups.get(item.prefecture_code) ?? []), item]);
  return [...groups.entries()].flatMap(([code, listings]) => {
    const prefecture = prefectureByCode(code);
    if (!prefecture) return [];
    const title = formatMessage(BOARD_TEXTS.mapPrefectureCount, { name: prefecture.name, count: listings.length });
    return [
      {
        key: code,
        lat: prefecture.lat,
        lng: prefecture.lng,
        title,
        badge: String(listings.length),
        popup: () => {
          const box = element('div', styles.popup);
          box.append(element('p', styles.popupTitle, title));
          if (listListings) {
            const list = element('ul', styles.popupList);
            for (const listing of listings.slice(0, POPUP_LISTINGS)) {
              const li = element('li', '');
              li.append(
                routerLink(`/project/${listing.id}`, listing.title, styles.popupItem),
                element('span', listing.price_man_yen === null ? styles.popupUndecided : styles.popupPrice, formatPrice(listing.price_man_yen)),
              );
              list.append(li);
            }
            box.append(list);
          }
          const links = element('p', styles.popupLinks);
          if (!listListings) links.append(routerLink(`/map?area=${code}`, BOARD_TEXTS.mapShowArea, styles.popupButton));
          links.append(routerLink(`/area/${code}`, BOARD_TEXTS.mapShowList, styles.popupLink));
          box.append(links);
          return box;
        },
      },
    ];
  });
}

/**
 * The Leaflet map of listings: the whole country as one count badge per prefecture, or one
 * prefecture with a pin per listing (popup: title linking to the listing, price, place) and the
 * same listings as a plain list under the map.
 */
export function ListingsMap({ area }: { area?: string }) {
  const { data, error, isFetching, refetch } = useGetMapListingsQuery({ area });
  const markers = useMemo<MapMarker[]>(() => {
    if (!data) return [];
    const located = data.items.filter((i) => i.lat !== null && i.lng !== null);
    const unlocated = data.items.filter((i) => i.lat === null || i.lng === null);
    // A pin per listing with coordinates; the rest as one count badge per prefecture.
    return [...located.map(listingMarker), ...prefectureMarkers(unlocated, Boolean(area))];
  }, [data, area]);
  const listings = data?.items ?? [];
  const prefecture = area ? prefectureByCode(area) : undefined;

  if (error && !data) {
    return (
      <StatusPanel
        tone="error"
        role="alert"
        title={BOARD_TEXTS.errorTitle}
        action={
          <button type="button" onClick={() => void refetch()}>
            {MESSAGES.retry}
          </button>
        }
      >
        <p>{readApiError(error)?.message ?? MESSAGES.serverError}</p>
      </StatusPanel>
    );
  }

  const shown = listings.length;
  return (
    <div className={styles.wrap}>
      <p className={styles.status} role="status" aria-live="polite">
        {isFetching && !data
          ? BOARD_TEXTS.mapLoading
          : data
            ? `${formatMessage(BOARD_TEXTS.mapShownCount, { count: shown })}${
                data.total > data.items.length ? formatMessage(BOARD_TEXTS.mapTruncated, { total: data.total, count: data.items.length }) : ''
              }`
            : ''}
      </p>
      <LeafletMap
        markers={markers}
        center={prefecture ? [prefecture.lat, prefecture.lng] : JAPAN_VIEW.center}
        zoom={prefecture ? 9 : JAPAN_VIEW.zoom}
        fitMarkers={markers.length > 1}
        label={prefecture ? `${BOARD_TEXTS.mapLabel}（${prefecture.name}）` : BOARD_TEXTS.mapLabel}
      />
      {area ? null : <p className={styles.hint}>{BOARD_TEXTS.mapCountHint}</p>}
      {area && data ? (
        listings.length === 0 ? (
          <p className={styles.hint}>{BOARD_TEXTS.mapNoListings}</p>
        ) : (
          <details className={styles.list}>
            <summary>
              {BOARD_TEXTS.mapListingsInView}（{listings.length}）
            </summary>
            <ul>
              {listings.map((listing) => (
                <li key={listing.id}>
                  <Link to={`/project/${listing.id}`}>{listing.title}</Link>
                  <span className={styles.listPrice}>{formatPrice(listing.price_man_yen)}</span>
                </li>
              ))}
            </ul>
          </details>
        )
      ) : null}
    </div>
  );
}
