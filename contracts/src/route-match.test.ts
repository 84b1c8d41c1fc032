import { matchRoute, navigationStatus } from './route-match';

describe('matchRoute', () => {
  it.each([
    ['/board', '/board', {}],
    ['/board', '/board/', {}],
    ['/board/page/:page', '/board/page/2', { page: '2' }],
    ['/search/:word', '/search/%E5%8F%A4%E6%B0%91%E5%AE%B6', { word: '古民家' }],
    ['/my-page/*', '/my-page/messages/12', { '*': 'messages/12' }],
    ['/my-page/*', '/my-page', { '*': '' }],
    ['/news/category/:category/page/:page', '/news/category/event/page/3', { category: 'event', page: '3' }],
    ['/ref/:id?', '/ref', {}],
    ['/ref/:id?', '/ref/12', { id: '12' }],
    ['/', '/', {}],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchRoute(pattern, path)).toEqual(params);
  });

  it.each([
    ['/board', '/boards'],
    ['/board', '/board/extra'],
    ['/board/page/:page', '/board/page'],
    ['/', '/board'],
    ['/search/:word', '/search/%E0%A4%A'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchRoute(pattern, path)).toBeNull();
  });
});

describe('navigationStatus', () => {
  const patterns = ['/', '/board', '/board/page/:page', '/project/:id'];
  it('200 for an owned path, 404 for a path no one owns or a page that is not digits', () => {
    expect(navigationStatus(patterns, '/board/page/2')).toBe(200);
    expect(navigationStatus(patterns, '/project/12')).toBe(200);
    expect(navigationStatus(patterns, '/board/page/abc')).toBe(404);
    expect(navigationStatus(patterns, '/reviews')).toBe(404);
    expect(navigationStatus(patterns, '/no-such-page')).toBe(404);
  });
});
