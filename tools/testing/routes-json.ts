// Checks that a remote's routes.json (the paths the shell sends to it) and its route table agree.
// Shared by the remotes' routes-json tests; reads the route table's elements, not its source text.
import { matchPath, type RouteObject } from 'react-router-dom';

/** Every path of a route table (DataRoute[] / RouteObject[]), nested routes joined to their parent's path; `*` left out. */
export function routeObjectPaths(routes: RouteObject[], parent = ''): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    const own = route.path;
    const full = own === undefined ? parent : own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
    if (own !== undefined && own !== '*' && full !== '') paths.push(full);
    if (route.children) paths.push(...routeObjectPaths(route.children, full));
  }
  return paths;
}

/** A path that a pattern matches: each `:param` becomes '1' (digits pass every digits-only check), a trailing `*` becomes 'x'. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z_]\w*\??/g, '1').replace(/\*$/, 'x');
}

export interface RoutesAgreement {
  /** routes.json paths with no route of the same pattern in the table. */
  withoutRoute: string[];
  /** Route table paths that no routes.json pattern matches: the shell never sends them to the remote. */
  notInRoutesJson: string[];
  /** routes.json paths listed twice. */
  duplicates: string[];
}

/** Compares routes.json with the route table the way the shell matches paths (react-router matchPath, end: true). */
export function compareRoutes(routesJson: string[], tablePaths: string[]): RoutesAgreement {
  const table = new Set(tablePaths);
  return {
    withoutRoute: routesJson.filter((p) => !table.has(p)),
    notInRoutesJson: [...table].filter((p) => !routesJson.some((pattern) => matchPath({ path: pattern, end: true }, samplePath(p)))),
    duplicates: routesJson.filter((p, i) => routesJson.indexOf(p) !== i),
  };
}
