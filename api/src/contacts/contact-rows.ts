import {
  contactRootType,
  contactStatusName,
  prefectureByCode,
  ROOT_TYPES,
  SEND_PARTY,
  type ContactListItem,
  type DealMessage,
  type DealStatusName,
  type MessageAttachment,
  WITHDRAWN_USER_NAME,
} from '@akiya/contracts';
import { isoOf } from '../database/sql';
import type { ThreadTables } from '../message-threads/message-thread.repository';
import { threadMessageContent, type ThreadMessageRow } from '../message-threads/message-rows';

/** A contact's parties, listing, status with its version and the preview appointment (the list and the deal rules read them). */
export interface ContactKeyColumns {
  id: number;
  buyer_id: number;
  seller_id: number;
  property_id: number;
  contact_status: DealStatusName;
  version: number;
  preview_date: string | null;
  preview_time: string | null;
}

/** One row of the list query: contact columns, the property card columns and the other party's name. */
export interface ContactRow extends ContactKeyColumns {
  buyer_memo: string | null;
  seller_memo: string | null;
  seller_messaged: number | boolean;
  last_message_from: number | null;
  last_message_at: unknown;
  last_message_body: string | null;
  created_at: unknown;
  updated_at: unknown;
  title: string;
  price_man_yen: number | null;
  prefecture_code: string;
  municipality: string;
  other_id: number;
  other_last_name: string;
  other_withdrawn_at: unknown;
}

/** The columns of ContactRow (c = contacts, p = properties, o = the other party). */
export const CONTACT_ROW_COLUMNS = `c.id, c.buyer_id, c.seller_id, c.property_id, c.contact_status, c.version, c.preview_date,
  c.preview_time, c.buyer_memo, c.seller_memo, c.seller_messaged, c.last_message_from, c.last_message_at, c.last_message_body,
  c.created_at, c.updated_at, p.title, p.price_man_yen, p.prefecture_code, p.municipality, o.id AS other_id, o.last_name AS other_last_name,
  o.withdrawn_at AS other_withdrawn_at`;

/**
 * A public name: family name + さん (as the listing pages show sellers); a withdrawn account (or one
 * without a name) is 「退会したユーザー」 (docs/accounts.md "退会").
 */
export function publicName(lastName: string | null | undefined, withdrawnAt: unknown = null): string {
  return lastName && (withdrawnAt === null || withdrawnAt === undefined) ? `${lastName}さん` : WITHDRAWN_USER_NAME;
}

export function toListItem(r: ContactRow, viewerId: number, coverImages: ReadonlyMap<number, string>): ContactListItem {
  const isSeller = Number(r.seller_id) === viewerId;
  const side = isSeller ? SEND_PARTY.seller : SEND_PARTY.buyer;
  const rootType = contactRootType(r.contact_status, isSeller);
  const lastFrom = r.last_message_from === null ? null : Number(r.last_message_from);
  return {
    id: Number(r.id),
    contact_id: Number(r.id),
    property: {
      property_id: Number(r.property_id),
      title: r.title,
      cover_image: coverImages.get(Number(r.property_id)) ?? null,
      price_man_yen: r.price_man_yen === null ? null : Number(r.price_man_yen),
      prefecture_name: prefectureByCode(r.prefecture_code)?.name ?? '',
      municipality: r.municipality,
    },
    contact_status: r.contact_status,
    status_root_type: rootType,
    status_root_name: ROOT_TYPES[rootType],
    status_name: contactStatusName(r.contact_status, isSeller),
    is_seller: isSeller,
    preview: r.preview_date ? { preview_date: r.preview_date, preview_time: r.preview_time ?? null } : null,
    memo: (isSeller ? r.seller_memo : r.buyer_memo) ?? '',
    other_user: { id: Number(r.other_id), name: publicName(r.other_last_name, r.other_withdrawn_at) },
    post_date: isoOf(r.created_at),
    updated_at: isoOf(r.updated_at),
    last_message:
      lastFrom === null || r.last_message_at === null
        ? null
        : { body: r.last_message_body ?? '', created_at: isoOf(r.last_message_at), send_from: lastFrom },
    replied: lastFrom === side,
    version: Number(r.version),
  };
}

export interface MessageRow extends ThreadMessageRow<DealStatusName> {
  contact_id: number;
  send_from: number;
  send_to: number;
}

export const MESSAGE_COLUMNS = 'm.id, m.contact_id, m.kind, m.send_from, m.send_to, m.body, m.status_from, m.status_to, m.client_id, m.created_at, m.read_at';

export function attachmentUrl(id: number): string {
  return `/api/my-page/attachments/${id}`;
}

/** A deal's thread in the message-thread core: `contact_messages` and `message_attachments` by `contact_id`. */
export const DEAL_THREAD: ThreadTables = {
  messages: 'contact_messages',
  thread: 'contact_id',
  sender: 'sender_id',
  attachments: 'message_attachments',
  columns: MESSAGE_COLUMNS,
  attachmentUrl,
};

export function toMessage(r: MessageRow, attachments: MessageAttachment[]): DealMessage {
  return {
    id: Number(r.id),
    contact_id: Number(r.contact_id),
    kind: r.kind,
    send_from: Number(r.send_from),
    send_to: Number(r.send_to),
    ...threadMessageContent(r, attachments),
  };
}
