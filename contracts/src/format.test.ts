import { formatJapanDate, formatNumber, formatPriceManYen, PRICE_UNDECIDED_LABEL } from './format';

describe('formatPriceManYen', () => {
  it.each([
    [350, '350万円'],
    [12.5, '12.5万円'],
    [9999, '9999万円'],
    [10000, '1億円'],
    [12000, '1億2000万円'],
    [250000, '25億円'],
    [0, '0円'],
  ])('%p → %s', (input, expected) => {
    expect(formatPriceManYen(input)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, -1, Number.POSITIVE_INFINITY])('%p → 価格未定', (input) => {
    expect(formatPriceManYen(input)).toBe(PRICE_UNDECIDED_LABEL);
    expect(PRICE_UNDECIDED_LABEL).toBe('価格未定');
  });
});

describe('formatNumber and formatJapanDate (by hand, as Intl ja-JP formats them)', () => {
  const intl = (value: number, digits: number) => new Intl.NumberFormat('ja-JP', { maximumFractionDigits: digits }).format(value);

  it.each([
    [0, 0],
    [5, 0],
    [999, 0],
    [1000, 0],
    [1234.567, 2],
    [1234.5, 2],
    [12000, 2],
    [1_234_567.891, 1],
    [0.05, 1],
    [0.04, 1],
    [-5, 0],
    [-1234.5, 1],
    [330.57851, 1],
    [99.999, 2],
  ])('%p with at most %p decimals', (value, digits) => {
    expect(formatNumber(value, digits)).toBe(intl(value, digits));
  });

  it('dates are those of Japan time', () => {
    const intlDate = (iso: string) => new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
    for (const iso of ['2025-05-13T00:00:00Z', '2025-05-12T15:00:00Z', '2025-05-12T14:59:59Z', '2024-12-31T15:00:00.000Z', '2024-02-29T10:00:00+09:00']) {
      expect(formatJapanDate(iso)).toBe(intlDate(iso));
    }
    expect(formatJapanDate('')).toBeNull();
    expect(formatJapanDate('not a date')).toBeNull();
    expect(formatJapanDate(null)).toBeNull();
  });
});
