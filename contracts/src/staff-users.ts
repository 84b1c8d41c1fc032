/**
 * Staff user administration and the staff audit log (docs/accounts.md, "Staff: users and the audit
 * log"; docs/product.md): the search and page sizes, the disable / enable form's rules and Japanese
 * messages (the browser and the API run the same `validateStaffUserReason`), the audit actions'
 * labels, and the DTOs of /api/staff/users and /api/staff/audit.
 */
import { MESSAGES } from './messages';
import { maxLength, required, validateFields } from './validation';

/** Users per page of /my-page/staff/users. */
export const STAFF_USERS_PER_PAGE = 20;
/** Entries per page of /my-page/staff/audit. */
export const STAFF_AUDIT_PER_PAGE = 50;
/** The longest search word (?q=). */
export const STAFF_USER_QUERY_MAX = 100;
/** The longest reason for disabling or enabling an account. */
export const STAFF_USER_REASON_MAX = 500;

export const STAFF_USER_MESSAGES = {
  /** The reason left empty (disable). */
  disableReasonRequired: '無効にする理由を入力してください',
  /** The reason left empty (enable). */
  enableReasonRequired: '有効に戻す理由を入力してください',
  cannotDisableSelf: 'ご自身のアカウントは無効にできません',
  cannotDisableStaff: 'スタッフのアカウントは無効にできません',
  alreadyDisabled: 'このアカウントはすでに無効です',
  alreadyEnabled: 'このアカウントはすでに有効です',
  withdrawn: '退会済みのアカウントは変更できません',
  queryTooLong: `検索語は${STAFF_USER_QUERY_MAX}文字以内にしてください`,
} as const;

export type StaffUserMove = 'disable' | 'enable';

export interface StaffUserReasonForm {
  reason: string;
}

/** The disable / enable form: a reason is required (at most STAFF_USER_REASON_MAX characters). */
export function validateStaffUserReason(move: StaffUserMove, form: StaffUserReasonForm): Partial<Record<keyof StaffUserReasonForm, string>> {
  const errors = validateFields(form, { reason: [required, maxLength(STAFF_USER_REASON_MAX)] });
  if (errors.reason === MESSAGES.required) {
    errors.reason = move === 'disable' ? STAFF_USER_MESSAGES.disableReasonRequired : STAFF_USER_MESSAGES.enableReasonRequired;
  }
  return errors;
}

/** A ?q= as searched: trimmed, whitespace runs (full-width included) made one space; '' for none. */
export function normalizeStaffUserQuery(raw: unknown): string {
  return typeof raw === 'string' ? raw.replace(/[\s\u3000]+/g, ' ').trim() : '';
}

/** One row of the users list. */
export interface StaffUserListItem {
  id: number;
  email: string;
  name: string;
  role: 'user' | 'staff';
  disabled: boolean;
  /** Present (an ISO date) when the account withdrew (退会). */
  withdrawnAt: string | null;
  emailVerified: boolean;
  createdAt: string;
}

export interface StaffUserListResponse {
  items: StaffUserListItem[];
  total: number;
  page: number;
  perPage: number;
  /** The search word as applied ('' for none). */
  q: string;
}

export interface StaffUserListing {
  id: number;
  title: string;
  isPublished: boolean;
  /** The review state of a posted listing (pending / approved / returned / suspended), null for others. */
  moderationStatus: string | null;
  createdAt: string;
}

export interface StaffUserEnquiry {
  id: number;
  /** The user's side in it. */
  side: 'buyer' | 'seller';
  propertyId: number;
  propertyTitle: string;
  /** contact_status (the Japanese status name). */
  status: string;
  updatedAt: string;
}

export interface StaffUserDetail extends StaffUserListItem {
  lastNameKana: string;
  firstNameKana: string;
  phone: string;
  zipcode: string;
  address: string;
  registrationStatus: string;
  emailVerifiedAt: string | null;
  pendingEmail: string | null;
  lastLoginAt: string | null;
  updatedAt: string;
  disabledReason: string | null;
  disabledAt: string | null;
  disabledBy: { id: number; name: string; email: string } | null;
  listings: StaffUserListing[];
  listingsTotal: number;
  enquiries: StaffUserEnquiry[];
  enquiryCounts: { asBuyer: number; asSeller: number };
  /** Whether /login/force/{id} can open a session as this user (not staff, not disabled, not withdrawn). */
  canForceLogin: boolean;
  /** Whether the signed-in staff member may disable this account (not themselves, not staff). */
  canDisable: boolean;
}

/** One staff action of the audit log. */
export interface StaffAuditItem {
  id: number;
  actor: { id: number; name: string; email: string | null };
  action: string;
  targetType: string;
  targetId: string | null;
  detail: string | null;
  createdAt: string;
}

export interface StaffAuditResponse {
  items: StaffAuditItem[];
  total: number;
  page: number;
  perPage: number;
}

/** Labels of the audit actions this code records; others (added later) show their own name. */
export const STAFF_AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.disable': 'アカウントを無効化',
  'user.enable': 'アカウントを有効化',
  'user.force-login': '代理ログイン',
  'review.approve': '投稿を承認',
  'review.send-back': '投稿を差し戻し',
  'review.suspend': '投稿を掲載停止',
  'inbox.handled': '受信箱：対応済みにした',
  'inbox.unread': '受信箱：未対応に戻した',
  'inbox.reply': '受信箱：返信',
  'bank.municipality.create': '空き家バンク：自治体を追加',
  'bank.municipality.update': '空き家バンク：自治体を編集',
  'bank.member.add': '空き家バンク：メンバーを追加',
  'bank.member.remove': '空き家バンク：メンバーを削除',
};

export function staffAuditActionLabel(action: string): string {
  return STAFF_AUDIT_ACTION_LABELS[action] ?? action;
}

/** Labels of the audit targets. */
export const STAFF_AUDIT_TARGET_LABELS: Record<string, string> = {
  user: '会員',
  property: '物件',
  inbox: '受信箱',
  bank_municipality: '空き家バンクの自治体',
};
