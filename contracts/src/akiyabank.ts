/**
 * The vacant-house bank (akiyabank, docs/akiyabank.md): listings published by partner municipalities
 * (自治体) in their own bank. Form rules with their Japanese messages, the list query, and the DTO types
 * shared by the API and the akiyabank remote.
 */
import { formatNumber, formatPriceManYen } from './format';
import { MESSAGES } from './messages';
import { PREFECTURES, prefectureByCode } from './prefectures';
import { areaRule, builtYearRule, oneOf, priceRule } from './posting/validation';
import { email, isDigits, maxLength, orderedErrors, phone, required, type Rule, validateTextFields } from './validation';

/** Bank listings per list page (docs/product.md §9: page size 10). */
export const BANK_PAGE_SIZE = 10;
/** Photos a bank listing may hold. */
export const BANK_MAX_PHOTOS = 10;

export const BANK_LISTING_LIMITS = {
  title: 60,
  description: 3000,
  district: 100,
  layout: 20,
  bankNumber: 20,
  photoComment: 100,
} as const;

/** 売買 (sale: price in 万円) or 賃貸 (rent: monthly rent in 円). */
export const BANK_DEAL_TYPES = ['sale', 'rent'] as const;
export type BankDealType = (typeof BANK_DEAL_TYPES)[number];
export const BANK_DEAL_TYPE_LABELS: Record<BankDealType, string> = { sale: '売買', rent: '賃貸' };

/** draft: only the municipality sees it; published: in the bank's public list. */
export const BANK_LISTING_STATUSES = ['draft', 'published'] as const;
export type BankListingStatus = (typeof BANK_LISTING_STATUSES)[number];
export const BANK_LISTING_STATUS_LABELS: Record<BankListingStatus, string> = { draft: '非公開', published: '公開中' };

export const BANK_MESSAGES = {
  invalidMunicipality: '市町村の指定が正しくありません',
  /** A municipality filter that does not lie in the chosen prefecture. */
  municipalityNotInPrefecture: '選択した都道府県にない市町村です',
  /** Publishing a listing that has no photo yet. */
  publishNeedsPhoto: '写真を1枚以上登録してから公開してください',
  tooManyPhotos: `写真は1物件${BANK_MAX_PHOTOS}枚までです`,
  photoRequired: '写真を選んでください',
  created: '物件を登録しました。写真を追加して公開してください。',
  saved: '物件情報を保存しました。',
  published: '物件を公開しました。',
  unpublished: '物件を非公開にしました。',
  photosAdded: '写真を追加しました。',
  photoRemoved: '写真を削除しました。',
  profileSaved: '空き家バンクの情報を保存しました。',
  /** Price left empty. */
  priceOnRequest: '応相談',
} as const;

/** The form of a bank listing, as strings (what the browser sends; the API checks the same rules). */
export interface BankListingValues {
  title: string;
  description: string;
  district: string;
  deal_type: string;
  price: string;
  land_or_building: string;
  land_area: string;
  building_area: string;
  built_year: string;
  layout: string;
  bank_number: string;
}

export const BANK_LISTING_FIELDS = [
  'title',
  'description',
  'district',
  'deal_type',
  'price',
  'land_or_building',
  'land_area',
  'building_area',
  'built_year',
  'layout',
  'bank_number',
] as const satisfies readonly (keyof BankListingValues)[];

export const EMPTY_BANK_LISTING_VALUES: BankListingValues = {
  title: '',
  description: '',
  district: '',
  deal_type: 'sale',
  price: '',
  land_or_building: 'building',
  land_area: '',
  building_area: '',
  built_year: '',
  layout: '',
  bank_number: '',
};

export const BANK_LISTING_FIELD_LABELS: Record<keyof BankListingValues, string> = {
  title: '物件名',
  description: '物件の説明',
  district: '所在地（地区名）',
  deal_type: '取引の種類',
  price: '価格',
  land_or_building: '物件の種類',
  land_area: '土地面積（㎡）',
  building_area: '建物面積（㎡）',
  built_year: '築年（西暦）',
  layout: '間取り',
  bank_number: '物件番号',
};

