import { Route, Routes } from 'react-router-dom';
import { DigitsRoute, NotFoundPage } from '@akiya/shared-ui';
import { AkiyabankLayout } from '../components/layout/akiyabank-layout';
import { ListingListPage } from '../features/listings/components/listing-list-page';
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
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
