import { normalizeSearchText } from '@akiya/contracts';
import { charLength, gramsAreExact, searchGrams, termGrams } from './search-grams';

describe('searchGrams', () => {
  it('takes every pair of consecutive characters once, in order of first appearance', () => {
    expect(searchGrams('古民家の古民家')).toEqual(['古民', '民家', '家の', 'の古']);
  });

  it('never makes a gram across or with a space', () => {
    expect(searchGrams('長野 古民家')).toEqual(['長野', '古民', '民家']);
    expect(searchGrams('a b')).toEqual([]);
  });

  it('counts code points, not UTF-16 units (emoji and rare kanji are one character)', () => {
    expect(searchGrams('😀家𠮷')).toEqual(['😀家', '家𠮷']);
    expect(charLength('𠮷野家')).toBe(3);
  });

  it('keeps punctuation and symbols, which a query may contain literally', () => {
    expect(searchGrams('100%_\\')).toEqual(['10', '00', '0%', '%_', '_\\']);
  });

  it('works on normalised text: katakana, widths and case fold to one form', () => {
    const indexed = searchGrams(normalizeSearchText('ログハウス ＤＩＹ'));
    expect(indexed).toEqual(expect.arrayContaining(['ろぐ', 'はう', 'di', 'iy']));
    expect(termGrams(normalizeSearchText('ﾛｸﾞ'))).toEqual(['ろぐ']);
  });

  it('has nothing for an empty or one-character text', () => {
    expect(searchGrams('')).toEqual([]);
    expect(termGrams('畑')).toEqual([]);
  });
});

describe('gramsAreExact', () => {
  it('holds for two-character terms only', () => {
    expect(gramsAreExact('古民')).toBe(true);
    expect(gramsAreExact('古民家')).toBe(false);
    expect(gramsAreExact('畑')).toBe(false);
  });
});
