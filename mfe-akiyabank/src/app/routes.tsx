import { Route, Routes } from 'react-router-dom';
import { DigitsRoute, NotFoundPage } from '@akiya/shared-ui';
import { AkiyabankLayout } from '../components/layout/akiyabank-layout';
import { ListingDetailPage } from '../features/listing-detail/components/listing-detail-page';
import { ListingListPage } from '../features/listings/components/listing-list-page';
import { ManageEditPage } from '../features/manage/components/manage-edit-page';
import { ManageNewPage } from '../features/manage/components/manage-new-page';
import { ManagePage } from '../features/manage/components/manage-page';
import { ManageProfilePage } from '../features/manage/components/manage-profile-page';
import { AkiyabankTopPage } from './akiyabank-top-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AkiyabankLayout />}>
        <Route path="/akiyabank" element={<AkiyabankTopPage />} />
        <Route path="/akiyabank/list" element={<ListingListPage />} />
        <Route
          path="/akiyabank/list/page/:page"
          element={
            <DigitsRoute>
              <ListingListPage />
            </DigitsRoute>
          }
        />
        <Route
          path="/akiyabank/:id"
          element={
            <DigitsRoute params={['id']}>
              <ListingDetailPage />
            </DigitsRoute>
          }
        />
        <Route path="/akiyabank/manage" element={<ManagePage />} />
        <Route path="/akiyabank/manage/new" element={<ManageNewPage />} />
        <Route path="/akiyabank/manage/municipality" element={<ManageProfilePage />} />
        <Route
          path="/akiyabank/manage/:id/edit"
          element={
            <DigitsRoute params={['id']}>
              <ManageEditPage />
            </DigitsRoute>
          }
        />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
