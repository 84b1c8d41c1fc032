/**
 * Map tiles. The URL comes from runtime configuration so that an installation can use its own tile
 * server without a rebuild: `window.__AKIYA_CONFIG__ = { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
 * mapTileAttribution: '© …' }`. Markers never depend on tiles: a map whose tiles cannot load (no
 * network) still shows its markers on the plain background.
 *
 * `mapTileUrl` / `mapTileAttribution` are not in shared-ui's ClientConfig yet (candidates for the lead).
 */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Centre and zoom showing all of Japan (Okinawa included) on a phone. */
export const JAPAN_VIEW = { center: [36.2, 137.8] as [number, number], zoom: 5 };
/** Zoom of the small map on a listing page. */
export const LISTING_MAP_ZOOM = 13;

interface MapConfig {
  mapTileUrl?: string;
  mapTileAttribution?: string;
}

export function mapTileConfig(): { url: string; attribution: string } {
  const config = (typeof window !== 'undefined' ? window.__AKIYA_CONFIG__ : undefined) as MapConfig | undefined;
  return {
    url: typeof config?.mapTileUrl === 'string' && config.mapTileUrl !== '' ? config.mapTileUrl : DEFAULT_TILE_URL,
    attribution: typeof config?.mapTileAttribution === 'string' ? config.mapTileAttribution : DEFAULT_TILE_ATTRIBUTION,
  };
}
