import { useParams } from 'react-router-dom';
import { useGetBaseDataQuery } from '@akiya/shared-ui';
import { resolveListingSource, type ListingKind, type ListingSource } from '../utils/listing-source';

/** Kinds whose title and existence come from base data (categories, area categories). */
const NEEDS_BASE_DATA: ReadonlySet<ListingKind> = new Set(['category', 'areaCategory']);

/** The filter, title and base URL of the list on the current route. */
export function useListingSource(kind: ListingKind): ListingSource {
  const params = useParams();
  const baseData = useGetBaseDataQuery(undefined, { skip: !NEEDS_BASE_DATA.has(kind) });
  return resolveListingSource(kind, params, { data: baseData.data, failed: baseData.isError });
}