export function bankListingRules(now: Date = new Date()): Record<keyof BankListingValues, Rule[]> {
  return {
    title: [required, maxLength(BANK_LISTING_LIMITS.title)],
    description: [required, maxLength(BANK_LISTING_LIMITS.description)],
    district: [required, maxLength(BANK_LISTING_LIMITS.district)],
    deal_type: [required, oneOf(BANK_DEAL_TYPES)],
    price: [priceRule],
    land_or_building: [required, oneOf(['building', 'land'])],
    land_area: [areaRule],
    building_area: [areaRule],
    built_year: [builtYearRule(now)],
    layout: [maxLength(BANK_LISTING_LIMITS.layout)],
    bank_number: [maxLength(BANK_LISTING_LIMITS.bankNumber)],
  };
}

export type BankListingErrors = Partial<Record<keyof BankListingValues, string>>;

/** Every field's first message (docs/product.md §5: first message each). A value that is not a string is invalid. */
export function validateBankListing(values: Partial<Record<keyof BankListingValues, unknown>>, now: Date = new Date()): BankListingErrors {
  return validateTextFields(BANK_LISTING_FIELDS, values, bankListingRules(now));
}

/** Error fields in form order, for the '入力エラーがあります。' summary. */
export function orderedBankListingErrors(errors: BankListingErrors): { field: keyof BankListingValues; message: string }[] {
  return orderedErrors(BANK_LISTING_FIELDS, errors);
}

/** The price as shown: 売買 in 万円, 賃貸 as a monthly rent in 円, empty as 応相談. */
export function formatBankPrice(dealType: BankDealType, price: number | null): string {
  if (price === null) return BANK_MESSAGES.priceOnRequest;
  if (dealType === 'rent') return `月額${formatNumber(price)}円`;
  return formatPriceManYen(price);
}

// ---------------------------------------------------------------------------
// The municipality's own page: its bank's name, terms and office contact
// ---------------------------------------------------------------------------

export const BANK_PROFILE_LIMITS = { bankName: 100, terms: 5000, officeName: 100, officeHours: 100 } as const;

export interface BankProfileValues {
  bank_name: string;
  /** The bank's terms of use (plain text, paragraphs separated by blank lines). */
  terms: string;
  office_name: string;
  office_phone: string;
  office_email: string;
  office_hours: string;
}

export const BANK_PROFILE_FIELDS = ['bank_name', 'terms', 'office_name', 'office_phone', 'office_email', 'office_hours'] as const satisfies readonly (keyof BankProfileValues)[];

export const BANK_PROFILE_FIELD_LABELS: Record<keyof BankProfileValues, string> = {
  bank_name: '空き家バンクの名称',
  terms: '利用規約',
  office_name: '担当窓口',
  office_phone: '電話番号',
  office_email: 'メールアドレス',
  office_hours: '受付時間',
};

export const BANK_PROFILE_RULES: Record<keyof BankProfileValues, Rule[]> = {
  bank_name: [required, maxLength(BANK_PROFILE_LIMITS.bankName)],
  terms: [required, maxLength(BANK_PROFILE_LIMITS.terms)],
  office_name: [required, maxLength(BANK_PROFILE_LIMITS.officeName)],
  office_phone: [required, phone],
  office_email: [required, email],
  office_hours: [maxLength(BANK_PROFILE_LIMITS.officeHours)],
};

/** How one field of the bank's terms and office contact is asked for. */
export interface BankProfileInput {
  field: Exclude<keyof BankProfileValues, 'bank_name'>;
  required?: boolean;
  type?: 'text' | 'tel' | 'email';
  /** Drawn as a textarea (the terms). */
  multiline?: boolean;
  hint?: string;
}

/**
 * The terms and the office contact as both of their forms ask for them (the municipality's own page in
 * the bank and staff's municipality form): one row a line, two in a row side by side on wide screens.
 * The bank's name comes before them in each form, with that form's own hint.
 */
export const BANK_PROFILE_INPUT_ROWS: readonly (readonly BankProfileInput[])[] = [
  [{ field: 'terms', required: true, multiline: true, hint: '段落の間は1行空けてください。物件ページにそのまま表示されます。' }],
  [{ field: 'office_name', required: true, hint: '例：〇〇市 建設部 住宅政策課' }],
  [
    { field: 'office_phone', required: true, type: 'tel', hint: '例：0867-42-1111' },
    { field: 'office_email', required: true, type: 'email' },
  ],
  [{ field: 'office_hours', hint: '例：平日 8:30〜17:15' }],
];

