import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, useGetBaseDataQuery } from '@akiya/shared-ui';

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

/** The path and query the location probe of renderAt shows: where the app is after a navigation. */
export const where = () => screen.getByTestId('where').textContent;

function BaseData() {
  useGetBaseDataQuery();
  return null;
}

/**
 * Renders `element` at `path` with the app store, a location probe and (unless `baseData` is false) a component
 * loading the base data.
 */
export function renderAt(
  element: ReactElement,
  path: string,
  { pattern = '*', store = createAppStore(), baseData = true } = {},
) {
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {baseData ? <BaseData /> : null}
        <Routes>
          <Route path={pattern} element={element} />
          {pattern !== '*' ? <Route path="*" element={null} /> : null}
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store };
}
