import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@akiya/shared-ui';
import { ConsultingLayout } from '../components/layout/consulting-layout';
import { ConsultingTopPage } from '../features/top/components/consulting-top-page';
import { ConsultingPostPage } from '../features/post/components/consulting-post-page';
import { ConsultPage } from '../features/consult/components/consult-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ConsultingLayout />}>
        <Route path="/airyflow" element={<ConsultingTopPage />} />
        <Route path="/airyflow/post" element={<ConsultingPostPage />} />
      </Route>
      {/* /consult: the service on the main site (the shell's layout, not the airyflow one) */}
      <Route path="/consult" element={<ConsultPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
