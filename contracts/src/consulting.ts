/**
 * The consulting service (airyflow): the fees shown on /consult, the request form's fields, rules and
 * Japanese messages (the browser and the API run the same `validateConsultingRequest`), the request
 * statuses and their transition table (the API refuses any other move with 409), and the DTOs of the
 * consulting threads between a user and the operator. docs/consulting.md explains them.
 */
import { formatNumber } from './format';
import { MESSAGES, formatMessage } from './messages';
import { PREFECTURES } from './prefectures';
import { codePointLength, maxLength, minLength, phone, required, requiredTrue, validateFields, type Rule } from './validation';
import { DEAL_MESSAGES, type MessageAttachment } from './deals';

// ---------------------------------------------------------------------------
// Fees (/consult) — data, shown as a table
// ---------------------------------------------------------------------------

export interface ConsultingFee {
  key: string;
  name: string;
  /** Price in yen including tax; 0 = free. */
  priceYen: number;
  /** 'monthly': a monthly fee (月額). */
  period: 'once' | 'monthly';
  /** true: the price is a lower bound (〜), the estimate follows the first consultation. */
  from: boolean;
  /** What the price covers. */
  unit: string;
  description: string;
}

/** The consulting menu and its fees (shown on /consult and the airyflow top). */
export const CONSULTING_FEES: readonly ConsultingFee[] = [
  {
    key: 'first',
    name: '初回相談',
    priceYen: 0,
    period: 'once',
    from: false,
    unit: '60分程度・オンラインまたはお電話',
    description: '物件の概要とお困りごとをうかがい、考えられる選択肢と進め方をご案内します。この段階で費用がかかることはありません。',
  },
  {
    key: 'proposal',
    name: '調査・活用提案',
    priceYen: 110_000,
    period: 'once',
    from: true,
    unit: '税込・1物件あたり',
    description: '現地調査と役所・法務局での調査をもとに、売却・賃貸・改修して活用・解体などの案を、概算費用と見通しを添えた提案書にまとめます。',
  },
  {
    key: 'support',
    name: '伴走支援',
    priceYen: 33_000,
    period: 'monthly',
    from: true,
    unit: '税込・ご契約期間中',
    description: '決めた方針の実行をお手伝いします。買い手・借り手探し、工事会社や専門家との調整、手続きの進み具合の管理まで、窓口としてご一緒します。',
  },
];

/** '無料', '110,000円〜', '月額 33,000円〜'. */
export function formatConsultingFee(fee: Pick<ConsultingFee, 'priceYen' | 'period' | 'from'>): string {
  if (fee.priceYen === 0) return '無料';
  return `${fee.period === 'monthly' ? '月額 ' : ''}${formatNumber(fee.priceYen)}円${fee.from ? '〜' : ''}`;
}

// ---------------------------------------------------------------------------
// The request form (/airyflow/post)
// ---------------------------------------------------------------------------

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

export const CONSULTING_LIMITS = {
  problemMinLength: 10,
  problemMaxLength: 2000,
  placeMaxLength: 100,
  descriptionMaxLength: 1000,
  attachmentsMax: 5,
  /** Total of one request's (or message's) attachments, in MB (1 MB = 1048576 bytes). */
  attachmentsTotalMb: 10,
  messageMaxLength: 2000,
  messagesPageSize: 30,
} as const;

export const CONSULTING_MESSAGES = {
  listingRequired: '相談する物件を選んでください',
  listingNotFound: '選んだ物件が見つかりません。一覧から選び直してください',
  draftRestored: '前回入力した内容を復元しました。',
  submitted: 'ご相談を受け付けました。担当者からのご連絡をお待ちください。',
  conflict: 'ほかの操作によって相談の状況が変わりました。ページを再読み込みしてからもう一度お試しください。',
  threadStart: 'この内容について家いちば事務局に相談できます。最初のメッセージを送ると相談が始まります。',
  subjectNotFound: '相談する物件またはQ&Aが見つかりません',
} as const;

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

const oneOf =
  (values: readonly string[]): Rule =>
  (v: unknown) =>
    typeof v === 'string' && v !== '' && !values.includes(v) ? MESSAGES.invalidValue : null;

const optional =
  (rule: Rule): Rule =>
  (v: unknown) =>
    typeof v === 'string' && v.trim() === '' ? null : rule(v);

const PREFECTURE_CODES = PREFECTURES.map((p) => p.code);

