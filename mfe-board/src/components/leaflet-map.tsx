import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LatLngTuple, LayerGroup, Map as LeafletMapInstance } from 'leaflet';
import { BOARD_TEXTS } from '../config/texts';
import { mapTileConfig } from '../config/map';
import styles from './leaflet-map.module.css';

type LeafletModule = typeof import('../utils/leaflet')['L'];

/** One marker. `popup` builds the popup's DOM (text only through textContent, never HTML). */
export interface MapMarker {
  key: string;
  lat: number;
  lng: number;
  /** Marker tooltip and accessible name. */
  title: string;
  popup?: () => HTMLElement;
  /** A round count badge instead of the pin (e.g. listings per prefecture). */
  badge?: string;
}

interface LeafletMapProps {
  markers: MapMarker[];
  center: LatLngTuple;
  zoom: number;
  /** Zoom to show every marker once they are placed. */
  fitMarkers?: boolean;
  /** Accessible name of the map region. */
  label: string;
  /** Small, static map (listing page): no scroll-wheel zoom, no dragging on touch. */
  compact?: boolean;
  className?: string;
}

let leafletPromise: Promise<LeafletModule> | null = null;
function loadLeaflet(): Promise<LeafletModule> {
  leafletPromise ??= import('../utils/leaflet').then((m) => m.L);
  return leafletPromise;
}

/**
 * A Leaflet map with markers. Tiles come from configuration (config/map.ts); when they cannot be
 * loaded the markers still show on the plain background and a short note says so. Links inside
 * popups marked `data-router-link` navigate inside the app instead of reloading the page.
 */
export function LeafletMap({ markers, center, zoom, fitMarkers = false, label, compact = false, className }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ L: LeafletModule; map: LeafletMapInstance; layer: LayerGroup } | null>(null);
  const [ready, setReady] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const navigate = useNavigate();
  const initialView = useRef({ center, zoom, compact });

  // A small map further down the page (the listing's) is made when it comes near the screen: Leaflet's
  // code and set-up are a long task on a phone, and most visitors of a listing look at its photos first.
  const [near, setNear] = useState(!compact);
  useEffect(() => {
    const element = containerRef.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '300px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    void loadLeaflet().then((L) => {
      const element = containerRef.current;
      if (cancelled || !element) return;
      const { center: c, zoom: z, compact: small } = initialView.current;
      const map = L.map(element, {
        center: c,
        zoom: z,
        scrollWheelZoom: false,
        dragging: !small,
        touchZoom: true,
        keyboard: true,
      });
      const tiles = mapTileConfig();
      const tileLayer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 });
      tileLayer.on('tileerror', () => setTilesFailed(true));
      tileLayer.addTo(map);
      const layer = L.layerGroup().addTo(map);
      mapRef.current = { L, map, layer };
      setReady(true);
    });
    return () => {
      cancelled = true;
      mapRef.current?.map.remove();
      mapRef.current = null;
    };
  }, [near]);

  useEffect(() => {
    const current = mapRef.current;
    if (!ready || !current) return;
    const { L, map, layer } = current;
    layer.clearLayers();
    // Panning a popup into view needs a laid-out map (a hidden or unmeasured one has no size).
    const autoPan = (containerRef.current?.clientWidth ?? 0) > 0;
    for (const m of markers) {
      const icon = m.badge
        ? L.divIcon({ className: styles.badgeIcon, html: escapeText(m.badge), iconSize: [30, 30], iconAnchor: [15, 15], popupAnchor: [0, -14] })
        : undefined;
      const marker = L.marker([m.lat, m.lng], { title: m.title, alt: m.title, keyboard: true, riseOnHover: true, ...(icon ? { icon } : {}) });
      if (m.popup) marker.bindPopup(m.popup(), { maxWidth: 260, minWidth: 180, autoPan });
      layer.addLayer(marker);
      // A lone marker with a popup (one prefecture) opens it: the listings are the point of the map.
      if (markers.length === 1 && m.popup && autoPan) marker.openPopup();
    }
    if (fitMarkers && markers.length > 0) {
      map.fitBounds(
        markers.map((m) => [m.lat, m.lng] as LatLngTuple),
        { padding: [32, 32], maxZoom: markers.length === 1 ? 13 : 11, animate: false },
      );
    }
  }, [ready, markers, fitMarkers]);

  // Popups are plain DOM: route their internal links through the router. The links themselves are
  // the interactive elements (a click or Enter on one bubbles here); the map container only listens.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest?.('a[data-router-link]');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(link.getAttribute('href') ?? '/');
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      <div
        ref={containerRef}
        className={compact ? `${styles.map} ${styles.compact}` : styles.map}
        role="region"
        aria-label={label}
        data-testid="leaflet-map"
      />
      {tilesFailed ? (
        <p className={styles.note} role="status">
          {BOARD_TEXTS.mapTilesUnavailable}
        </p>
      ) : null}
    </div>
  );
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
