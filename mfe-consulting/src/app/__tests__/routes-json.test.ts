import routesJson from '../../../routes.json';
import type { DataRoute } from '@akiya/shared-ui';
import { compareRoutes } from '../../../../tools/testing/routes-json';
import { routes } from '../routes';

/** Every path of the route table, nested routes joined to their parent's; the catch-all `*` is left out. */
function tablePaths(table: DataRoute[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path;
    const full = own === undefined ? parent : own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
    const mine = own !== undefined && own !== '*' && full !== '' ? [full] : [];
    return [...mine, ...tablePaths(route.children ?? [], full)];
  });
}

// routes.json is what the shell learns from GET /api/remotes: the paths it sends to this remote.
describe('routes.json and the route table of the consulting remote', () => {
  const table = tablePaths(routes);

  it('reads the route table', () => {
    expect(table.length).toBeGreaterThan(0);
  });

  it('every routes.json path has a route, and every route is reachable through routes.json', () => {
    expect(compareRoutes(routesJson, table)).toEqual({ withoutRoute: [], notInRoutesJson: [], duplicates: [] });
  });
});
