import { Route, Routes } from 'react-router-dom';
import { renderRemote } from '../../../tools/testing/render-remote';
import App from '../remote-entry';

/** Renders the remote as the shell does: under a `*` route with the one store and router. */
export function renderAkiyabank(path: string) {
  return renderRemote(
    <Routes>
      <Route path="*" element={<App />} />
    </Routes>,
    path,
    { probe: false },
  );
}
