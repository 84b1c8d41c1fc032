/**
 * scripts/route-overlap.mjs: whether two route patterns (contracts/src/route-match.ts syntax) can
 * match one same path — what `npm run remote -- deploy` refuses between remotes.
 */
import * as lib from '../../../scripts/route-overlap.mjs';

const overlaps = (a, b) => {
  const one = lib.routesOverlap(a, b);
  // The relation is symmetric: asserting both orders catches a one-sided rule.
  expect(lib.routesOverlap(b, a)).toBe(one);
  return one;
};

it.each([
  ['/company', '/company'],
  ['/:x', '/blog'],
  ['/board/page/:n', '/board/page/:page'],
  ['/a/*', '/a/b'],
  ['/a/*', '/a/b/c/d'],
  ['/a/*', '/a'], // a splat also matches nothing (matchRoute: /a/* matches /a)
  ['/*', '/anything/at/all'],
  ['/*', '/'],
  ['/Company', '/company'], // matched case-insensitively
  ['/blog/:id', '/:section/123'],
  ['/a/:b/c', '/:x/y/:z'],
  ['/my-page/*', '/my-page/:tab/*'],
  ['/news/:id?', '/news'],
  ['/news/:id?', '/news/1'],
  ['/:lang?/about', '/about'],
  ['/:lang?/about', '/en/about'],
  ['/shop/extra?', '/shop'],
  ['/', '/'],
  ['/', '/:x?'],
  ['/board//page/', '/board/page'], // empty segments and trailing slashes do not count
])('%s overlaps %s', (a, b) => {
  expect(overlaps(a, b)).toBe(true);
});

it.each([
  ['/board', '/board/page/:page'],
  ['/company', '/privacy-policy'],
  ['/blog/:id', '/news/:id'],
  ['/a/*', '/b'],
  ['/a/*', '/ab'],
  ['/:x', '/'],
  ['/:x', '/a/b'],
  ['/news/:id?', '/news/1/2'],
  ['/:lang?/about', '/en/contact'],
  ['/shop/extra?', '/shop/other'],
  ['/a/b/*', '/a/c/d'],
  ['/contact/project', '/contact/project/:id'],
])('%s does not overlap %s', (a, b) => {
  expect(overlaps(a, b)).toBe(false);
});

it('parses literals (lower-cased), params, optional segments and a splat', () => {
  expect(lib.parsePattern('/Board/:page?/x?/*')).toEqual([
    { kind: 'literal', value: 'board', optional: false },
    { kind: 'param', optional: true },
    { kind: 'literal', value: 'x', optional: true },
    { kind: 'splat', optional: false },
  ]);
});

it('lists every conflicting pair with another remote, never with the remote itself', () => {
  const owners = {
    '/company': { remote: 'editorial' },
    '/blog': { remote: 'editorial' },
    '/airyflow': { remote: 'consulting' },
  };
  const conflicts = lib.routeConflicts('consulting', ['/airyflow', '/:slug', '/company', '/consult'], owners);
  expect(conflicts.map(lib.describeConflict)).toEqual([
    '/:slug (consulting) overlaps /company owned by editorial',
    '/:slug (consulting) overlaps /blog owned by editorial',
    '/company (consulting) overlaps /company owned by editorial',
  ]);
  expect(lib.routeConflicts('editorial', ['/company', '/blog'], owners)).toEqual([]);
});
