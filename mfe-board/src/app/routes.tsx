import { lazy, type ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { DigitsRoute, HydratesLater, NotFoundPage, Spinner, type DataRoute } from '@akiya/shared-ui';
import { loadCategories } from '../features/categories/categories-loader';
import { CategoriesPage } from '../features/categories/components/categories-page';
import { HistoriesPage } from '../features/histories/components/histories-page';
import { recordHistory } from '../features/histories/utils/histories-storage';
import { ListingScreen } from '../features/listings/components/listing-screen';
import { listLoader } from '../features/listings/listing-loaders';
import type { ListingKind } from '../features/listings/utils/listing-source';
import { loadMap } from '../features/map/map-loader';
import type { PropertyDetail } from '../features/property/api/property-api';
import { PropertyPage } from '../features/property/components/property-page';
import { loadProperty } from '../features/property/property-loader';
import { PostFinishPage } from '../features/posting/components/post-finish-page';
import { ReturnPostPage } from '../features/posting/components/return-post-page';
import { loadPost } from '../features/posting/post-loader';

/** A list route and its /page/:page variant; the page parameter must be digits (else 404). */
function listRoutes(path: string, kind: ListingKind, digitParams: string[] = []): DataRoute[] {
  const load = listLoader(kind);
  // key by kind so switching between two lists of different kinds starts from a clean screen
  return [
    {
      path,
      element: (
        <DigitsRoute params={digitParams}>
          <ListingScreen key={kind} kind={kind} />
        </DigitsRoute>
      ),
      load,
    },
    {
      path: `${path}/page/:page`,
      element: (
        <DigitsRoute params={['page', ...digitParams]}>
          <ListingScreen key={kind} kind={kind} />
        </DigitsRoute>
      ),
      load,
    },
  ];
}

// The map (Leaflet) and the posting form are their own chunks: the lists and listing pages, which
// most visits see, do not download them.
const MapPage = lazy(() => import('../features/map/components/map-page').then((m) => ({ default: m.MapPage })));
const PostPage = lazy(() => import('../features/posting/components/post-page').then((m) => ({ default: m.PostPage })));

/** A page whose code arrives after the rest (early input on its server HTML waits for it). */
function Lazy({ children }: { children: ReactNode }) {
  return <HydratesLater fallback={<Spinner />}>{children}</HydratesLater>;
}

const recordVisit = (listing: PropertyDetail) => recordHistory(listing);

/**
 * The board's route table (absolute paths; every pattern is also listed in routes.json). The shell's
 * server runs the loaders of the routes matching a page before rendering it once (remote-entry
 * exports the table): each starts the queries its page reads on its first render.
 */
export const routes: DataRoute[] = [
  ...listRoutes('/board', 'board'),
  ...listRoutes('/new', 'new'),
  ...listRoutes('/treasure', 'treasure'),
  ...listRoutes('/search/:word', 'search'),
  // Without a word: the search box and its hint, no request.
  { path: '/search', element: <ListingScreen kind="search" /> },
  ...listRoutes('/area/:area', 'area'),
  ...listRoutes('/area/:area/:city', 'city', ['city']),
  ...listRoutes('/tags/:tag', 'tag'),
  ...listRoutes('/category/:category', 'category', ['category']),
  ...listRoutes('/area-category/:id', 'areaCategory', ['id']),
  {
    path: '/map',
    element: (
      <Lazy>
        <MapPage />
      </Lazy>
    ),
    load: loadMap,
  },
  { path: '/categories', element: <CategoriesPage />, load: loadCategories },
  { path: '/category', element: <CategoriesPage />, load: loadCategories },
  // The browsing history is this browser's own (localStorage): nothing to load.
  { path: '/histories', element: <HistoriesPage /> },
  {
    path: '/histories/page/:page',
    element: (
      <DigitsRoute>
        <HistoriesPage />
      </DigitsRoute>
    ),
  },
  {
    path: '/project/:id',
    element: (
      <DigitsRoute params={['id']}>
        <PropertyPage onView={recordVisit} />
      </DigitsRoute>
    ),
    load: loadProperty,
  },
  {
    path: '/post',
    element: (
      <Lazy>
        <PostPage />
      </Lazy>
    ),
    load: loadPost,
  },
  { path: '/post-finish', element: <PostFinishPage /> },
  { path: '/return-post', element: <ReturnPostPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Renders the route table under the host's router (the shell, the standalone frame, tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
