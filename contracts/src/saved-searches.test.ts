import { normaliseSavedSearchQuery, savedSearchBoardPath, validateSavedSearchName, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX_LENGTH } from './saved-searches';

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
