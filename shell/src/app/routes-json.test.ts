import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeObjectPaths } from '../../../tools/testing/routes-json';
import { shellRoutes } from './routes';

/**
 * shell/routes.json lists the shell's own pages for the server (emitted next to the build like a
 * remote's), which answers every other path no remote owns with status 404. It must name exactly
 * the paths of the route table in routes.tsx (the development-only catalogue left out).
 */
it("routes.json lists exactly the shell's own routes", () => {
  const fromTable = routeObjectPaths(shellRoutes).filter((p) => p !== '/dev/ui');
  const listed = JSON.parse(readFileSync(join(__dirname, '..', '..', 'routes.json'), 'utf8')) as string[];
  expect([...listed].sort()).toEqual(['/', ...fromTable].sort());
});
