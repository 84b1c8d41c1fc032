import { configure } from '@testing-library/react';
import { renderRemote } from '../../../tools/testing/render-remote';
import { AppRoutes } from '../app/routes';

// These tests wait for several fetches in turn (base data, the page, a favourite call); on a busy
// machine one of them can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4000 });

/** The remote's routes at a path inside a fresh store and a router (as the shell mounts them); returns the store too. */
export function renderReading(path: string) {
  return renderRemote(<AppRoutes />, path);
}
