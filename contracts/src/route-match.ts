/**
 * The one reading of the route patterns of the remotes document (the remotes' routes.json and the
 * shell's): react-router's pattern syntax — `/board`, `/board/page/:page`, `/search/:word`,
 * `/my-page/*`, optional segments `/:id?` — matched whole and case-insensitively as react-router
 * does. The shell finds the remote owning a path with it, the server a navigation's status.
 */
export type RouteParams = Record<string, string>;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The params when `pathname` matches `pattern` (case-insensitive like react-router), else null. */
export function matchRoute(pattern: string, pathname: string): RouteParams | null {
  const pat = pattern.split('/').filter(Boolean);
  const path = pathname.split('/').filter(Boolean);
  const params: RouteParams = {};
  let i = 0;
  for (let p = 0; p < pat.length; p += 1) {
    const seg = pat[p];
    if (seg === '*') {
      params['*'] = path.slice(i).join('/');
      return params;
    }
    const optional = seg.endsWith('?');
    const name = optional ? seg.slice(0, -1) : seg;
    const value = path[i];
    if (value === undefined) {
      if (optional) continue;
      return null;
    }
    if (name.startsWith(':')) {
      const decoded = decode(value);
      if (decoded === null) return null;
      params[name.slice(1)] = decoded;
    } else if (decode(value)?.toLowerCase() !== name.toLowerCase()) {
      if (optional) continue;
      return null;
    }
    i += 1;
  }
  return i === path.length ? params : null;
}

/** Page parameters are digits only (docs/product.md: page numbers in paths). */
export function paramsValid(params: Readonly<Record<string, string | undefined>>): boolean {
  return params.page === undefined || /^[0-9]+$/.test(params.page);
}

/**
 * 200 when a pattern of `patterns` (in order) owns the path with valid params, 404 when the first
 * owner's params are invalid or nothing owns it.
 */
export function navigationStatus(patterns: readonly string[], pathname: string): 200 | 404 {
  for (const pattern of patterns) {
    const params = matchRoute(pattern, pathname);
    if (params) return paramsValid(params) ? 200 : 404;
  }
  return 404;
}
