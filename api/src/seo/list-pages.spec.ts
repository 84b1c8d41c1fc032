import { ARTICLE_TYPES, PAGE_SIZE } from '@akiya/contracts';
import { listPageOf } from './list-pages';

describe('listPageOf (the list pages whose status depends on data)', () => {
  it('reads the board lists as the query the board asks for, the page included', () => {
    const limit = String(PAGE_SIZE);
    expect(listPageOf('/board/page/999', '')).toEqual({ kind: 'properties', query: { page: '999', limit } });
    expect(listPageOf('/new', '')).toEqual({ kind: 'properties', query: { collection: 'new', page: '1', limit } });
    expect(listPageOf('/area/13/page/2', '')).toEqual({ kind: 'properties', query: { area: '13', page: '2', limit } });
    expect(listPageOf('/area/20/20202', '')).toEqual({ kind: 'properties', query: { area: '20', city: '20202', page: '1', limit } });
    expect(listPageOf('/area/20/20202/page/3/', '')).toEqual({ kind: 'properties', query: { area: '20', city: '20202', page: '3', limit } });
    expect(listPageOf(`/tags/${encodeURIComponent('古民家')}`, '')).toEqual({ kind: 'properties', query: { tagId: '古民家', page: '1', limit } });
    expect(listPageOf('/category/99/', '')).toEqual({ kind: 'properties', query: { categoryId: '99', page: '1', limit } });
    expect(listPageOf('/area-category/3', '')).toEqual({ kind: 'properties', query: { areaCategoryId: '3', page: '1', limit } });
    expect(listPageOf(`/search/${encodeURIComponent(' 古民家 ')}`, '')).toEqual({ kind: 'properties', query: { word: '古民家', page: '1', limit } });
  });

  it('adds a second path-type filter of the query string (a saved search\'s board URL), as the board does', () => {
    const limit = String(PAGE_SIZE);
    const tag = encodeURIComponent('田舎暮らし');
    expect(listPageOf(`/search/${encodeURIComponent('古民家')}`, `?area=20&tagId=${tag}`)).toEqual({
      kind: 'properties',
      query: { word: '古民家', tagId: '田舎暮らし', page: '1', limit },
    });
    expect(listPageOf('/tags/a', '?tagId=b&areaCategoryId=3&collection=zzz')).toEqual({ kind: 'properties', query: { tagId: 'a', areaCategoryId: '3', page: '1', limit } });
  });

  it('knows from the path alone an unknown prefecture, story category or a page no list has', () => {
    for (const path of ['/area/99', '/area/x', '/area/13/20202', '/area/20/20999', '/area/20/2020', '/area/99/20202', '/area/20/20202/page/0', '/reviews/category/zzz', '/board/page/0', '/news/page/99999999999999999999']) {
      expect([path, listPageOf(path, '')]).toEqual([path, { kind: 'missing' }]);
    }
  });

  it('a board list whose ?city= looks like a municipality but is none is missing; a malformed or foreign one is ignored, as the board does', () => {
    const limit = String(PAGE_SIZE);
    for (const [path, search] of [
      ['/board', 'city=20999'],
      ['/board', 'area=20&city=20999'],
      ['/area/20', 'city=20999'],
      ['/new', 'city=13999'],
    ]) {
      expect([path, search, listPageOf(path, search)]).toEqual([path, search, { kind: 'missing' }]);
    }
    expect(listPageOf('/board', 'city=20202')).toEqual({ kind: 'properties', query: { page: '1', limit } });
    for (const search of ['city=2020', 'city=99999', 'area=13&city=20999', 'city=abcde']) {
      expect([search, listPageOf('/board', search)]).toEqual([search, { kind: 'properties', query: { page: '1', limit } }]);
    }
    expect(listPageOf('/area/13', 'city=20999')).toEqual({ kind: 'properties', query: { area: '13', page: '1', limit } });
  });

  it('reads the editorial and bank lists, with the query string the page reads', () => {
    expect(listPageOf('/reviews/page/99', '')).toEqual({ kind: 'articles', query: { type: String(ARTICLE_TYPES.reviews), page: '99' } });
    expect(listPageOf('/blog', '')).toEqual({ kind: 'articles', query: { type: String(ARTICLE_TYPES.blog), page: '1' } });
    expect(listPageOf('/reviews/category/kominka/page/2', '')).toEqual({
      kind: 'articles',
      query: { type: String(ARTICLE_TYPES.reviews), category: 'kominka', page: '2' },
    });
    expect(listPageOf(`/news/category/${encodeURIComponent('<b>当選</b>')}/page/2`, '')).toEqual({
      kind: 'news',
      category: '<b>当選</b>',
      query: { page: '2', categoryName: '<b>当選</b>' },
    });
    expect(listPageOf('/news', '')).toEqual({ kind: 'news', category: null, query: { page: '1' } });
    expect(listPageOf('/solution/page/3', 'tag=%E7%9B%B8%E7%B6%9A')).toEqual({ kind: 'solutions', query: { page: '3', tag: '相続' } });
    expect(listPageOf('/akiyabank/list/page/9', 'prefecture=33&x=1')).toEqual({ kind: 'bank', query: { page: '9', prefecture: '33' } });
  });

  it('names no list for other paths, an invalid search word or an address that does not decode', () => {
    for (const path of ['/', '/project/12', '/news/12', '/solution/12-how', '/reviews/12', '/search', `/search/${encodeURIComponent(' ')}`, '/tags/%E0%A4%A', '/akiyabank/7']) {
      expect([path, listPageOf(path, '')]).toEqual([path, null]);
    }
  });
});
