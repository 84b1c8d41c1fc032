import { MESSAGES } from '../messages';
import { DEAL_MESSAGES } from './messages';
import { todayIn, validateContactMemo, validateDealActionInput, validatePurchaseApplication } from './validation';

const TODAY = '2026-11-22';

describe('action input rules', () => {
  const app = {
    offer_price_man_yen: 300,
    name: '山田 太郎',
    name_kana: 'やまだ　たろう',
    zipcode: '3900811',
    address: '長野県松本市中央1-1',
    phone: '090-1234-5678',
    payment_method: 'cash',
    desired_settlement_date: '2027-01-31',
    note: '',
  };

  it('needs a viewing date from today on, a reason, and a valid application', () => {
    expect(validateDealActionInput({}, ['previewDate'], TODAY)).toEqual({ preview_date: DEAL_MESSAGES.previewDateRequired });
    expect(validateDealActionInput({ preview_date: '2026-11-21' }, ['previewDate'], TODAY)).toEqual({ preview_date: DEAL_MESSAGES.previewDatePast });
    expect(validateDealActionInput({ preview_date: TODAY, preview_time: '25:00' }, ['previewDate'], TODAY)).toEqual({ preview_time: DEAL_MESSAGES.timeInvalid });
    expect(validateDealActionInput({ preview_date: '2026-02-30' }, ['previewDate'], TODAY)).toEqual({ preview_date: DEAL_MESSAGES.dateInvalid });
    expect(validateDealActionInput({ preview_date: TODAY, preview_time: '10:30' }, ['previewDate'], TODAY)).toEqual({});
    expect(validateDealActionInput({ reason: ' 　' }, ['reason'], TODAY)).toEqual({ reason: DEAL_MESSAGES.reasonRequired });
    expect(validateDealActionInput({ application: app as never }, ['application'], TODAY)).toEqual({});
    expect(validateDealActionInput({}, ['application'], TODAY)).toEqual({ application: MESSAGES.required });
  });

  it('applies the docs/product.md §5 rules to the purchase application, first message per field', () => {
    expect(
      validatePurchaseApplication({ ...app, name_kana: 'ヤマダ', zipcode: '390-0811', phone: '09012345678', offer_price_man_yen: 0, payment_method: 'card', extra: 1 }),
    ).toEqual({
      'application.name_kana': MESSAGES.hiragana,
      'application.zipcode': MESSAGES.zipcode,
      'application.phone': MESSAGES.phone,
      'application.offer_price_man_yen': DEAL_MESSAGES.offerPriceInvalid,
      'application.payment_method': DEAL_MESSAGES.paymentMethodInvalid,
      'application.extra': MESSAGES.unknownParameter,
    });
  });

  it('checks the memo length', () => {
    expect(validateContactMemo('メモ')).toEqual({});
    expect(validateContactMemo('あ'.repeat(1001)).memo?.[0]).toBe('1000文字以内にしてください');
    expect(validateContactMemo(3)).toEqual({ memo: [MESSAGES.invalidValue] });
  });

  it('computes today in Japan time', () => {
    expect(todayIn(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-22');
    expect(todayIn(new Date('2026-11-21T14:59:00Z'))).toBe('2026-11-21');
  });
});
