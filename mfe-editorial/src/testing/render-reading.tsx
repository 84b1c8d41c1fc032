import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore } from '@akiya/shared-ui';
import { AppRoutes } from '../app/routes';

// These tests wait for several fetches in turn (base data, the page, a favourite call); on a busy
// machine one of them can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4000 });

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The remote's routes at a path inside a fresh store and a router (as the shell mounts them); returns the store too. */
export function renderReading(path: string) {
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}
