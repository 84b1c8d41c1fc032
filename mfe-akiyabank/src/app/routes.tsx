import { useRoutes } from 'react-router-dom';
import { DigitsRoute, NotFoundPage, type DataRoute } from '@akiya/shared-ui';
import { AkiyabankLayout } from '../components/layout/akiyabank-layout';
import { ListingDetailPage } from '../features/listing-detail/components/listing-detail-page';
import { loadListing } from '../features/listing-detail/listing-detail-loader';
import { ListingListPage } from '../features/listings/components/listing-list-page';
import { loadList, loadTop } from '../features/listings/listing-loaders';
import { ManageEditPage } from '../features/manage/components/manage-edit-page';
import { ManageNewPage } from '../features/manage/components/manage-new-page';
import { ManagePage } from '../features/manage/components/manage-page';
import { ManageProfilePage } from '../features/manage/components/manage-profile-page';
import { loadManagedListing, loadManageOverview } from '../features/manage/manage-loaders';
import { AkiyabankTopPage } from './akiyabank-top-page';

/**
 * The bank's route table (absolute paths; the shell renders it under a `*` route): its pages in the
 * bank's own layout. The shell's server runs the loaders of the routes matching a page before
 * rendering it (remote-entry exports the table).
 */
export const routes: DataRoute[] = [
  {
    element: <AkiyabankLayout />,
    children: [
      { path: '/akiyabank', element: <AkiyabankTopPage />, load: loadTop },
      { path: '/akiyabank/list', element: <ListingListPage />, load: loadList },
      {
        path: '/akiyabank/list/page/:page',
        element: (
          <DigitsRoute>
            <ListingListPage />
          </DigitsRoute>
        ),
        load: loadList,
      },
      {
        path: '/akiyabank/:id',
        element: (
          <DigitsRoute params={['id']}>
            <ListingDetailPage />
          </DigitsRoute>
        ),
        load: loadListing,
      },
      { path: '/akiyabank/manage', element: <ManagePage />, load: loadManageOverview },
      { path: '/akiyabank/manage/new', element: <ManageNewPage />, load: loadManageOverview },
      { path: '/akiyabank/manage/municipality', element: <ManageProfilePage />, load: loadManageOverview },
      {
        path: '/akiyabank/manage/:id/edit',
        element: (
          <DigitsRoute params={['id']}>
            <ManageEditPage />
          </DigitsRoute>
        ),
        load: loadManagedListing,
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
