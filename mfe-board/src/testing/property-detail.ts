// The listing page's tests (src/features/property/__tests__): one listing with every field filled,
// its API answer, and the rows of the tables on the page.
import { within } from '@testing-library/react';
import type { PropertyDetail } from '@akiya/contracts';
import { mockFetch, type FakeAnswer } from '../../../tools/testing/mock-fetch';
import { testBaseData } from '../../../tools/testing/base-data';
import { makeDetail } from './fixtures';

type MockHandler = (url: URL) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/** Listing 7: a 古民家 with three photos, a map, an area category and tags. */
export const detail: PropertyDetail = makeDetail(7, {
  title: '囲炉裏のある古民家',
  price_man_yen: 12000,
  municipality: '青梅市',
  address: '東京都青梅市成木三丁目',
  land_area: 661.16,
  building_area: 120,
  built_year: 1925,
  tags: ['okuen', '古民家'],
  contact_count: 12,
  published_at: '2026-10-01T00:00:00.000Z',
  description: '築100年の古民家です。\n囲炉裏と土間が残っています。',
  structure: '木造2階建て',
  lat: 35.84,
  lng: 139.2,
  reception: true,
  view_count: 1234,
  area_category: { id: 2, name: '山あい' },
  updated_at: '2026-11-02T03:00:00.000Z',
  images: [
    { path: '/uploads/properties/7/1.jpg', comment: '外観' },
    { path: '/uploads/properties/7/2.jpg', comment: '囲炉裏' },
    { path: '/uploads/properties/7/3.jpg', comment: '土間' },
  ],
});

/** Answers GET /api/properties/{listing.id} with the listing, anything else through `extra`, then base data. */
export function detailApi(listing: PropertyDetail = detail, extra?: MockHandler) {
  return mockFetch(async (url) => {
    if (url.pathname === `/api/properties/${listing.id}`) return { body: listing };
    return extra?.(url);
  }, { baseData: testBaseData });
}

/** The row of a table whose header cell is `label`. */
export const rowOf = (table: HTMLElement) => (label: string) =>
  within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
