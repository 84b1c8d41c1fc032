import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@akiya/shared-ui';
import { STATIC_ROUTES } from './static-routes';
import { CONTACT_ROUTES } from '../features/contact/routes';
import { OUENDAN_ROUTES } from '../features/ouendan/routes';
import { READING_ROUTES } from './reading-routes';

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
      {OUENDAN_ROUTES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      {READING_ROUTES.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
