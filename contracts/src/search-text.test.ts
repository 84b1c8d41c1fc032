import { escapeLike, normalizeSearchText } from './search-text';

describe('normalizeSearchText', () => {
  it.each([
    ['full-width ASCII to half-width, lower-cased', 'ＡＢＣ１２３', 'abc123'],
    ['ASCII lower-cased', 'Kominka DIY', 'kominka diy'],
    ['katakana to hiragana', 'コミンカ', 'こみんか'],
    ['long-vowel mark kept', 'ログハウス・リフォーム', 'ろぐはうす・りふぉーむ'],
    ['small kana and ヵヶ', 'ァィゥェォッャュョヮヵヶ', 'ぁぃぅぇぉっゃゅょゎゕゖ'],
    ['half-width katakana (NFKC then folded)', 'ｺﾐﾝｶ', 'こみんか'],
    ['voiced half-width katakana composed', 'ｶﾞｰﾃﾞﾝ', 'がーでん'],
    ['ヴ folded to ゔ', 'ヴィラ', 'ゔぃら'],
    ['ヷ has no hiragana and is kept', 'ヷ', 'ヷ'],
    ['hiragana and kanji untouched', 'ひらがな古民家', 'ひらがな古民家'],
    ['ideographic space collapsed', '古民家　　長野', '古民家 長野'],
    ['mixed whitespace collapsed and trimmed', ' \t古民家 \n 長野　', '古民家 長野'],
    ['non-ASCII letters not lower-cased', 'ÄΩ', 'ÄΩ'],
    ['compatibility characters', '㈱①', '(株)1'],
    ['empty', '', ''],
    ['whitespace only', ' 　 ', ''],
  ])('%s', (_label, input, output) => {
    expect(normalizeSearchText(input)).toBe(output);
  });

  it('makes katakana and hiragana queries equal', () => {
    expect(normalizeSearchText('カフェ')).toBe(normalizeSearchText('かふぇ'));
  });

  it('is idempotent', () => {
    const once = normalizeSearchText('ＤＩＹ　可能な　コミンカ');
    expect(normalizeSearchText(once)).toBe(once);
  });
});

describe('escapeLike', () => {
  it.each([
    ['plain', 'plain'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['C:\\path', 'C:\\\\path'],
    ['%_\\', '\\%\\_\\\\'],
    ['古民家', '古民家'],
    ['', ''],
  ])('%p → %p', (input, output) => {
    expect(escapeLike(input)).toBe(output);
  });
});
