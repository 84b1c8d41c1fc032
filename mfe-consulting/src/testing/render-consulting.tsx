import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '@akiya/shared-ui';
import App from '../remote-entry';

function Where() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${hash}`}</output>;
}

/** Renders the remote as the shell does: under a `*` route with the one store and router. */
export function renderConsulting(path: string) {
  const store = createAppStore();
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<App />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}
