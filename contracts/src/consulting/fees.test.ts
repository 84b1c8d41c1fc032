import { CONSULTING_FEES, formatConsultingFee } from './fees';

describe('consulting fees', () => {
  it('are data with a free first consultation', () => {
    expect(CONSULTING_FEES[0]).toMatchObject({ key: 'first', priceYen: 0 });
    expect(formatConsultingFee(CONSULTING_FEES[0])).toBe('無料');
    expect(CONSULTING_FEES.map(formatConsultingFee)).toEqual(['無料', '110,000円〜', '月額 33,000円〜']);
    expect(formatConsultingFee({ priceYen: 5500, period: 'once', from: false })).toBe('5,500円');
    expect(new Set(CONSULTING_FEES.map((f) => f.key)).size).toBe(CONSULTING_FEES.length);
  });
});
