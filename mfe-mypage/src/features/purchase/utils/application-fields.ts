import {
  DEAL_MESSAGES,
  PURCHASE_APPLICATION_RULES,
  validateFields,
  type PurchaseApplication,
  type Rule,
} from '@akiya/contracts';

/** The form's values: every field as typed (the price is text until it is sent). */
export type ApplicationValues = Omit<PurchaseApplication, 'offer_price_man_yen' | 'payment_method'> & {
  offer_price_man_yen: string;
  payment_method: PurchaseApplication['payment_method'] | '';
};

export type ApplicationKey = keyof ApplicationValues;

export const APPLICATION_LABELS: Record<ApplicationKey, string> = {
  offer_price_man_yen: '購入希望価格（万円）',
  name: 'お名前',
  name_kana: 'お名前（ふりがな）',
  zipcode: '郵便番号',
  address: '住所',
  phone: '電話番号',
  payment_method: 'お支払い方法',
  desired_settlement_date: '決済希望日',
  note: '備考',
};

export const APPLICATION_ORDER: readonly ApplicationKey[] = [
  'offer_price_man_yen',
  'name',
  'name_kana',
  'zipcode',
  'address',
  'phone',
  'payment_method',
  'desired_settlement_date',
  'note',
];

export const PAYMENT_METHOD_LABELS: Record<PurchaseApplication['payment_method'], string> = {
  cash: '現金',
  loan: 'ローン',
};

export const EMPTY_APPLICATION: ApplicationValues = {
  offer_price_man_yen: '',
  name: '',
  name_kana: '',
  zipcode: '',
  address: '',
  phone: '',
  payment_method: '',
  desired_settlement_date: '',
  note: '',
};

/** Half-width digits only, as typed ('' stays ''); anything else becomes NaN so the rule reports it. */
function priceNumber(s: string): number | '' {
  const t = s.trim();
  if (t === '') return '';
  return /^[0-9]+$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * The API's rules (contracts PURCHASE_APPLICATION_RULES: hiragana name_kana, 7-digit zipcode,
 * hyphenated phone, a whole number of 万円 …) on the typed values, plus: the settlement date not
 * before today (Japan time).
 */
export function validateApplication(v: ApplicationValues, today: string): Partial<Record<ApplicationKey, string>> {
  const value = { ...v, offer_price_man_yen: priceNumber(v.offer_price_man_yen) };
  const notPast: Rule = (d: string) => (d && d < today ? DEAL_MESSAGES.previewDatePast : null);
  const rules = {
    ...PURCHASE_APPLICATION_RULES,
    desired_settlement_date: [...PURCHASE_APPLICATION_RULES.desired_settlement_date, notPast],
  };
  return validateFields(value as unknown as PurchaseApplication, rules) as Partial<Record<ApplicationKey, string>>;
}

export function toApplication(v: ApplicationValues): PurchaseApplication {
  return {
    ...v,
    offer_price_man_yen: Number(v.offer_price_man_yen.trim()),
    payment_method: v.payment_method === 'loan' ? 'loan' : 'cash',
  };
}

export function fromApplication(a: PurchaseApplication): ApplicationValues {
  return { ...a, offer_price_man_yen: String(a.offer_price_man_yen), note: a.note ?? '' };
}
