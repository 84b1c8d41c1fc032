import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DigitsRoute, NotFoundPage, Spinner } from '@akiya/shared-ui';
import { CategoriesPage } from '../features/categories/components/categories-page';
import { HistoriesPage } from '../features/histories/components/histories-page';
import { recordHistory } from '../features/histories/utils/histories-storage';
import { ListingScreen } from '../features/listings/components/listing-screen';
import type { ListingKind } from '../features/listings/utils/listing-source';
import type { PropertyDetail } from '../features/property/api/property-api';
import { PropertyPage } from '../features/property/components/property-page';
import { PostFinishPage } from '../features/posting/components/post-finish-page';
import { ReturnPostPage } from '../features/posting/components/return-post-page';

/** A list route and its /page/:page variant; the page parameter must be digits (else 404). */
function listRoutes(path: string, kind: ListingKind, digitParams: string[] = []): ReactNode {
  // key by kind so switching between two lists of different kinds starts from a clean screen
  return [
    <Route
      key={path}
      path={path}
      element={
        <DigitsRoute params={digitParams}>
          <ListingScreen key={kind} kind={kind} />
        </DigitsRoute>
      }
    />,
    <Route
      key={`${path}/page/:page`}
      path={`${path}/page/:page`}
      element={
        <DigitsRoute params={['page', ...digitParams]}>
          <ListingScreen key={kind} kind={kind} />
        </DigitsRoute>
      }
    />,
  ];
}

// The map (Leaflet) and the posting form are their own chunks: the lists and listing pages, which
// most visits see, do not download them.
const MapPage = lazy(() => import('../features/map/components/map-page').then((m) => ({ default: m.MapPage })));
const PostPage = lazy(() => import('../features/posting/components/post-page').then((m) => ({ default: m.PostPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

const recordVisit = (listing: PropertyDetail) => recordHistory(listing);

/** The board's routes (absolute paths; every pattern is also listed in routes.json). */
export function AppRoutes() {
  return (
    <Routes>
      {listRoutes('/board', 'board')}
      {listRoutes('/new', 'new')}
      {listRoutes('/treasure', 'treasure')}
      {listRoutes('/search/:word', 'search')}
      <Route path="/search" element={<ListingScreen kind="search" />} />
      {listRoutes('/area/:area', 'area')}
      {listRoutes('/tags/:tag', 'tag')}
      {listRoutes('/category/:category', 'category', ['category'])}
      {listRoutes('/area-category/:id', 'areaCategory', ['id'])}
      <Route path="/map" element={<Lazy><MapPage /></Lazy>} />
      <Route path="/categories" element={<CategoriesPage />} />
      <Route path="/category" element={<CategoriesPage />} />
      <Route path="/histories" element={<HistoriesPage />} />
      <Route
        path="/histories/page/:page"
        element={
          <DigitsRoute>
            <HistoriesPage />
          </DigitsRoute>
        }
      />
      <Route
        path="/project/:id"
        element={
          <DigitsRoute params={['id']}>
            <PropertyPage onView={recordVisit} />
          </DigitsRoute>
        }
      />
      <Route path="/post" element={<Lazy><PostPage /></Lazy>} />
      <Route path="/post-finish" element={<PostFinishPage />} />
      <Route path="/return-post" element={<ReturnPostPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
