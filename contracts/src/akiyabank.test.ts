import {
  BANK_MESSAGES,
  BANK_PROFILE_FIELDS,
  BANK_PROFILE_INPUT_ROWS,
  EMPTY_BANK_LISTING_VALUES,
  formatBankPrice,
  orderedBankListingErrors,
  validateBankListQuery,
  validateBankListing,
  validateBankProfile,
} from './akiyabank';
import { MESSAGES } from './messages';

const NOW = new Date('2026-11-23T00:00:00Z');
const VALID = { ...EMPTY_BANK_LISTING_VALUES, title: '平屋', description: '説明', district: '久世', price: '120', built_year: '1965', land_area: '330.5' };

describe('validateBankListing', () => {
  it('accepts a complete listing', () => {
    expect(validateBankListing(VALID, NOW)).toEqual({});
  });

  it('gives the first message of each failing field, in form order', () => {
    const errors = validateBankListing({ ...VALID, title: ' ', deal_type: 'gift', price: '1.5', built_year: '2028', layout: 'x'.repeat(21) }, NOW);
    expect(errors).toEqual({
      title: MESSAGES.required,
      deal_type: '選択肢から選んでください',
      price: '価格は0以上の整数（万円）で入力してください',
      built_year: '築年は西暦4桁で入力してください（1600年〜2027年）',
      layout: '20文字以内にしてください',
    });
    expect(orderedBankListingErrors(errors).map((e) => e.field)).toEqual(['title', 'deal_type', 'price', 'built_year', 'layout']);
  });

  it('refuses values that are not strings', () => {
    expect(validateBankListing({ ...VALID, price: 120 as unknown as string }, NOW).price).toBe(MESSAGES.invalidValue);
  });
});

describe('validateBankListQuery', () => {
  it('reads page, prefecture and municipality', () => {
    expect(validateBankListQuery({})).toEqual({ ok: true, value: { page: 1, prefecture: null, municipality: null } });
    expect(validateBankListQuery({ page: '3', prefecture: '33', municipality: '2' })).toEqual({ ok: true, value: { page: 3, prefecture: '33', municipality: 2 } });
  });

  it.each([
    [{ page: '0' }, 'page', MESSAGES.invalidPage],
    [{ prefecture: '48' }, 'prefecture', MESSAGES.invalidArea],
    [{ municipality: '-1' }, 'municipality', BANK_MESSAGES.invalidMunicipality],
    [{ word: 'x' }, 'word', MESSAGES.unknownParameter],
  ])('%j is refused on %s', (query, field, message) => {
    const result = validateBankListQuery(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toEqual([message]);
  });
});

describe('formatBankPrice', () => {
  it('sale in 万円, rent per month in 円, empty on request', () => {
    expect(formatBankPrice('sale', 120)).toBe('120万円');
    expect(formatBankPrice('rent', 15000)).toBe('月額15,000円');
    expect(formatBankPrice('sale', null)).toBe('応相談');
  });
});

describe('validateBankProfile', () => {
  it('needs the bank name, terms and office; checks phone and email', () => {
    const ok = { bank_name: 'バンク', terms: '規約', office_name: '住宅課', office_phone: '0867-42-1111', office_email: 'a@example.jp', office_hours: '' };
    expect(validateBankProfile(ok)).toEqual({});
    expect(validateBankProfile({ ...ok, terms: '', office_phone: '0867421111', office_email: 'a@' })).toEqual({
      terms: MESSAGES.required,
      office_phone: MESSAGES.phone,
      office_email: MESSAGES.email,
    });
  });
});

describe('BANK_PROFILE_INPUT_ROWS', () => {
  const inputs = BANK_PROFILE_INPUT_ROWS.flat();

  it('asks for every field after the bank name once, in the order of the fields', () => {
    expect(inputs.map((i) => i.field)).toEqual(BANK_PROFILE_FIELDS.filter((f) => f !== 'bank_name'));
  });

  it('marks a field required exactly when the rules refuse it empty', () => {
    const filled = { bank_name: 'バンク', terms: '規約', office_name: '住宅課', office_phone: '0867-42-1111', office_email: 'a@example.jp', office_hours: '平日' };
    for (const input of inputs) {
      const refused = validateBankProfile({ ...filled, [input.field]: '' })[input.field];
      expect([input.field, refused === MESSAGES.required]).toEqual([input.field, input.required === true]);
    }
  });

  it('asks for the phone and e-mail with their input types, side by side', () => {
    expect(BANK_PROFILE_INPUT_ROWS.find((row) => row.length > 1)).toEqual([
      expect.objectContaining({ field: 'office_phone', type: 'tel' }),
      expect.objectContaining({ field: 'office_email', type: 'email' }),
    ]);
  });
});