/** Every field's first message; a value that is not a string is invalid. */
export function validateBankProfile(values: Partial<Record<keyof BankProfileValues, unknown>>): Partial<Record<keyof BankProfileValues, string>> {
  return validateTextFields(BANK_PROFILE_FIELDS, values, BANK_PROFILE_RULES);
}

// ---------------------------------------------------------------------------
// List query: GET /api/akiyabank/listings?page=&prefecture=&municipality=
// ---------------------------------------------------------------------------

export interface BankListQuery {
  page: number;
  /** A prefecture code '01'..'47', or null for every prefecture. */
  prefecture: string | null;
  /** A municipality id, or null for every municipality. */
  municipality: number | null;
}

const PREFECTURE_CODE_SET = new Set(PREFECTURES.map((p) => p.code));

/** Validates the list query (the remote builds the same query from its filter form). */
export function validateBankListQuery(
  query: Record<string, unknown>,
): { ok: true; value: BankListQuery } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(query)) {
    if (!['page', 'prefecture', 'municipality'].includes(key)) errors[key] = [MESSAGES.unknownParameter];
  }
  const { page = '1', prefecture = '', municipality = '' } = query;
  let pageNo = 1;
  if (!isDigits(page) || String(page).length > 6 || Number(page) < 1) errors.page = [MESSAGES.invalidPage];
  else pageNo = Number(page);
  if (prefecture !== '' && (typeof prefecture !== 'string' || !PREFECTURE_CODE_SET.has(prefecture))) errors.prefecture = [MESSAGES.invalidArea];
  let municipalityId: number | null = null;
  if (municipality !== '') {
    if (!isDigits(municipality) || String(municipality).length > 9 || Number(municipality) < 1) errors.municipality = [BANK_MESSAGES.invalidMunicipality];
    else municipalityId = Number(municipality);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { page: pageNo, prefecture: prefecture === '' ? null : (prefecture as string), municipality: municipalityId } };
}

/** The name of a prefecture code ('' when unknown). */
export function bankPrefectureName(code: string): string {
  return prefectureByCode(code)?.name ?? '';
}

// ---------------------------------------------------------------------------
// DTOs
// ---------------------------------------------------------------------------

/** A municipality with a bank, as the filters and list cards show it. */
export interface BankMunicipalitySummary {
  id: number;
  prefecture_code: string;
  prefecture_name: string;
  name: string;
  bank_name: string;
  /** Published listings. */
  listing_count: number;
}

/** The municipality on a listing's page: its bank's profile (terms and how to enquire). */
export interface BankMunicipality extends BankProfileValues {
  id: number;
  prefecture_code: string;
  prefecture_name: string;
  name: string;
}

export interface BankPhoto {
  id: number;
  /** Detail size (1200 px). */
  path: string;
  /** Card size (480×360). */
  card_path: string;
  comment: string;
}

export interface BankListingSummary {
  id: number;
  title: string;
  municipality: { id: number; name: string; prefecture_code: string; prefecture_name: string; bank_name: string };
  district: string;
  deal_type: BankDealType;
  price: number | null;
  land_or_building: 'building' | 'land';
  image: { path: string; comment: string } | null;
  published_at: string | null;
}

export interface BankListResponse {
  items: BankListingSummary[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface BankListingDetail extends Omit<BankListingSummary, 'municipality'> {
  description: string;
  land_area: number | null;
  building_area: number | null;
  built_year: number | null;
  layout: string;
  bank_number: string;
  photos: BankPhoto[];
  municipality: BankMunicipality;
}

/** A listing as its municipality manages it (drafts included). */
export interface BankManagedListing extends BankListingDetail {
  status: BankListingStatus;
  updated_at: string;
}

/** GET /api/akiyabank/manage: the member's municipality and every listing of its bank. */
export interface BankManageOverview {
  municipality: BankMunicipality;
  listings: (BankListingSummary & { status: BankListingStatus; updated_at: string; photo_count: number })[];
}
