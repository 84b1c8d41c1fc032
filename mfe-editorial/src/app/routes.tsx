import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@akiya/shared-ui';
import { STATIC_ROUTES } from './static-routes';
import { CONTACT_ROUTES } from '../features/contact/routes';

/** The editorial remote's route table (absolute paths; the shell renders it under a `*` route). */
export function AppRoutes() {
  return (
    <Routes>
      {STATIC_ROUTES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      {CONTACT_ROUTES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
