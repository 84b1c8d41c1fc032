import { Navigate, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '@akiya/shared-ui';
import { pageHref } from '@akiya/shared-ui';
import { pageFromParam } from '../../../utils/page-param';
import { useListingSource } from '../hooks/use-listing-source';
import type { ListingKind } from '../utils/listing-source';
import { InvalidSearch } from './invalid-search';
import { ListingResults } from './listing-results';

/**
 * The one list screen of the board (/board, /new, /search/:word, /area/:area, /tags/:tag,
 * /category/:category, /area-category/:id and their /page/:page variants). The `:page` parameter is
 * known to be digits (DigitsRoute); page 0 is a 404 and an explicit page 1 redirects to the list URL.
 */
export function ListingScreen({ kind }: { kind: ListingKind }) {
  const source = useListingSource(kind);
  const { page: pageParam } = useParams();
  const { search } = useLocation();
  const page = pageFromParam(pageParam);

  if (source.status === 'notFound' || page < 1 || !Number.isSafeInteger(page)) return <NotFoundPage />;
  if (source.status === 'invalidWord') return <InvalidSearch word={source.word} />;
  if (pageParam !== undefined && page === 1) return <Navigate replace to={pageHref(source.basePath, 1, search)} />;
  return <ListingResults source={source} page={page} />;
}
