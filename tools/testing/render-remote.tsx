// Renders a remote's routes the way the shell mounts them, for the frontend packages' component
// tests: one app store, a memory router at the path, and a location probe.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore } from '@akiya/shared-ui';

/** Where the router is (path, query and hash), with the location's state as JSON in data-state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={location.state == null ? '' : JSON.stringify(location.state)}>
      {`${location.pathname}${location.search}${location.hash}`}
    </output>
  );
}

/**
 * Renders `routes` (the remote's route table or app) at `path` in a new store; `location()` reads the
 * probe. Without `probe` there is none (its <output> is a status of its own for role queries).
 */
export function renderRemote(routes: ReactNode, path: string, { probe = true } = {}) {
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {routes}
        {probe ? <LocationProbe /> : null}
      </MemoryRouter>
    </Provider>,
  );
  const location = () => view.getByTestId('location').textContent ?? '';
  return { ...view, store, location };
}
