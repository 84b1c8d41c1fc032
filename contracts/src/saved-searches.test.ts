import { boardFeedPath, boardFeedQuery, boardQueryPathFilters, normaliseSavedSearchQuery, savedSearchBoardPath, validateSavedSearchName, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX_LENGTH } from './saved-searches';

describe('normaliseSavedSearchQuery', () => {
  it('keeps the filters in a fixed order, drops paging and empty values, trims the word', () => {
    expect(normaliseSavedSearchQuery('?page=2&limit=50&price_to=300&area=20&word=+古民家+&price_from=&photo=has')).toBe(
      `area=20&word=${encodeURIComponent('古民家')}&price_to=300&photo=has`,
    );
    expect(normaliseSavedSearchQuery('photo=has&area=20')).toBe(normaliseSavedSearchQuery('area=20&photo=has'));
    expect(normaliseSavedSearchQuery('')).toBe('');
  });

  it('refuses unknown keys, bad values, repeated keys and bad escapes', () => {
    for (const bad of ['foo=1', 'area=99', 'area=13&area=14', 'word=%E0', 'city=13101&area=14', '__proto__=1']) {
      expect(normaliseSavedSearchQuery(bad)).toBeNull();
    }
  });
});

describe('savedSearchBoardPath', () => {
  it('puts a word (or tag, area category, collection) in the path and the rest in the query', () => {
    expect(savedSearchBoardPath('area=20&price_to=300')).toBe('/board?area=20&price_to=300');
    expect(savedSearchBoardPath(`area=20&word=${encodeURIComponent('古民家')}`)).toBe(`/search/${encodeURIComponent('古民家')}?area=20`);
    expect(savedSearchBoardPath('collection=new')).toBe('/new');
    expect(savedSearchBoardPath('')).toBe('/board');
  });
});

describe('validateSavedSearchName', () => {
  it('trims and bounds the name', () => {
    expect(validateSavedSearchName(' 実家の近く ')).toEqual({ ok: true, value: '実家の近く' });
    expect(validateSavedSearchName('  ')).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.nameRequired });
    expect(validateSavedSearchName('あ'.repeat(SAVED_SEARCH_NAME_MAX_LENGTH + 1))).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.nameTooLong });
    expect(validateSavedSearchName(42)).toEqual({ ok: false, message: SAVED_SEARCH_MESSAGES.nameRequired });
  });
});

describe('boardFeedQuery / boardFeedPath', () => {
  it('names one feed per list: filters in the fixed key order, no paging or sort', () => {
    expect(boardFeedQuery({ page: 3, limit: 30, sort_order: 'price-asc', categoryId: 2, area: '20', word: '古民家' })).toBe(
      `area=20&word=${encodeURIComponent('古民家')}&categoryId=2`,
    );
    expect(boardFeedPath({ page: 1, limit: 30, area: '20', categoryId: 2 })).toBe('/feed/board.xml?area=20&categoryId=2');
    expect(boardFeedPath({ page: 1, limit: 30, price_to: '300' })).toBe('/feed/board.xml?price_to=300');
  });

  it('is the newest listings\' feed for the unfiltered board and the new collection', () => {
    expect(boardFeedPath({ page: 2, limit: 30, sort_order: 'price-asc' })).toBe('/new/feed.xml');
    expect(boardFeedPath({ page: 1, limit: 30, collection: 'new' })).toBe('/new/feed.xml');
    expect(boardFeedPath({ page: 1, limit: 30, collection: 'treasure' })).toBe('/feed/board.xml?collection=treasure');
  });
});

describe('boardQueryPathFilters', () => {
  it('reads a second path-type filter from the query string, by the API\'s rules, unless the path fixes it', () => {
    const q = (s: string) => {
      const p = new URLSearchParams(s);
      return (key: string) => p.get(key);
    };
    // what savedSearchBoardPath writes for a word and a tag comes back whole
    const path = savedSearchBoardPath(normaliseSavedSearchQuery(`tagId=${encodeURIComponent('田舎暮らし')}&word=${encodeURIComponent('古民家')}&area=20`) ?? '');
    expect(path).toBe(`/search/${encodeURIComponent('古民家')}?area=20&tagId=${encodeURIComponent('田舎暮らし')}`);
    expect(boardQueryPathFilters(q(path.slice(path.indexOf('?') + 1)), { word: '古民家' })).toEqual({ tagId: '田舎暮らし' });
    expect(boardQueryPathFilters(q('areaCategoryId=3&collection=treasure&word=%E6%B8%A9%E6%B3%89'))).toEqual({ word: '温泉', areaCategoryId: 3, collection: 'treasure' });
    // invalid values are ignored; the path's own filter wins
    expect(boardQueryPathFilters(q('areaCategoryId=x&collection=old&word=a'))).toEqual({});
    expect(boardQueryPathFilters(q('tagId=a&collection=new'), { tagId: 'b', collection: 'treasure' })).toEqual({});
  });
});
