/**
 * Posting a listing (/post, spec §3 posted property and draft save id, §5 upload and form rules,
 * §7 the multipart form submission, §9): field names, limits, rules with their Japanese messages,
 * the draft save id, and the moderation states. The browser form and the API run the same
 * `validatePosting`, so the server validates everything the client does.
 */
import { BYTES_PER_MB } from './constants';
import { EMPTY_LISTING_FACT_VALUES, LISTING_FACT_FIELDS, LISTING_FACT_FIELD_LABELS, listingFactRules, type ListingFactValues } from './listing-facts';
import { formatMessage, MESSAGES } from './messages';
import { PREFECTURES } from './prefectures';
import { email, hiragana, isDigits, maxLength, numericPeriod, phone, required, requiredTrue, type Rule, uploadTotal } from './validation';

// ---------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------

/**
 * Upload total limit of one submission, in MB (§5, §9: "{size} MB", 1 MB = 1048576 bytes). Our
 * choice: 50 MB, so ten phone photos of ~4 MB fit with room to spare.
 */
export const UPLOAD_TOTAL_LIMIT_MB = 50;
export const UPLOAD_TOTAL_LIMIT_BYTES = UPLOAD_TOTAL_LIMIT_MB * BYTES_PER_MB;
/** At most this many photos per listing. */
export const POSTING_MAX_PHOTOS = 20;
/** Photo types accepted (judged from the bytes, not the file name). */
export const POSTING_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The sizes generated from every photo (longest side in px; the card is cropped to 4:3). */
export const PHOTO_SIZES = {
  card: { width: 480, height: 360, fit: 'cover' },
  detail: { width: 1200, height: 1200, fit: 'inside' },
  full: { width: 2400, height: 2400, fit: 'inside' },
} as const;
export type PhotoSizeName = keyof typeof PHOTO_SIZES;

export const POSTING_LIMITS = {
  title: 60,
  description: 3000,
  municipality: 50,
  addressPublic: 100,
  addressPrivate: 200,
  structure: 32,
  contactName: 50,
  photoComment: 100,
  moderationReason: 1000,
  /** Price in 万円: at most 9 digits. */
  priceDigits: 9,
  /** Areas in m². */
  areaMax: 1_000_000,
  builtYearMin: 1600,
} as const;

/** Structures offered by the form (free text is refused: one of these or empty). */
export const STRUCTURE_OPTIONS = ['木造', '鉄骨造', 'RC造', 'SRC造', '軽量鉄骨造', 'ブロック造', 'その他'] as const;

// ---------------------------------------------------------------------------
// Messages (not in the spec; the spec's own texts come from MESSAGES)
// ---------------------------------------------------------------------------

export const POSTING_MESSAGES = {
  /** A file whose bytes are not a JPEG, PNG or WebP image (e.g. a text file renamed .jpg). */
  notAnImage: '「{name}」は画像ファイルではありません。JPEG・PNG・WebP形式の写真を選んでください。',
  /** The bytes look like an image but cannot be decoded. */
  brokenImage: '「{name}」は画像として読み込めませんでした。別の写真を選んでください。',
  tooManyPhotos: `写真は${POSTING_MAX_PHOTOS}枚までです`,
  /** A photo with more pixels than the server decodes ({max}: millions of pixels). */
  photoTooManyPixels: '「{name}」は画素数が大きすぎます（1枚{max}万画素まで）。小さくした写真を選んでください。',
  /** The photos of one submission hold more pixels in all than the server decodes at once. */
  photosTooManyPixels: '写真の画素数の合計が大きすぎます（1回の送信で{max}万画素まで）。何回かに分けて送信してください。',
  invalidPrefecture: '都道府県を選択してください',
  invalidPrice: '価格は0以上の整数（万円）で入力してください',
  priceTooLarge: '価格が大きすぎます',
  invalidYear: '築年は西暦4桁で入力してください（{min}年〜{max}年）',
  invalidArea: '面積は0より大きく1,000,000㎡以下で入力してください',
  invalidChoice: '選択肢から選んでください',
  invalidCategory: 'カテゴリーを選び直してください',
  /** Server: a submitted save id / client token that is not of the expected form. */
  invalidSaveId: '一時保存IDが正しくありません',
  /** A listing in review cannot be changed until staff decide. */
  reviewNotEditable: '審査中の物件は、審査が終わるまで編集できません',
  /** Shown after the submission (/post-finish). */
  posted: '担当者が内容を確認のうえ掲載いたします。審査の結果はメールでお知らせします。',
  updated: '物件情報を更新しました。',
  /** Temporary save in the browser. */
  draftSaved: '入力内容をこのブラウザに一時保存しました。',
  draftRestored: '一時保存した入力内容を復元しました。',
  uploadFailed: '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。入力内容は保存されています。',
} as const;

