/**
 * Leaflet with its stylesheet and working default marker icons. Loaded with a dynamic import (see
 * components/leaflet-map.tsx) so that Leaflet is only downloaded by pages that show a map.
 *
 * Leaflet finds its marker images through a CSS-path guess that breaks under a bundler; importing
 * the images through webpack gives their real (hashed) URLs instead.
 */
import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

delete (L.Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });

export { L };
