import type { MapMarker, PropertyDetail } from '@akiya/contracts';
import { bool, numOrNull } from '../database/sql';
import { isoOrEmpty } from '../database/sql';

/** The rows the listing repository returns (cards, markers, the detail page) and how a card row is read. */

/** The columns a listing card needs (ListingSummary), nothing else. */
export interface CardRow {
  id: number;
  title: string;
  prefecture_code: string;
  municipality: string;
  city_code: string | null;
  address_public: string;
  price_man_yen: number | null;
  land_or_building: 'building' | 'land';
  land_area: number | null;
  building_area: number | null;
  built_year: number | null;
  root_type: string;
  is_suspension: boolean;
  published_at: string;
  contact_count: number;
}

/** A map marker's columns: the row is the contracts' MapMarker as it is. */
export type MarkerRow = MapMarker;

/** The PropertyDetail fields a detail row carries as they are (the mapper adds images, seller and area). */
type DetailColumns = Pick<
  PropertyDetail,
  'description' | 'structure' | 'facts' | 'lat' | 'lng' | 'reception' | 'is_published' | 'is_stop_published' | 'view_count' | 'updated_at'
>;

/** Everything the detail page shows, with the seller's id and last name and the area category. */
export interface DetailRow extends CardRow, DetailColumns {
  seller_id: number;
  seller_last_name: string;
  area_category_id: number | null;
  area_category_name: string | null;
}

/** Images, category ids and tag ids of some listings (one query for a whole page). */
export interface ListingRelations {
  images: Map<number, { path: string; comment: string }[]>;
  categoryIds: Map<number, number[]>;
  tagIds: Map<number, number[]>;
}

export const CARD_COLUMNS =
  'p.id, p.title, p.prefecture_code, p.municipality, p.city_code, p.address_public, p.price_man_yen, p.land_or_building, ' +
  'p.land_area, p.building_area, p.built_year, p.root_type, p.is_suspension, p.published_at, p.contact_count';

export function toCardRow(r: Record<string, unknown>): CardRow {
  return {
    id: Number(r.id),
    title: String(r.title),
    prefecture_code: String(r.prefecture_code),
    municipality: String(r.municipality),
    city_code: r.city_code === null || r.city_code === undefined ? null : String(r.city_code),
    address_public: String(r.address_public ?? ''),
    price_man_yen: numOrNull(r.price_man_yen),
    land_or_building: r.land_or_building as 'building' | 'land',
    land_area: numOrNull(r.land_area),
    building_area: numOrNull(r.building_area),
    built_year: numOrNull(r.built_year),
    root_type: String(r.root_type),
    is_suspension: bool(r.is_suspension),
    published_at: isoOrEmpty(r.published_at as Date | string | null),
    contact_count: Number(r.contact_count),
  };
}
