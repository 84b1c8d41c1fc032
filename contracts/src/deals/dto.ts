/** DTOs of the my-page deal endpoints (docs/product.md §3 Contact, Contact list response) — dates are ISO 8601 strings. */
import type { DealStatusName, RootTypeKey, RootTypeName } from '../deal-status';
import type { DealButton, DealTransition, TransitionRequirement } from './status-machine';

export interface ContactPropertyRef {
  property_id: number;
  title: string;
  /** Card-size cover image URL, or null. */
  cover_image: string | null;
  price_man_yen: number | null;
  prefecture_name: string;
  municipality: string;
}

export interface ContactPreview {
  /** 'YYYY-MM-DD' */
  preview_date: string;
  /** 'HH:mm' or null */
  preview_time: string | null;
}

export interface ContactOtherUser {
  id: number;
  name: string;
}

export interface ContactListItem {
  id: number;
  contact_id: number;
  property: ContactPropertyRef;
  contact_status: DealStatusName;
  status_root_type: RootTypeKey;
  status_root_name: RootTypeName;
  status_name: string;
  is_seller: boolean;
  preview: ContactPreview | null;
  memo: string;
  other_user: ContactOtherUser;
  /** When the enquiry was made. */
  post_date: string;
  updated_at: string;
  last_message: { body: string; created_at: string; send_from: number } | null;
  /** Whether the viewer has written since the other party's last message. */
  replied: boolean;
  /** Optimistic-lock version; actions send it back. */
  version: number;
}

export interface PostedPropertyRef {
  property_id: number;
  title: string;
  is_published: boolean;
  is_suspension: boolean;
  is_stop_published: boolean;
}

export interface ContactCounts {
  all: number;
  buyer: number;
  seller: number;
  active: number;
  unread: number;
}

/** GET /api/my-page/all-contacts. Unread ids per thread: { [contactId]: messageId[] }. */
export interface ContactListResponse {
  items: ContactListItem[];
  postedProperties: PostedPropertyRef[];
  counts: ContactCounts;
  noReadContactMessageIds: Record<string, number[]>;
  noReadUserMessageIds: Record<string, number[]>;
  noReadPropertyMessageIds: Record<string, number[]>;
  noReadConsultingPropertyMessageIds: Record<string, number[]>;
  noReadConsultingSolutionMessageIds: Record<string, number[]>;
  noReadPartnerMessageIds: Record<string, number[]>;
  noResponsePartnerRewardCount: number;
  partner: { id: number } | null;
}

export interface MessageAttachment {
  id: number;
  name: string;
  size: number;
  mime: string;
  /** Served only to the two parties. */
  url: string;
}

export type DealMessageKind = 'text' | 'status';

export interface DealMessage {
  id: number;
  contact_id: number;
  kind: DealMessageKind;
  send_from: number;
  send_to: number;
  /** Plain text (never HTML). */
  body: string;
  attachments: MessageAttachment[];
  /** For kind 'status': the move recorded. */
  status_from: DealStatusName | null;
  status_to: DealStatusName | null;
  client_id: string | null;
  created_at: string;
  read_at: string | null;
}

export interface DealMessagePage {
  items: DealMessage[];
  /** Older messages exist before the first item. */
  hasMore: boolean;
}

/** The purchase application (購入申込書). */
export interface PurchaseApplication {
  offer_price_man_yen: number;
  name: string;
  name_kana: string;
  zipcode: string;
  address: string;
  phone: string;
  payment_method: 'cash' | 'loan';
  /** 'YYYY-MM-DD' */
  desired_settlement_date: string;
  note: string;
}

export interface ContactDetail extends ContactListItem {
  application: PurchaseApplication | null;
  /** Reason of the last rejection/adjustment, if any. */
  last_reason: string | null;
  /** The transitions the viewer may take now (server-computed with the same rules). */
  allowed: { transition: DealTransition; via: DealButton | null; label: string; requires: TransitionRequirement[] }[];
}

/** POST /api/my-page/contacts/:id/actions */
export interface DealActionRequest {
  transition: DealTransition;
  via?: DealButton | null;
  /** The version the user saw; a different current version gives 409. */
  version: number;
  preview_date?: string;
  preview_time?: string | null;
  reason?: string;
  application?: PurchaseApplication;
  /** Optional note sent as a message with the move. */
  message?: string;
}

/** The realtime event (SSE `updated_user_contacts`). */
export interface UpdatedUserContactEvent {
  id: number;
  user_id: number;
  contact_id: number | null;
  created_at: string;
}

/** POST /api/contact/project/:id — the buyer's enquiry (idempotent by clientId). */
export interface EnquiryRequest {
  message: string;
  clientId: string;
}

export interface EnquiryResponse {
  success: true;
  contact_id: number;
  /** The thread of the enquiry: /my-page/messages/{contact_id}. */
  redirect: string;
  /** The first (or appended) message. */
  message: DealMessage;
}

/** POST /api/my-page/post-contact-memo — 200 either way; errors per field (docs/product.md §8). */
export interface ContactMemoResponse {
  success: boolean;
  memo?: string;
  errors?: { memo?: string[] };
}
