import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@akiya/shared-ui';
import { ConsultingLayout } from '../components/layout/consulting-layout';
import { ConsultingTopPage } from '../features/top/components/consulting-top-page';
import { ConsultingPostPage } from '../features/post/components/consulting-post-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ConsultingLayout />}>
        <Route path="/airyflow" element={<ConsultingTopPage />} />
        <Route path="/airyflow/post" element={<ConsultingPostPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
