/**
 * The staff inbox (/my-page/staff/inbox; docs/accounts.md "Staff inbox", docs/product.md): what
 * reaches the operator — contact-form messages, republish requests, users' replies to operator
 * messages — kept with an unread / handled state and answered from the site. Page size, filters,
 * the reply form's rules and Japanese messages (the browser and the API run the same
 * `validateStaffInboxReply`), and the DTOs of /api/staff/inbox.
 */
import { maxLength, required, validateFields } from './validation';
import type { InquiryCategory } from './seller';

/** Items per page of /my-page/staff/inbox. */
export const STAFF_INBOX_PER_PAGE = 20;
/** The longest search word (?q=). */
export const STAFF_INBOX_QUERY_MAX = 100;
/** The longest staff reply. */
export const STAFF_INBOX_REPLY_MAX = 2000;
/** Characters of a message shown in the list. */
export const STAFF_INBOX_EXCERPT_LENGTH = 80;

export const STAFF_INBOX_KINDS = {
  contact: 'お問い合わせ',
  republish: '再掲載依頼',
  user_reply: 'ユーザーからの返信',
} as const;
export type StaffInboxKind = keyof typeof STAFF_INBOX_KINDS;
export const STAFF_INBOX_KIND_KEYS = Object.keys(STAFF_INBOX_KINDS) as StaffInboxKind[];

export const STAFF_INBOX_STATES = {
  unread: '未対応',
  handled: '対応済み',
} as const;
export type StaffInboxState = keyof typeof STAFF_INBOX_STATES;
export const STAFF_INBOX_STATE_KEYS = Object.keys(STAFF_INBOX_STATES) as StaffInboxState[];

export const STAFF_INBOX_MESSAGES = {
  /** The contact form's listing id (a listing's 「この物件を通報する」) names no listing. */
  projectNotFound: '通報する物件が見つかりません。物件ページの「この物件を通報する」からもう一度お送りください',
  replyRequired: '返信の内容を入力してください',
  replyTooLong: `返信は${STAFF_INBOX_REPLY_MAX}文字以内で入力してください`,
  stateInvalid: '状態の指定が正しくありません',
  queryTooLong: `検索語は${STAFF_INBOX_QUERY_MAX}文字以内にしてください`,
  /** Shown after a reply went out as an operator message. */
  repliedAsMessage: '事務局からのメッセージとして返信しました',
  /** Shown after a reply went out by mail. */
  repliedByMail: 'メールで返信しました',
} as const;

/** The filters of the list as kept in the URL (?kind=&state=&q=&page=). */
export interface StaffInboxQuery {
  kind: StaffInboxKind | null;
  state: StaffInboxState | null;
  q: string;
  page: number;
}

/** Reads the list's URL parameters; unknown values are dropped (the list is then unfiltered by them). */
export function parseStaffInboxQuery(params: { get(name: string): string | null }): StaffInboxQuery {
  const kind = params.get('kind');
  const state = params.get('state');
  const page = Number(params.get('page') ?? '1');
  return {
    kind: kind && (STAFF_INBOX_KIND_KEYS as string[]).includes(kind) ? (kind as StaffInboxKind) : null,
    state: state && (STAFF_INBOX_STATE_KEYS as string[]).includes(state) ? (state as StaffInboxState) : null,
    q: normalizeStaffInboxQuery(params.get('q')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** A ?q= as searched: trimmed, whitespace runs (full-width included) made one space; '' for none. */
export function normalizeStaffInboxQuery(raw: unknown): string {
  return typeof raw === 'string' ? raw.replace(/[\s\u3000]+/g, ' ').trim() : '';
}

/** The URL search string of a query ('' when unfiltered); parameters at their default are left out. */
export function staffInboxSearch(q: Partial<StaffInboxQuery>): string {
  const parts: string[] = [];
  if (q.kind) parts.push(`kind=${q.kind}`);
  if (q.state) parts.push(`state=${q.state}`);
  if (q.q) parts.push(`q=${encodeURIComponent(q.q)}`);
  if (q.page && q.page > 1) parts.push(`page=${q.page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export interface StaffInboxReplyForm {
  body: string;
}

/** The reply form: required, at most STAFF_INBOX_REPLY_MAX characters. */
export function validateStaffInboxReply(form: StaffInboxReplyForm): Partial<Record<keyof StaffInboxReplyForm, string>> {
  const body = typeof form.body === 'string' ? form.body.trim() : '';
  const errors = validateFields({ body }, { body: [required, maxLength(STAFF_INBOX_REPLY_MAX)] });
  if (errors.body) errors.body = body === '' ? STAFF_INBOX_MESSAGES.replyRequired : STAFF_INBOX_MESSAGES.replyTooLong;
  return errors;
}

/** One item of the list. */
export interface StaffInboxListItem {
  id: number;
  kind: StaffInboxKind;
  /** The contact form's category (contact items only). */
  category: InquiryCategory | null;
  name: string;
  email: string;
  /** The sender's account when logged in (always for republish requests and user replies). */
  userId: number | null;
  /** The listing reported (contact) or to republish. */
  propertyId: number | null;
  excerpt: string;
  state: StaffInboxState;
  createdAt: string;
  replyCount: number;
}

export interface StaffInboxListResponse {
  items: StaffInboxListItem[];
  total: number;
  page: number;
  perPage: number;
  /** Unread items in the whole inbox (the navigation badge). */
  unread: number;
}

export interface StaffInboxReply {
  id: number;
  /** 'message': an operator message to the registered user; 'mail': a mail to the sender's address. */
  channel: 'message' | 'mail';
  body: string;
  staffName: string;
  createdAt: string;
}

export interface StaffInboxDetail extends Omit<StaffInboxListItem, 'excerpt'> {
  body: string;
  propertyTitle: string | null;
  handledBy: { id: number; name: string } | null;
  handledAt: string | null;
  /** How a reply goes out: an operator message to the sender's account, else a mail. */
  replyChannel: 'message' | 'mail';
  replies: StaffInboxReply[];
}

export interface StaffInboxUnreadResponse {
  unread: number;
}
