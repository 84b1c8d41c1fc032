import { Navigate, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '@akiya/shared-ui';
import { pageHref } from '@akiya/shared-ui';
import { useListingSource } from '../hooks/use-listing-source';
import type { ListingKind } from '../utils/listing-source';
import { listingScreenView } from '../utils/listing-query';
import { InvalidSearch } from './invalid-search';
import { ListingResults } from './listing-results';

/**
 * The one list screen of the board (/board, /new, /search/:word, /area/:area, /area/:area/:city, /tags/:tag,
 * /category/:category, /area-category/:id and their /page/:page variants). The `:page` parameter is
 * known to be digits (DigitsRoute); page 0 is a 404 and an explicit page 1 redirects to the list URL.
 */
export function ListingScreen({ kind }: { kind: ListingKind }) {
  const view = listingScreenView(useListingSource(kind), useParams().page);
  const { search } = useLocation();

  switch (view.status) {
    case 'notFound':
      return <NotFoundPage />;
    case 'invalidWord':
      return <InvalidSearch word={view.word} />;
    case 'pageOne':
      return <Navigate replace to={pageHref(view.source.basePath, 1, search)} />;
    case 'results':
      return <ListingResults source={view.source} page={view.page} />;
  }
}
