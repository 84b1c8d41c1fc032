/**
 * Staff administration of the vacant-house bank's partner municipalities (docs/akiyabank.md, "Staff:
 * municipalities and members"; docs/product.md row of /my-page/staff/akiyabank): the municipality
 * form (prefecture code, name and the bank's profile), the member form (an account's email), their
 * rules with Japanese messages, and the DTO types. The API checks the same rules.
 */
import { BANK_PROFILE_FIELD_LABELS, BANK_PROFILE_FIELDS, BANK_PROFILE_RULES, type BankMunicipality, type BankProfileValues } from './akiyabank';
import { MESSAGES } from './messages';
import { prefectureByCode } from './prefectures';
import { email, maxLength, required, type Rule, validateTextFields } from './validation';

/** The municipality's name column is varchar(50). */
export const STAFF_BANK_NAME_MAX = 50;

export const STAFF_BANK_MESSAGES = {
  /** A prefecture code that is not '01'–'47'. */
  prefectureCode: '都道府県コードは01〜47の2桁で選んでください',
  /** (prefecture, name) is unique. */
  nameTaken: 'この都道府県には同じ名前の自治体がすでに登録されています',
  /** The member form: no account has this address. */
  unknownEmail: 'このメールアドレスの会員は見つかりません。会員登録済みのアドレスを入力してください',
  /** The member form: the account is a member of this municipality already. */
  duplicateMember: 'この会員はすでにこの自治体のメンバーです',
  /** The member form: an account manages at most one municipality's bank. */
  memberElsewhere: 'この会員はすでに他の自治体（{name}）のメンバーです。先にそちらから外してください',
  created: '自治体を登録しました。',
  saved: '自治体の情報を保存しました。',
  memberAdded: 'メンバーを追加しました。',
  memberRemoved: 'メンバーを外しました。',
} as const;

/** A code rule: '01'–'47' (JIS X 0401), as the bank's public filters use it. */
export const prefectureCodeRule: Rule = (v: unknown) => {
  if (v === undefined || v === null || v === '') return null;
  return typeof v === 'string' && prefectureByCode(v) ? null : STAFF_BANK_MESSAGES.prefectureCode;
};

export interface StaffBankMunicipalityValues extends BankProfileValues {
  prefecture_code: string;
  name: string;
}

export const STAFF_BANK_MUNICIPALITY_FIELDS = ['prefecture_code', 'name', ...BANK_PROFILE_FIELDS] as const satisfies readonly (keyof StaffBankMunicipalityValues)[];

export const STAFF_BANK_MUNICIPALITY_LABELS: Record<keyof StaffBankMunicipalityValues, string> = {
  prefecture_code: '都道府県',
  name: '自治体名',
  ...BANK_PROFILE_FIELD_LABELS,
};

export const STAFF_BANK_MUNICIPALITY_RULES: Record<keyof StaffBankMunicipalityValues, Rule[]> = {
  prefecture_code: [required, prefectureCodeRule],
  name: [required, maxLength(STAFF_BANK_NAME_MAX)],
  ...BANK_PROFILE_RULES,
};

export const EMPTY_STAFF_BANK_MUNICIPALITY: StaffBankMunicipalityValues = {
  prefecture_code: '',
  name: '',
  bank_name: '',
  terms: '',
  office_name: '',
  office_phone: '',
  office_email: '',
  office_hours: '',
};

/** Every field's first message (a value that is not a string is invalid), in the form's order. */
export function validateStaffBankMunicipality(
  values: Partial<Record<keyof StaffBankMunicipalityValues, unknown>>,
): Partial<Record<keyof StaffBankMunicipalityValues, string>> {
  return validateTextFields(STAFF_BANK_MUNICIPALITY_FIELDS, values, STAFF_BANK_MUNICIPALITY_RULES, (text) => text.trim());
}

/** The member form: an account's email address. */
export const STAFF_BANK_MEMBER_RULES: Rule[] = [required, email];

export function validateStaffBankMember(value: unknown): string | null {
  if (typeof value !== 'string') return value === undefined ? required('') : MESSAGES.invalidValue;
  return STAFF_BANK_MEMBER_RULES.map((rule) => rule(value.trim())).find((m) => m !== null) ?? null;
}

/** A member account of a municipality, as staff see it. */
export interface StaffBankMember {
  userId: number;
  email: string;
  name: string;
  /** When the account became a member (ISO). */
  addedAt: string;
}

/** GET /api/staff/akiyabank/municipalities: one municipality with its bank, listings and members. */
export interface StaffBankMunicipality extends BankMunicipality {
  /** Published listings. */
  listing_count: number;
  members: StaffBankMember[];
}

export interface StaffBankMunicipalitiesResponse {
  items: StaffBankMunicipality[];
}
