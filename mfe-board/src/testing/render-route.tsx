import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore } from '@akiya/shared-ui';
import { AppRoutes } from '../app/routes';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={location.state == null ? '' : JSON.stringify(location.state)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Renders the board's route table at `path` the way the shell does: one store, one router. */
export function renderRoute(path: string) {
  const store = createAppStore();
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  const location = () => view.getByTestId('location').textContent ?? '';
  return { ...view, store, user, location };
}
