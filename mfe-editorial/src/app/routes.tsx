import { useRoutes } from 'react-router-dom';
import { NotFoundPage, type DataRoute } from '@akiya/shared-ui';
import { STATIC_ROUTES } from './static-routes';
import { CONTACT_ROUTES } from '../features/contact/routes';
import { OUENDAN_ROUTES } from '../features/ouendan/routes';
import { READING_ROUTES } from './reading-routes';

/**
 * The editorial remote's route table (absolute paths; the shell renders it under a `*` route). The
 * shell's server runs the loaders of the routes matching a page before rendering it (remote-entry
 * exports the table).
 */
export const routes: DataRoute[] = [
  ...STATIC_ROUTES.map(({ path, Page }): DataRoute => ({ path, element: <Page /> })),
  ...CONTACT_ROUTES.map(({ path, Page, load }): DataRoute => ({ path, element: <Page />, load })),
  ...OUENDAN_ROUTES.map(({ path, Page, load }): DataRoute => ({ path, element: <Page />, load })),
  ...READING_ROUTES.map(({ path, element, load }): DataRoute => ({ path, element, load })),
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
