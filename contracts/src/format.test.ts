import { formatPriceManYen, PRICE_UNDECIDED_LABEL } from './format';

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
