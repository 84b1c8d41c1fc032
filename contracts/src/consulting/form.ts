/** The request form (/airyflow/post): its choices, fields, labels in form order, the empty form and the draft key. */

export const CONSULTING_REQUESTER_TYPES = {
  owner: '所有者',
  heir: '相続予定の方・ご家族',
  buyer: '購入を検討している方',
  business: '事業者・自治体',
  other: 'その他',
} as const;
export type ConsultingRequesterType = keyof typeof CONSULTING_REQUESTER_TYPES;

export const CONSULTING_TIMINGS = {
  asap: 'できるだけ早く',
  within3Months: '3か月以内',
  within6Months: '半年以内',
  withinYear: '1年以内',
  undecided: '未定',
} as const;
export type ConsultingTiming = keyof typeof CONSULTING_TIMINGS;

/** How the property is given: one of the user's listings, or described in the form. */
export type ConsultingPropertyMode = 'listing' | 'describe';

/** The text fields of the request form (the multipart field names). */
export interface ConsultingRequestValues {
  requester_type: string;
  property_mode: string;
  /** A listing of the user (digits), when property_mode is 'listing'. */
  property_id: string;
  /** Prefecture code, when property_mode is 'describe'. */
  prefecture_code: string;
  /** Municipality and place, when describing. */
  place: string;
  /** The building, its state, when describing. */
  property_description: string;
  problem: string;
  timing: string;
  /** Optional contact phone. */
  phone: string;
  /** 'true' when the fees were read. */
  agree_fees: string;
}

export const CONSULTING_FIELD_LABELS: Record<keyof ConsultingRequestValues | 'files', string> = {
  requester_type: 'ご相談者',
  property_mode: '物件の指定方法',
  property_id: '相談する物件',
  prefecture_code: '都道府県',
  place: '市区町村・所在地',
  property_description: '物件の概要',
  problem: 'お困りのこと・ご相談内容',
  timing: 'ご希望の時期',
  phone: '電話番号',
  agree_fees: '料金の確認',
  files: '添付ファイル',
};

export function emptyConsultingRequest(): ConsultingRequestValues {
  return {
    requester_type: '',
    property_mode: 'describe',
    property_id: '',
    prefecture_code: '',
    place: '',
    property_description: '',
    problem: '',
    timing: '',
    phone: '',
    agree_fees: '',
  };
}

/** The browser key of the request form's draft (local storage; the text fields and the clientId, never files). */
export const CONSULTING_DRAFT_KEY = 'airyflow-post-draft';
