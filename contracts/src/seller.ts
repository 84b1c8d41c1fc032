/**
 * Seller's my-page (posted properties, change of publication), the operator contact forms
 * (/contact, /forms/contact, /forms/republish), mail receiving settings, questionnaire and tutorial:
 * constants, rules with their Japanese messages and DTO types shared by the API and the frontends.
 */
import type { RootTypeKey } from './deal-status';
import { MAIL_RECEIVING_TYPES, QUESTIONNAIRE_ANSWERS, QUESTIONNAIRE_PURPOSE, TUTORIAL_TYPES } from './constants';
import { EMAIL_MAX_LENGTH } from './accounts';
import type { ListingImage, MailReceivingSettings } from './types';
import { email, maxLength, required, requiredTrue, type Rule } from './validation';

// ---------------------------------------------------------------------------
// Posted properties (docs/product.md §3 "Posted property") and change of publication
// ---------------------------------------------------------------------------

/** Posted properties per page on /my-page/project. */
export const POSTED_PROPERTIES_PAGE_SIZE = 10;

/** What the seller sees as the state of one listing (derived from the flags, most important first). */
export const POSTED_PROPERTY_STATUSES = {
  /** is_stop_published = 1 */
  stopped: '掲載中止',
  /** is_published = 0 (not yet approved / a draft) */
  unpublished: '公開準備中',
  /** is_suspension = 1 */
  suspended: '受付休止中',
  /** on the board, taking enquiries */
  published: '掲載中',
} as const;
export type PostedPropertyStatus = keyof typeof POSTED_PROPERTY_STATUSES;

/** Filters of GET /api/my-page/project (`status`). */
export const POSTED_PROPERTY_FILTERS = ['all', 'stopped'] as const;
export type PostedPropertyFilter = (typeof POSTED_PROPERTY_FILTERS)[number];

/**
 * The changes a seller can make to one listing (POST /api/my-page/change-publish/:id {action}):
 * 受付休止 (stop taking enquiries: is_suspension = 1) and its resumption, 掲載中止 (take the listing
 * off the board: is_stop_published = 1) and its resumption.
 */
export const PUBLISH_ACTIONS = {
  suspend: '受付休止',
  'resume-reception': '受付を再開',
  stop: '掲載中止',
  'resume-publication': '掲載を再開',
} as const;
export type PublishAction = keyof typeof PUBLISH_ACTIONS;
export const PUBLISH_ACTION_KEYS = Object.keys(PUBLISH_ACTIONS) as PublishAction[];

/** What each action does, shown beside the choice and on the confirmation step. */
export const PUBLISH_ACTION_DESCRIPTIONS: Record<PublishAction, string> = {
  suspend: '物件は掲示板に掲載したまま、新しい問い合わせの受け付けを一時的に止めます。進行中の商談はそのまま続けられます。',
  'resume-reception': '新しい問い合わせの受け付けを再開します。',
  stop: '物件を掲示板から取り下げます。物件ページと検索結果に表示されなくなります。',
  'resume-publication': '物件を掲示板に再び掲載します。',
};

/** Success messages after a change (shown on /my-page/project). */
export const PUBLISH_ACTION_DONE: Record<PublishAction, string> = {
  suspend: '問い合わせの受け付けを休止しました。',
  'resume-reception': '問い合わせの受け付けを再開しました。',
  stop: '物件の掲載を中止しました。',
  'resume-publication': '物件の掲載を再開しました。',
};

/** The actions that make sense for a listing in its current state (the API refuses the others). */
export function availablePublishActions(p: {
  is_suspension: boolean;
  is_stop_published: boolean;
  can_resume_publication: boolean;
}): PublishAction[] {
  const actions: PublishAction[] = [];
  if (p.is_stop_published) {
    if (p.can_resume_publication) actions.push('resume-publication');
    return actions;
  }
  actions.push(p.is_suspension ? 'resume-reception' : 'suspend');
  actions.push('stop');
  return actions;
}

