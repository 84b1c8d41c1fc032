import routesJson from '../../../routes.json';
import { compareRoutes, routeObjectPaths } from '../../../../tools/testing/routes-json';
import { routes } from '../routes';

// routes.json is what the shell learns from GET /api/remotes: the paths it sends to this remote.
describe('routes.json and the route table of the consulting remote', () => {
  const table = routeObjectPaths(routes);

  it('reads the route table', () => {
    expect(table.length).toBeGreaterThan(0);
  });

  it('every routes.json path has a route, and every route is reachable through routes.json', () => {
    expect(compareRoutes(routesJson, table)).toEqual({ withoutRoute: [], notInRoutesJson: [], duplicates: [] });
  });
});