/** The rules of each field for these values (which fields apply depends on property_mode). */
export function consultingRequestRules(values: Partial<ConsultingRequestValues>): Partial<Record<keyof ConsultingRequestValues, Rule[]>> {
  const listing = values.property_mode === 'listing';
  const rules: Partial<Record<keyof ConsultingRequestValues, Rule[]>> = {
    requester_type: [required, oneOf(Object.keys(CONSULTING_REQUESTER_TYPES))],
    property_mode: [required, oneOf(['listing', 'describe'])],
    problem: [required, minLength(CONSULTING_LIMITS.problemMinLength), maxLength(CONSULTING_LIMITS.problemMaxLength)],
    timing: [required, oneOf(Object.keys(CONSULTING_TIMINGS))],
    phone: [optional(phone)],
    agree_fees: [(v: unknown) => requiredTrue(v === true || v === 'true')],
  };
  if (listing) {
    rules.property_id = [(v: unknown) => (typeof v === 'string' && /^[1-9][0-9]{0,9}$/.test(v) ? null : CONSULTING_MESSAGES.listingRequired)];
  } else {
    rules.prefecture_code = [required, oneOf(PREFECTURE_CODES)];
    rules.place = [required, maxLength(CONSULTING_LIMITS.placeMaxLength)];
    rules.property_description = [required, maxLength(CONSULTING_LIMITS.descriptionMaxLength)];
  }
  return rules;
}

export type ConsultingRequestErrors = Partial<Record<keyof ConsultingRequestValues | 'files', string>>;

/** First message per failing field (§5); `{}` when the request is valid. Files are checked separately. */
export function validateConsultingRequest(values: Partial<ConsultingRequestValues>): ConsultingRequestErrors {
  const v = { ...emptyConsultingRequest(), ...values };
  return validateFields(v, consultingRequestRules(v));
}

/** Errors in form order, for the error summary. */
export function orderedConsultingErrors(errors: ConsultingRequestErrors): { field: keyof typeof CONSULTING_FIELD_LABELS; message: string }[] {
  return (Object.keys(CONSULTING_FIELD_LABELS) as (keyof typeof CONSULTING_FIELD_LABELS)[])
    .filter((k) => errors[k])
    .map((k) => ({ field: k, message: errors[k] as string }));
}

/** The browser key of the request form's draft (local storage; the text fields and the clientId, never files). */
export const CONSULTING_DRAFT_KEY = 'airyflow-post-draft';

/** Attachment types the API accepts (read from the bytes there). */
export const CONSULTING_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;

/** The first problem with the chosen files, or null: count, type, total size (the API checks the same). */
export function consultingFilesError(files: readonly { size: number; type: string }[]): string | null {
  if (files.length > CONSULTING_LIMITS.attachmentsMax) return DEAL_MESSAGES.attachmentCount;
  if (files.some((f) => !(CONSULTING_ATTACHMENT_TYPES as readonly string[]).includes(f.type))) return DEAL_MESSAGES.attachmentType;
  if (files.reduce((n, f) => n + f.size, 0) > CONSULTING_LIMITS.attachmentsTotalMb * 1_048_576) return DEAL_MESSAGES.attachmentTotal;
  return null;
}

/** A message body in a consulting thread: text up to messageMaxLength (files may stand alone). */
export function consultingMessageError(body: string, fileCount: number): string | null {
  if (body.trim() === '' && fileCount === 0) return MESSAGES.required;
  if (codePointLength(body) > CONSULTING_LIMITS.messageMaxLength) return formatMessage(MESSAGES.maxLength, { length: CONSULTING_LIMITS.messageMaxLength });
  return null;
}

// ---------------------------------------------------------------------------
// Request statuses and the transition table
// ---------------------------------------------------------------------------

export const CONSULTING_STATUSES = ['received', 'in_review', 'proposal_sent', 'contracted', 'closed', 'declined'] as const;
export type ConsultingStatus = (typeof CONSULTING_STATUSES)[number];

export const CONSULTING_STATUS_LABELS: Record<ConsultingStatus, string> = {
  received: '受付済み',
  in_review: '確認中',
  proposal_sent: 'ご提案済み',
  contracted: 'ご契約',
  closed: '完了',
  declined: 'お見送り',
};

export interface ConsultingTransition {
  from: ConsultingStatus;
  to: ConsultingStatus;
  /** The staff button. */
  label: string;
}

/**
 * Every move a request can make (staff only). received → in review → proposal sent → contracted →
 * closed; declined from any open status before the contract. Nothing leaves closed or declined.
 */