/** One listing of the logged-in seller (docs/product.md §3 "Posted property" plus what the my-page shows). */
export interface PostedProperty {
  property_id: number;
  is_published: boolean;
  is_suspension: boolean;
  is_stop_published: boolean;
  title: string;
  image: ListingImage | null;
  /** 万円; null = 価格未定. */
  price_man_yen: number | null;
  root_type: RootTypeKey;
  reception: boolean;
  status: PostedPropertyStatus;
  status_label: string;
  /** ISO 8601. */
  created_at: string;
  published_at: string | null;
  view_count: number;
  contact_count: number;
  /**
   * The seller may resume publication: the listing was stopped by the seller. A listing stopped by
   * the operator is republished through /forms/republish.
   */
  can_resume_publication: boolean;
}

/** GET /api/my-page/project?page&status */
export interface PostedPropertyListResponse {
  items: PostedProperty[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** GET /api/my-page/project/:id */
export interface PostedPropertyResponse {
  property: PostedProperty;
}

/** POST /api/my-page/change-publish/:id */
export interface ChangePublishBody {
  action: PublishAction;
}

export interface ChangePublishResponse {
  success: true;
  property: PostedProperty;
  message: string;
}

// ---------------------------------------------------------------------------
// Operator contact forms
// ---------------------------------------------------------------------------

/** Categories of an enquiry to the operator (/contact, /forms/contact). */
export const INQUIRY_CATEGORIES = {
  posting: '物件の掲載について',
  buying: '物件の購入・問い合わせについて',
  account: '会員登録・ログインについて',
  trouble: 'トラブル・不審な物件の通報',
  partner: '応援団・提携について',
  media: '取材・メディア掲載について',
  other: 'その他',
} as const;
export type InquiryCategory = keyof typeof INQUIRY_CATEGORIES;
export const INQUIRY_CATEGORY_KEYS = Object.keys(INQUIRY_CATEGORIES) as InquiryCategory[];

export const INQUIRY_NAME_MAX_LENGTH = 50;
export const INQUIRY_MESSAGE_MAX_LENGTH = 2000;
export const REPUBLISH_MESSAGE_MAX_LENGTH = 1000;

/**
 * Name of the hidden honeypot field of the contact forms. People never see or fill it; a request
 * with it filled is answered like a success and nothing is sent.
 */
export const INQUIRY_HONEYPOT_FIELD = 'website';

export const SELLER_MESSAGES = {
  inquiryCategory: 'お問い合わせの種類を選択してください',
  republishProperty: '再掲載を希望する物件を選択してください',
  /** The listing is not stopped (nothing to republish). */
  republishNotStopped: 'この物件は掲載中止になっていません',
  /** change-publish: the action does not fit the listing's state. */
  publishActionUnavailable: 'この物件の現在の状態では、その操作はできません。',
  /** change-publish: resuming a listing the operator stopped. */
  publishResumeByOperator: 'この物件は運営事務局により掲載中止となっています。再掲載は再掲載依頼フォームからご依頼ください。',
  publishAction: '操作を選択してください',
  /** Contact forms: more sends than the per-IP limit. */
  inquiryRateLimited: '短時間に多くのお問い合わせが送信されました。しばらくしてからもう一度お試しください。',
  mailSettingType: '設定の種類が正しくありません',
  questionnaireAnswer: '回答を選択してください',
  /** One-click unsubscribe link that is broken or forged. */
  unsubscribeInvalid: '配信停止のリンクが無効です。マイページのメール受信設定から変更してください。',
} as const;

export const INQUIRY_CATEGORY_RULE: Rule = (v: unknown) =>
  typeof v === 'string' && (INQUIRY_CATEGORY_KEYS as string[]).includes(v) ? null : SELLER_MESSAGES.inquiryCategory;

/** Rules of the operator contact form, in form order (use with validateFields). */
export const INQUIRY_RULES: Record<'name' | 'email' | 'category' | 'message' | 'agree', Rule[]> = {
  name: [required, maxLength(INQUIRY_NAME_MAX_LENGTH)],
  email: [required, email, maxLength(EMAIL_MAX_LENGTH)],
  category: [INQUIRY_CATEGORY_RULE],
  message: [required, maxLength(INQUIRY_MESSAGE_MAX_LENGTH)],
  agree: [requiredTrue],
};

/** Rules of the republish request form. */
export const REPUBLISH_RULES: Record<'property_id' | 'message', Rule[]> = {
  property_id: [(v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? null : SELLER_MESSAGES.republishProperty)],
  message: [required, maxLength(REPUBLISH_MESSAGE_MAX_LENGTH)],
};

/** POST /api/forms/contact */
export interface InquiryBody {
  name: string;
  email: string;
  category: InquiryCategory;
  message: string;
  agree: boolean;
  /** The listing reported (a listing's 「この物件を通報する」: /contact?project={id}); must name a listing. */
  project_id?: number;
  /** The honeypot: always empty from a person. */
  website?: string;
}

/** POST /api/forms/republish */
export interface RepublishBody {
  property_id: number;
  message: string;
  website?: string;
}

/** Where the contact forms go after sending. */
export const INQUIRY_FINISH_PATH = '/inquiry-finish';
export const MESSAGE_FINISH_PATH = '/message-finish';

// ---------------------------------------------------------------------------
// Mail receiving settings (docs/product.md §3), questionnaire and tutorial (§3)
// ---------------------------------------------------------------------------

export type MailReceivingKind = keyof MailReceivingSettings;
export const MAIL_RECEIVING_KINDS = Object.keys(MAIL_RECEIVING_TYPES) as MailReceivingKind[];

/** Label and explanation of each setting on the settings page. */
export const MAIL_RECEIVING_LABELS: Record<MailReceivingKind, { label: string; description: string }> = {
  waitingForReopening: {
    label: '再開待ちのお知らせ',
    description: '掲載中止・受付休止中の物件が再開されたときや、再掲載の審査結果をお知らせします。',
  },
  newProperties: {
    label: '新着物件のお知らせ',
    description: '保存したマイ検索の条件に合う物件が新しく掲載されたとき、1日1回まとめてお知らせします。',
  },
  others: {
    label: 'その他のお知らせ',
    description: '商談の進み具合のお知らせや、家いちばからのご案内をお送りします。',
  },
};

export const DEFAULT_MAIL_RECEIVING_SETTINGS: MailReceivingSettings = { waitingForReopening: true, newProperties: true, others: true };

/** The kind of a toggle type (1, 2, 3), or null. */
export function mailReceivingKindOf(type: unknown): MailReceivingKind | null {
  const found = MAIL_RECEIVING_KINDS.find((k) => MAIL_RECEIVING_TYPES[k] === type);
  return found ?? null;
}

/** POST /api/my-page/mail-settings */
export interface MailSettingBody {
  /** MAIL_RECEIVING_TYPES: 1 waitingForReopening, 2 newProperties, 3 others. */
  type: number;
  value: boolean;
}

export interface MailSettingsResponse {
  success: true;
  mailReceivingSettings: MailReceivingSettings;
}

export const MAIL_SETTINGS_SAVED = 'メール受信設定を保存しました。';

/** The purpose questionnaire (type QUESTIONNAIRE_PURPOSE). */
export const QUESTIONNAIRE_TEXTS = {
  title: 'アンケートにご協力ください',
  question: '家いちばをどのような目的でご利用ですか？',
  thanks: 'ご回答ありがとうございました。',
} as const;

export const QUESTIONNAIRE_ANSWER_LABELS: Record<keyof typeof QUESTIONNAIRE_ANSWERS, string> = {
  seller: '物件を売りたい',
  buyer: '物件を買いたい',
  both: '売りたいし、買いたい',
  neither: 'どちらでもない（情報収集など）',
};

export const TUTORIAL_TEXTS = {
  newPropertiesTitle: '新着物件のお知らせを受け取りましょう',
  newPropertiesBody:
    '掲示板の「マイ検索」で条件を保存すると、条件に合う物件が新しく掲載されたときにメールでお知らせします。受け取るメールはメール受信設定で選べます。',
  dismiss: '閉じる',
} as const;

/** GET /api/my-page/questionnaires */
export interface QuestionnaireState {
  questionnaires: { type: typeof QUESTIONNAIRE_PURPOSE; answer: number | null }[];
  tutorials: { type: (typeof TUTORIAL_TYPES)[keyof typeof TUTORIAL_TYPES]; done: boolean }[];
}

/** POST /api/my-page/questionnaires */
export interface QuestionnaireAnswerBody {
  type: number;
  answer: number;
}

/** POST /api/my-page/tutorials */
export interface TutorialDoneBody {
  type: number;
}

export const QUESTIONNAIRE_ANSWER_VALUES = Object.values(QUESTIONNAIRE_ANSWERS) as number[];
export const TUTORIAL_TYPE_VALUES = Object.values(TUTORIAL_TYPES) as number[];
