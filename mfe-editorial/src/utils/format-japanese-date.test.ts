import { formatJapaneseDate } from './format-japanese-date';

describe('formatJapaneseDate', () => {
  it('prints an ISO date the Japanese way without leading zeros', () => {
    expect(formatJapaneseDate('2026-11-01')).toBe('2026年11月1日');
    expect(formatJapaneseDate('2027-01-09')).toBe('2027年1月9日');
  });

  it('rejects anything that is not a calendar date', () => {
    expect(() => formatJapaneseDate('2026/11/01')).toThrow();
    expect(() => formatJapaneseDate('')).toThrow();
  });
});
