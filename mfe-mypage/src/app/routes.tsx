import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@akiya/shared-ui';
import { LoginGate } from '../features/login-gate/components/login-gate';
import { MyPageLayout } from '../features/layout/components/my-page-layout';
import { MyPageHome } from '../features/home/components/my-page-home';
import { FavoritesPage } from '../features/sections/components/favorites-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { ProfileUpdatePage } from '../features/profile/components/profile-update-page';
import { ProfileAlert } from '../features/profile-alert/components/profile-alert';
import { PublicProfileDialog } from '../features/public-profile/components/public-profile-dialog';
import { EmptySectionPage } from '../features/sections/components/empty-section-page';

/**
 * Every /my-page path is behind the login gate and inside the my-page frame. Paths of sections that
 * later issues build and that are not listed here render the 404 page inside the frame.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <LoginGate>
            <MyPageLayout>
              <PublicProfileDialog />
            </MyPageLayout>
          </LoginGate>
        }
      >
        <Route path="/my-page" element={<MyPageHome notices={<ProfileAlert />} />} />
        <Route path="/my-page/list/favorite" element={<FavoritesPage />} />
        <Route path="/my-page/messages" element={<EmptySectionPage section="messages" />} />
        <Route path="/my-page/project" element={<EmptySectionPage section="project" />} />
        <Route path="/my-page/profile" element={<ProfilePage />} />
        <Route path="/my-page/profile/update" element={<ProfileUpdatePage />} />
        <Route path="/my-page/ouendan" element={<EmptySectionPage section="ouendan" />} />
        <Route path="/my-page/consultings" element={<EmptySectionPage section="consultings" />} />
        <Route path="/my-page/*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
