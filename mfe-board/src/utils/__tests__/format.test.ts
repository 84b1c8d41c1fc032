import { formatAddress, formatArea, formatBuiltYear } from '../format';

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
