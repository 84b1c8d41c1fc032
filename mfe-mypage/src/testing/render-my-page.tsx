import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '@akiya/shared-ui';
import App from '../remote-entry';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders the remote as the shell does (under a `*` route, one store, one router), plus stand-ins
 * for the shell's login pages so redirects can be observed.
 */
export function renderMyPage(path: string) {
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<h1>ログイン</h1>} />
          <Route path="/login/not-verified" element={<h1>メール未認証</h1>} />
          <Route path="*" element={<App />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
