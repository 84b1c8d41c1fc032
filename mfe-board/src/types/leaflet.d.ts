/**
 * The small part of Leaflet 1.9 the board uses. `@types/leaflet` is not installed in the workspace
 * (dependencies are the lead's to change), so the used API is declared here; replace this file with
 * `@types/leaflet` when it is added.
 */
declare module 'leaflet' {
  export type LatLngTuple = [number, number];
  export type PointTuple = [number, number];

  export interface LeafletEvent {
    type: string;
    target: unknown;
  }

  export interface MapOptions {
    center?: LatLngTuple;
    zoom?: number;
    minZoom?: number;
    maxZoom?: number;
    scrollWheelZoom?: boolean;
    dragging?: boolean;
    touchZoom?: boolean;
    doubleClickZoom?: boolean;
    keyboard?: boolean;
    zoomControl?: boolean;
    attributionControl?: boolean;
    tap?: boolean;
  }

  export interface FitBoundsOptions {
    padding?: PointTuple;
    maxZoom?: number;
    animate?: boolean;
  }

  export class Evented {
    on(type: string, fn: (event: LeafletEvent) => void): this;
    off(type: string, fn?: (event: LeafletEvent) => void): this;
  }

  export class Map extends Evented {
    constructor(element: HTMLElement, options?: MapOptions);
    setView(center: LatLngTuple, zoom: number, options?: { animate?: boolean }): this;
    fitBounds(bounds: LatLngTuple[], options?: FitBoundsOptions): this;
    invalidateSize(): this;
    getZoom(): number;
    closePopup(): this;
    remove(): this;
  }

  export interface PopupOptions {
    maxWidth?: number;
    minWidth?: number;
    autoPan?: boolean;
    closeButton?: boolean;
  }

  export class Layer extends Evented {
    addTo(map: Map | LayerGroup): this;
    remove(): this;
    bindPopup(content: HTMLElement | string, options?: PopupOptions): this;
    openPopup(): this;
  }

  export interface TileLayerOptions {
    attribution?: string;
    maxZoom?: number;
    subdomains?: string | string[];
    crossOrigin?: boolean | string;
  }

  export class TileLayer extends Layer {}

  export interface BaseIconOptions {
    iconUrl?: string;
    iconRetinaUrl?: string;
    shadowUrl?: string;
    iconSize?: PointTuple;
    iconAnchor?: PointTuple;
    popupAnchor?: PointTuple;
    className?: string;
  }

  export class Icon {
    constructor(options: BaseIconOptions);
  }

  export namespace Icon {
    class Default extends Icon {
      static mergeOptions(options: BaseIconOptions): void;
    }
  }

  export interface DivIconOptions extends BaseIconOptions {
    html?: string | HTMLElement;
  }

  export class DivIcon extends Icon {}

  export interface MarkerOptions {
    icon?: Icon;
    title?: string;
    alt?: string;
    keyboard?: boolean;
    riseOnHover?: boolean;
  }

  export class Marker extends Layer {}

  export class LayerGroup extends Layer {
    clearLayers(): this;
    addLayer(layer: Layer): this;
  }

  export function map(element: HTMLElement, options?: MapOptions): Map;
  export function tileLayer(urlTemplate: string, options?: TileLayerOptions): TileLayer;
  export function marker(latlng: LatLngTuple, options?: MarkerOptions): Marker;
  export function divIcon(options: DivIconOptions): DivIcon;
  export function layerGroup(layers?: Layer[]): LayerGroup;
}