// ---------------------------------------------------------------------------
// Moderation (docs/posting.md)
// ---------------------------------------------------------------------------

/** pending: waits for staff; approved: on the board; returned: sent back with a reason; suspended: taken down by staff. */
export const MODERATION_STATUSES = ['pending', 'approved', 'returned', 'suspended'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const MODERATION_LABELS: Record<ModerationStatus, string> = {
  pending: '審査待ち',
  approved: '掲載中',
  returned: '差し戻し',
  suspended: '掲載停止',
};
export const MODERATION_ACTIONS = ['approve', 'send-back', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

// ---------------------------------------------------------------------------
// Draft save id (§3, §9): 7 random digits + YYYYMMDDHHmmssSS
// ---------------------------------------------------------------------------

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/**
 * A draft save id for a visitor who is not logged in: 7 random digits followed by the local time as
 * YYYYMMDDHHmmssSS (SS = hundredths of a second). `random` returns a number in [0, 1).
 */
export function makeDraftSaveId(now: Date = new Date(), random: () => number = Math.random): string {
  let digits = '';
  for (let i = 0; i < 7; i++) digits += String(Math.min(9, Math.floor(random() * 10)));
  const stamp =
    pad(now.getFullYear(), 4) +
    pad(now.getMonth() + 1, 2) +
    pad(now.getDate(), 2) +
    pad(now.getHours(), 2) +
    pad(now.getMinutes(), 2) +
    pad(now.getSeconds(), 2) +
    pad(Math.floor(now.getMilliseconds() / 10), 2);
  return digits + stamp;
}

/** 23 digits: 7 random + 16 of time. */
export function isDraftSaveId(v: unknown): v is string {
  return typeof v === 'string' && /^[0-9]{23}$/.test(v);
}

/** A client token (logged-in users' idempotency key): a save id, or 16–64 of [A-Za-z0-9-]. */
export function isSubmissionToken(v: unknown): v is string {
  return typeof v === 'string' && (isDraftSaveId(v) || /^[A-Za-z0-9-]{16,64}$/.test(v));
}

// ---------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------

/** The text fields of the posting form, as strings (the multipart field names); the facts (間取り, 交通…) from listing-facts.ts. */
export interface PostingValues extends ListingFactValues {
  title: string;
  description: string;
  prefecture_code: string;
  municipality: string;
  address_public: string;
  address_private: string;
  /** '1' when the price is not decided (価格未定); then price_man_yen is ignored. */
  price_undecided: string;
  price_man_yen: string;
  land_or_building: string;
  land_area: string;
  building_area: string;
  built_year: string;
  structure: string;
  category_ids: string[];
  contact_name: string;
  contact_name_kana: string;
  contact_phone: string;
  contact_email: string;
  agree_terms: string;
  agree_privacy: string;
}

export const POSTING_TEXT_FIELDS = [
  'title',
  'description',
  'prefecture_code',
  'municipality',
  'address_public',
  'address_private',
  'price_undecided',
  'price_man_yen',
  'land_or_building',
  'land_area',
  'building_area',
  'built_year',
  'structure',
  ...LISTING_FACT_FIELDS,
  'contact_name',
  'contact_name_kana',
  'contact_phone',
  'contact_email',
  'agree_terms',
  'agree_privacy',
] as const satisfies readonly (keyof PostingValues)[];

/** Field labels, in form order (the error list follows this order). */
export const POSTING_FIELD_LABELS: Record<keyof PostingValues | 'photos' | 'photo_comments', string> = {
  title: 'タイトル',
  description: '物件の説明',
  prefecture_code: '都道府県',
  municipality: '市区町村',
  address_public: '公開する所在地',
  address_private: '所在地（番地まで・非公開）',
  price_undecided: '価格未定',
  price_man_yen: '価格',
  land_or_building: '物件の種類',
  land_area: '土地面積',
  building_area: '建物面積',
  built_year: '築年',
  structure: '構造',
  ...LISTING_FACT_FIELD_LABELS,
  category_ids: 'カテゴリー',
  photos: '写真',
  photo_comments: '写真のコメント',
  contact_name: 'お名前',
  contact_name_kana: 'お名前（ふりがな）',
  contact_phone: '電話番号',
  contact_email: 'メールアドレス',
  agree_terms: '利用規約への同意',
  agree_privacy: '個人情報の取り扱いへの同意',
};

export const EMPTY_POSTING_VALUES: PostingValues = {
  title: '',
  description: '',
  prefecture_code: '',
  municipality: '',
  address_public: '',
  address_private: '',
  price_undecided: '',
  price_man_yen: '',
  land_or_building: 'building',
  land_area: '',
  building_area: '',
  built_year: '',
  structure: '',
  ...EMPTY_LISTING_FACT_VALUES,
  category_ids: [],
  contact_name: '',
  contact_name_kana: '',
  contact_phone: '',
  contact_email: '',
  agree_terms: '',
  agree_privacy: '',
};

const PREFECTURE_CODES = new Set(PREFECTURES.map((p) => p.code));

export function oneOf(values: readonly string[], message: string = POSTING_MESSAGES.invalidChoice): Rule {
  return (v: unknown) => (v === undefined || v === null || v === '' || (typeof v === 'string' && values.includes(v)) ? null : message);
}

export const priceRule: Rule = (v: unknown) => {
  if (v === undefined || v === null || v === '') return null;
  if (!isDigits(v)) return POSTING_MESSAGES.invalidPrice;
  return (v as string).replace(/^0+(?=.)/, '').length > POSTING_LIMITS.priceDigits ? POSTING_MESSAGES.priceTooLarge : null;
};

export const areaRule: Rule = (v: unknown) => {
  const numeric = numericPeriod(v);
  if (numeric !== null) return numeric;
  if (v === undefined || v === null || v === '') return null;
  const n = Number(v);
  return n > 0 && n <= POSTING_LIMITS.areaMax ? null : POSTING_MESSAGES.invalidArea;
};

export function builtYearRule(now: Date): Rule {
  const max = now.getFullYear() + 1;
  const message = formatMessage(POSTING_MESSAGES.invalidYear, { min: POSTING_LIMITS.builtYearMin, max });
  return (v: unknown) => {
    if (v === undefined || v === null || v === '') return null;
    if (typeof v !== 'string' || !/^[0-9]{4}$/.test(v)) return message;
    const n = Number(v);
    return n >= POSTING_LIMITS.builtYearMin && n <= max ? null : message;
  };
}

const checked: Rule = (v: unknown) => requiredTrue(v === '1' || v === 'true' || v === true);

const categoryIdsRule: Rule = (v: unknown) => {
  const list = Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v];
  if (list.length === 0) return MESSAGES.required;
  return list.every((x) => isDigits(x) && Number(x) >= 1 && String(x).length <= 9) ? null : POSTING_MESSAGES.invalidCategory;
};

/**
 * The rules of every text field, in form order. `price_man_yen` is required unless
 * price_undecided is '1'; `building_area` and `structure` only make sense for a building (a land
 * listing may leave them empty).
 */
export function postingRules(values: Partial<PostingValues>, now: Date = new Date()): Partial<Record<keyof PostingValues, Rule[]>> {
  const undecided = values.price_undecided === '1';
  return {
    title: [required, maxLength(POSTING_LIMITS.title)],
    description: [required, maxLength(POSTING_LIMITS.description)],
    prefecture_code: [required, oneOf([...PREFECTURE_CODES], POSTING_MESSAGES.invalidPrefecture)],
    municipality: [required, maxLength(POSTING_LIMITS.municipality)],
    address_public: [required, maxLength(POSTING_LIMITS.addressPublic)],
    address_private: [required, maxLength(POSTING_LIMITS.addressPrivate)],
    price_undecided: [oneOf(['1', '0'])],
    price_man_yen: undecided ? [] : [required, priceRule],
    land_or_building: [required, oneOf(['building', 'land'])],
    land_area: [areaRule],
    building_area: [areaRule],
    built_year: [builtYearRule(now)],
    structure: [oneOf(STRUCTURE_OPTIONS)],
    ...listingFactRules(values),
    category_ids: [categoryIdsRule],
    contact_name: [required, maxLength(POSTING_LIMITS.contactName)],
    contact_name_kana: [required, hiragana, maxLength(POSTING_LIMITS.contactName)],
    contact_phone: [required, phone],
    contact_email: [required, email],
    agree_terms: [checked],
    agree_privacy: [checked],
  };
}

/** A photo as the rules see it: its size in bytes and its comment. */
export interface PostingPhotoInput {
  size: number;
  comment: string;
}

export type PostingErrors = Partial<Record<keyof PostingValues | 'photos' | 'photo_comments', string>>;

/**
 * Validates the whole form: per field, the first message (spec §5, §8). `photos` are the photos of
 * this submission (new uploads; their sizes count towards the total), `photoCount` the number the
 * listing will have (kept + new).
 */
export function validatePosting(
  values: Partial<PostingValues>,
  photos: readonly PostingPhotoInput[] = [],
  options: { now?: Date; photoCount?: number } = {},
): PostingErrors {
  const errors: PostingErrors = {};
  const rules = postingRules(values, options.now);
  for (const key of Object.keys(rules) as (keyof PostingValues)[]) {
    for (const rule of rules[key] ?? []) {
      const message = rule(values[key]);
      if (message !== null) {
        errors[key] = message;
        break;
      }
    }
  }
  const total = uploadTotal(UPLOAD_TOTAL_LIMIT_MB)(photos.length === 0 ? '' : photos);
  if (total !== null) errors.photos = total;
  else if ((options.photoCount ?? photos.length) > POSTING_MAX_PHOTOS) errors.photos = POSTING_MESSAGES.tooManyPhotos;
  const longComment = photos.map((p) => maxLength(POSTING_LIMITS.photoComment)(p.comment)).find((m) => m !== null);
  if (longComment) errors.photo_comments = longComment;
  return errors;
}

/** The error fields in form order (for the '入力エラーがあります。' bullet list). */
export function orderedPostingErrors(errors: PostingErrors): { field: keyof typeof POSTING_FIELD_LABELS; message: string }[] {
  return (Object.keys(POSTING_FIELD_LABELS) as (keyof typeof POSTING_FIELD_LABELS)[])
    .filter((field) => errors[field] !== undefined)
    .map((field) => ({ field, message: errors[field] as string }));
}

// ---------------------------------------------------------------------------
// DTOs
// ---------------------------------------------------------------------------

export interface PostingImage {
  id: number;
  /** The detail size (what the board shows). */
  path: string;
  card_path: string | null;
  full_path: string | null;
  comment: string;
}

/** POST /api/post and POST /api/post/:id answer. */
export interface PostingResponse {
  success: true;
  id: number;
  moderation_status: ModerationStatus;
  /** true when this saveId had already created the listing (a repeated submission). */
  duplicate: boolean;
}

/** GET /api/post/:id: the owner's listing as the form shows it (404 for anyone else). */
export interface PostingDetail {
  id: number;
  values: PostingValues;
  images: PostingImage[];
  moderation_status: ModerationStatus;
  moderation_reason: string | null;
  is_published: boolean;
  updated_at: string;
}

/** One listing in the staff review queue (GET /api/staff/review). */
export interface ReviewItem {
  id: number;
  title: string;
  prefecture_name: string;
  municipality: string;
  address_public: string;
  address_private: string;
  price_man_yen: number | null;
  description: string;
  moderation_status: ModerationStatus;
  moderation_reason: string | null;
  seller: { id: number; email: string; name: string };
  contact: { name: string; name_kana: string; phone: string; email: string };
  images: PostingImage[];
  created_at: string;
  updated_at: string;
}

export interface ReviewListResponse {
  items: ReviewItem[];
}
