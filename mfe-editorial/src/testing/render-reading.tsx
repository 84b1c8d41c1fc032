import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore } from '@akiya/shared-ui';
import { AppRoutes } from '../app/routes';

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
