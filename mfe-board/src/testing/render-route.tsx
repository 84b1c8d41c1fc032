import userEvent from '@testing-library/user-event';
import { renderRemote } from '../../../tools/testing/render-remote';
import { AppRoutes } from '../app/routes';

/** Renders the board's route table at `path` the way the shell does: one store, one router. */
export function renderRoute(path: string) {
  const user = userEvent.setup();
  return { ...renderRemote(<AppRoutes />, path), user };
}
