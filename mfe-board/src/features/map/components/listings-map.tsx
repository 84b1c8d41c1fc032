import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MAP_MARKERS_CAP, formatMessage, formatPriceManYen, prefectureByCode, type MapMarker as ListingMarker } from '@akiya/contracts';
import { QueryError, apiErrorMessage } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import { JAPAN_VIEW } from '../../../config/map';
import { LeafletMap, type MapMarker } from '../../../components/leaflet-map';
import { useGetMapMarkersQuery } from '../api/map-api';
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

/** A pin per listing; its popup: the title linking to /project/{id}, the price and the prefecture. */
function listingMarker(listing: ListingMarker): MapMarker {
  return {
    key: String(listing.id),
    lat: listing.lat,
    lng: listing.lng,
    title: listing.title,
    popup: () => {
      const box = element('div', styles.popup);
      box.append(
        routerLink(`/project/${listing.id}`, listing.title, styles.popupTitle),
        element('p', listing.price_man_yen === null ? styles.popupUndecided : styles.popupPrice, formatPriceManYen(listing.price_man_yen)),
      );
      const prefecture = prefectureByCode(listing.prefecture_code);
      if (prefecture) box.append(element('p', styles.popupPlace, prefecture.name));
      return box;
    },
  };
}

/**
 * The Leaflet map of listings: a pin per listing with coordinates (popup: title linking to the
 * listing, price, prefecture) for the whole country or one prefecture, and in a prefecture the same
 * listings as a plain list under the map. Pins never depend on the tiles (see LeafletMap).
 */
export function ListingsMap({ area }: { area?: string }) {
  const { data, error, isFetching, refetch } = useGetMapMarkersQuery({ area });
  const markers = useMemo<MapMarker[]>(() => (data ? data.items.map(listingMarker) : []), [data]);
  const listings = data?.items ?? [];
  const prefecture = area ? prefectureByCode(area) : undefined;

  if (error && !data) {
    return <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  }

  return (
    <div className={styles.wrap}>
      <p className={styles.status} role="status" aria-live="polite">
        {isFetching && !data
          ? BOARD_TEXTS.mapLoading
          : data
            ? `${formatMessage(BOARD_TEXTS.mapShownCount, { count: listings.length })}${
                data.capped ? formatMessage(BOARD_TEXTS.mapTruncated, { count: MAP_MARKERS_CAP }) : ''
              }`
            : ''}
      </p>
      <LeafletMap
        markers={markers}
        center={prefecture ? [prefecture.lat, prefecture.lng] : JAPAN_VIEW.center}
        zoom={prefecture ? 9 : JAPAN_VIEW.zoom}
        fitMarkers={Boolean(prefecture) && markers.length > 1}
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
                  <span className={styles.listPrice}>{formatPriceManYen(listing.price_man_yen)}</span>
                </li>
              ))}
            </ul>
          </details>
        )
      ) : null}
    </div>
  );
}
