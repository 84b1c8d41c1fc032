/**
 * Bare forms of the routes with an optional parameter (docs/product.md §2) and where a visitor expects them
 * to go. Exact paths only, so '/project/:id', '/tags/:tag' and the like stay with the remotes; none
 * of these bare paths is claimed by a remote's routes.json (checked by the unit test).
 */
export const BARE_REDIRECTS: readonly (readonly [string, string])[] = [
  ['/project', '/board'],
  ['/contact/project', '/board'],
  ['/tags', '/board'],
  ['/area', '/board'],
  ['/area-category', '/board'],
  ['/single-post', '/board'],
  ['/ref', '/'],
  ['/s', '/'],
];
