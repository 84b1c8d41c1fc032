import { backTarget, type BackTarget } from './back-target';

const HISTORY: BackTarget = { kind: 'history' };
const to = (path: string): BackTarget => ({ kind: 'path', to: path });

describe('backTarget (docs/product.md §2 back button)', () => {
  describe('hidden', () => {
    it.each(['/', '/login/register', '/login/register/', '/login/remember'])('on %s', (path) => {
      expect(backTarget(path, null, '/board', true)).toBeNull();
      expect(backTarget(path, null, null, false)).toBeNull();
    });
  });

  describe('login and contact pages go back in the browser history', () => {
    it.each([
      '/login',
      '/login/not-authed',
      '/login/not-verified',
      '/login/reset',
      '/login/verify',
      '/login/force',
      '/login/force/12',
      '/contact',
      '/contact/project',
      '/contact/project/123',
    ])('%s', (path) => {
      expect(backTarget(path, null, '/board/page/2', true)).toEqual(HISTORY);
    });

    it('go to the top page when there is no history to go back to', () => {
      expect(backTarget('/login', null, null, false)).toEqual(to('/'));
      expect(backTarget('/contact/project/5', null, '/board', false)).toEqual(to('/'));
    });
  });

  describe('board-related pages go to /board', () => {
    it.each([
      '/area/13',
      '/area/13/page/2',
      '/area-category/4',
      '/area-category/4/page/3',
      '/categories',
      '/category',
      '/tags/0-100manyen',
      '/tags/okuen/page/2',
      '/new',
      '/new/page/4',
      '/treasure',
      '/treasure/page/2',
      '/histories',
      '/histories/page/9',
    ])('%s', (path) => {
      expect(backTarget(path, null, '/project/1', true)).toEqual(to('/board'));
      expect(backTarget(path, null, null, false)).toEqual(to('/board'));
    });

    it('does not treat look-alike paths as board pages', () => {
      expect(backTarget('/news', null, null, true)).toEqual(HISTORY);
      expect(backTarget('/news/page/2', null, null, false)).toEqual(to('/'));
      expect(backTarget('/newest', null, null, true)).toEqual(HISTORY);
      expect(backTarget('/areas', null, null, true)).toEqual(HISTORY);
      expect(backTarget('/treasures', null, null, true)).toEqual(HISTORY);
    });
  });

  describe('category pages', () => {
    it('go to the category list', () => {
      expect(backTarget('/category/3', null, '/board', true)).toEqual(to('/categories'));
      expect(backTarget('/category/3/page/2', undefined, null, false)).toEqual(to('/categories'));
    });

    it('go back to the listing when the category tag was clicked on a listing', () => {
      expect(backTarget('/category/3', { fromListing: '/project/123' }, '/board', true)).toEqual(to('/project/123'));
      expect(backTarget('/category/3/page/2', { fromListing: '/project/9?x=1' }, null, false)).toEqual(to('/project/9?x=1'));
    });

    it('ignore a listing address that is not a path of this site', () => {
      for (const fromListing of ['https://evil.example/', '//evil.example', '/\\evil.example', 'project/1', 42, null]) {
        expect(backTarget('/category/3', { fromListing }, null, true)).toEqual(to('/categories'));
      }
      expect(backTarget('/category/3', 'not an object', null, true)).toEqual(to('/categories'));
      expect(backTarget('/category/3', { other: '/project/1' }, null, true)).toEqual(to('/categories'));
    });
  });

  describe('the board goes to the top page', () => {
    it.each(['/board', '/board/', '/board/page/2', '/board/page/abc'])('%s', (path) => {
      expect(backTarget(path, null, '/project/1', true)).toEqual(to('/'));
    });
  });

  describe('any other page', () => {
    it('goes to the stored back address', () => {
      expect(backTarget('/project/12', null, '/board/page/3', true)).toEqual(to('/board/page/3'));
      expect(backTarget('/project/12', null, '/search/%E5%8F%A4%E6%B0%91%E5%AE%B6', false)).toEqual(
        to('/search/%E5%8F%A4%E6%B0%91%E5%AE%B6'),
      );
      expect(backTarget('/my-page/messages/4', null, '/my-page/messages?page=2', true)).toEqual(to('/my-page/messages?page=2'));
    });

    it('goes back in the history when there is no stored address', () => {
      expect(backTarget('/project/12', null, null, true)).toEqual(HISTORY);
      expect(backTarget('/reviews/3', { fromListing: '/project/1' }, null, true)).toEqual(HISTORY);
    });

    it('goes to the top page when there is neither a stored address nor history', () => {
      expect(backTarget('/project/12', null, null, false)).toEqual(to('/'));
      expect(backTarget('/company', null, null, false)).toEqual(to('/'));
    });

    it('ignores a stored address that is the current page or not a path of this site', () => {
      expect(backTarget('/project/12', null, '/project/12', true)).toEqual(HISTORY);
      expect(backTarget('/project/12', null, '/project/12?from=board', false)).toEqual(to('/'));
      expect(backTarget('/project/12', null, 'https://evil.example/', true)).toEqual(HISTORY);
      expect(backTarget('/project/12', null, '//evil.example/x', false)).toEqual(to('/'));
      expect(backTarget('/project/12', null, '', true)).toEqual(HISTORY);
    });
  });
});
