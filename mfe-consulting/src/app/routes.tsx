import { useRoutes } from 'react-router-dom';
import { NotFoundPage, type DataRoute } from '@akiya/shared-ui';
import { ConsultingLayout } from '../components/layout/consulting-layout';
import { ConsultingTopPage } from '../features/top/components/consulting-top-page';
import { ConsultingPostPage } from '../features/post/components/consulting-post-page';
import { loadConsultingPost } from '../features/post/post-loader';
import { ConsultPage } from '../features/consult/components/consult-page';

/**
 * The consulting remote's route table (absolute paths; the shell renders it under a `*` route). The
 * shell's server runs the loaders of the routes matching a page before rendering it (remote-entry
 * exports the table).
 */
export const routes: DataRoute[] = [
  {
    element: <ConsultingLayout />,
    children: [
      { path: '/airyflow', element: <ConsultingTopPage /> },
      { path: '/airyflow/post', element: <ConsultingPostPage />, load: loadConsultingPost },
    ],
  },
  // /consult: the service on the main site (the shell's layout, not the airyflow one)
  { path: '/consult', element: <ConsultPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
