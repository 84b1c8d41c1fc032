import { useMemo } from 'react';
import { BOARD_TEXTS } from '../../../config/texts';
import { HeadedBlock } from '../../../components/headed-block';
import { LISTING_MAP_ZOOM } from '../../../config/map';
import { LeafletMap, type MapMarker } from '../../../components/leaflet-map';
import styles from './location-map.module.css';

/** A small map of the listing's (approximate) location. Only rendered when lat/lng exist. */
export function LocationMap({ lat, lng, title }: { lat: number; lng: number; title: string }) {
  const markers = useMemo<MapMarker[]>(() => [{ key: 'listing', lat, lng, title }], [lat, lng, title]);
  return (
    <HeadedBlock className={styles.section} headingId="location-map-heading" headingClassName={styles.heading} heading={BOARD_TEXTS.locationMap}>
      <LeafletMap markers={markers} center={[lat, lng]} zoom={LISTING_MAP_ZOOM} label={BOARD_TEXTS.locationMapLabel} compact />
      <p className={styles.note}>{BOARD_TEXTS.locationMapNote}</p>
    </HeadedBlock>
  );
}
