import { formatAddress, formatArea, formatBuiltYear, formatPrice } from '../format';

test.each([
  [null, '価格未定'],
  [0, '0円'],
  [5, '5万円'],
  [350, '350万円'],
  [9999, '9999万円'],
  [10000, '1億円'],
  [12000, '1億2000万円'],
  [10050, '1億50万円'],
  [250000, '25億円'],
])('formatPrice(%p) is %p', (manYen, text) => {
  expect(formatPrice(manYen)).toBe(text);
});

test('areas and built years', () => {
  expect(formatArea(1234.5)).toBe('1,234.5m²');
  expect(formatArea(null)).toBeNull();
  expect(formatBuiltYear(1975, new Date('2026-11-22'))).toBe('1975年築（築51年）');
  expect(formatBuiltYear(2026, new Date('2026-11-22'))).toBe('2026年築');
  expect(formatBuiltYear(null)).toBeNull();
});

test('addresses are not repeated', () => {
  expect(formatAddress({ prefecture_name: '東京都', municipality: '青梅市', address: '東京都青梅市成木' })).toBe('東京都青梅市成木');
  expect(formatAddress({ prefecture_name: '東京都', municipality: '青梅市', address: '青梅市成木' })).toBe('東京都青梅市成木');
  expect(formatAddress({ prefecture_name: '東京都', municipality: '青梅市', address: '' })).toBe('東京都青梅市');
});