export const CONSULTING_TRANSITIONS: readonly ConsultingTransition[] = [
  { from: 'received', to: 'in_review', label: '確認を始める' },
  { from: 'received', to: 'declined', label: 'お見送りにする' },
  { from: 'in_review', to: 'proposal_sent', label: '提案を送ったことにする' },
  { from: 'in_review', to: 'declined', label: 'お見送りにする' },
  { from: 'proposal_sent', to: 'in_review', label: '提案をやり直す' },
  { from: 'proposal_sent', to: 'contracted', label: '契約にする' },
  { from: 'proposal_sent', to: 'declined', label: 'お見送りにする' },
  { from: 'contracted', to: 'closed', label: '完了にする' },
];

export function isConsultingStatus(v: unknown): v is ConsultingStatus {
  return typeof v === 'string' && (CONSULTING_STATUSES as readonly string[]).includes(v);
}

export function consultingMovesFrom(from: ConsultingStatus): ConsultingTransition[] {
  return CONSULTING_TRANSITIONS.filter((t) => t.from === from);
}

export function canMoveConsulting(from: ConsultingStatus, to: ConsultingStatus): boolean {
  return CONSULTING_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

/** closed and declined end a request (no move leaves them). */
export function isConsultingEnded(status: ConsultingStatus): boolean {
  return consultingMovesFrom(status).length === 0;
}

// ---------------------------------------------------------------------------
// DTOs
// ---------------------------------------------------------------------------

/** The two kinds of consulting conversation: about a property (requests included) or a public Q&A answer. */
/**
 * A consulting thread is about a listing, a public Q&A answer, or — for a supporter (応援団,
 * contracts/partners.ts) — its own partner record: the supporter's messages with the operator.
 */
export const CONSULTING_THREAD_TYPES = ['property', 'solution', 'partner'] as const;
export type ConsultingThreadType = (typeof CONSULTING_THREAD_TYPES)[number];
export const CONSULTING_THREAD_TYPE_LABELS: Record<ConsultingThreadType, string> = { property: '物件について', solution: 'Q&Aについて', partner: '応援団について' };

export function isConsultingThreadType(v: unknown): v is ConsultingThreadType {
  return typeof v === 'string' && (CONSULTING_THREAD_TYPES as readonly string[]).includes(v);
}

export interface ConsultingRequestSummary {
  id: number;
  status: ConsultingStatus;
  status_label: string;
  requester_type: ConsultingRequesterType;
  /** The listing's title, or the described place. */
  property_label: string;
  property_id: number | null;
  problem: string;
  timing: ConsultingTiming;
  thread_id: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface ConsultingRequestDetail extends ConsultingRequestSummary {
  prefecture_code: string | null;
  place: string | null;
  property_description: string | null;
  phone: string | null;
  /** Moves the viewer may take now (staff only; [] for the user). */
  moves: ConsultingTransition[];
  /** Staff view only: who asked. */
  user?: { id: number; name: string; email: string };
}

export interface ConsultingRequestCreated {
  success: true;
  id: number;
  thread_id: number;
  redirect: string;
}

export interface ConsultingThreadSummary {
  id: number;
  type: ConsultingThreadType;
  /** The listing or Q&A the thread is about (null for a request about a described property). */
  subject_id: number | null;
  title: string;
  request_id: number | null;
  request_status: ConsultingStatus | null;
  last_message: { body: string; created_at: string; from_operator: boolean } | null;
  /** Unread messages for the viewer (the user: from the operator; staff: from the user). */
  unread: number;
  updated_at: string;
  /** Staff view only. */
  user?: { id: number; name: string };
}

export interface ConsultingMessage {
  id: number;
  thread_id: number;
  kind: 'text' | 'status';
  from_operator: boolean;
  body: string;
  attachments: MessageAttachment[];
  status_from: ConsultingStatus | null;
  status_to: ConsultingStatus | null;
  client_id: string | null;
  created_at: string;
  read_at: string | null;
}

export interface ConsultingMessagePage {
  items: ConsultingMessage[];
  hasMore: boolean;
}

/** GET /api/my-page/consulting/subjects/:type/:id — the thread about a listing / Q&A, if any. */
export interface ConsultingSubject {
  type: ConsultingThreadType;
  subject_id: number;
  title: string;
  thread: ConsultingThreadSummary | null;
}

export interface ConsultingStatusMoveRequest {
  to: ConsultingStatus;
  /** The version the staff saw; another one → 409 with CONSULTING_MESSAGES.conflict. */
  version: number;
}

/** The paths of a request and a thread on the my-page. */
export const consultingPaths = {
  request: (id: number) => `/my-page/airyflow/${id}`,
  thread: (id: number) => `/my-page/consultings/${id}`,
  subject: (type: ConsultingThreadType, id: number) => `/my-page/consultings/${type}/${id}`,
  staffRequest: (id: number) => `/my-page/staff/consulting/${id}`,
  staffThread: (id: number) => `/my-page/staff/consulting/threads/${id}`,
};
