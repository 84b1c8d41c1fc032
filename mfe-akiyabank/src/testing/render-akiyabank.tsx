import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@akiya/shared-ui';
import App from '../remote-entry';

/** Renders the remote as the shell does: under a `*` route with the one store and router. */
export function renderAkiyabank(path: string) {
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
