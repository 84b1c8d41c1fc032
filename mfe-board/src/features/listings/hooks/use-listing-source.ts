import { useParams } from 'react-router-dom';
import { useGetBaseDataQuery } from '@akiya/shared-ui';
import { useGetCitiesQuery } from '../api/listings-api';
import { citiesPrefectureOf, resolveListingSource, type ListingKind, type ListingSource } from '../utils/listing-source';

/** Kinds whose title and existence come from base data (categories, area categories). */
const NEEDS_BASE_DATA: ReadonlySet<ListingKind> = new Set(['category', 'areaCategory']);

/** The filter, title and base URL of the list on the current route. */
export function useListingSource(kind: ListingKind): ListingSource {
  const params = useParams();
  const baseData = useGetBaseDataQuery(undefined, { skip: !NEEDS_BASE_DATA.has(kind) });
  // A municipality page's title and existence come from its prefecture's municipalities.
  const prefecture = kind === 'city' ? citiesPrefectureOf(kind, params) : null;
  const cities = useGetCitiesQuery(prefecture ?? '', { skip: prefecture === null });
  return resolveListingSource(kind, params, { data: baseData.data, failed: baseData.isError }, { data: cities.data?.items, failed: cities.isError });
}
