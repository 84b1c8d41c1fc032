import {
  allowedTransitionRules,
  contactRootType,
  contactStatusName,
  ROOT_TYPES,
  type ContactDetail,
  type ContactListItem,
  type ContactListResponse,
  type DealMessage,
  type DealStatusName,
} from '@akiya/contracts';
import { loggedInBaseData } from '../../../tools/testing/base-data';
import { mockFetch, type FakeAnswer, type SeenRequest } from '../../../tools/testing/mock-fetch';

export const TODAY = new Date().toISOString().slice(0, 10);

export function fakeContact(overrides: Partial<ContactListItem> & { contact_id: number }): ContactListItem {
  const status: DealStatusName = overrides.contact_status ?? '商談開始後';
  const isSeller = overrides.is_seller ?? false;
  const root = contactRootType(status, isSeller);
  return {
    id: overrides.contact_id,
    property: {
      property_id: 100 + overrides.contact_id,
      title: `物件${overrides.contact_id}`,
      cover_image: null,
      price_man_yen: 300,
      prefecture_name: '長野県',
      municipality: '松本市',
    },
    contact_status: status,
    status_root_type: root,
    status_root_name: ROOT_TYPES[root],
    status_name: contactStatusName(status, isSeller),
    is_seller: isSeller,
    preview: null,
    memo: '',
    other_user: { id: 900 + overrides.contact_id, name: `相手${overrides.contact_id}` },
    post_date: `2026-01-${String(overrides.contact_id).padStart(2, '0')}T00:00:00.000Z`,
    updated_at: '2026-02-01T00:00:00.000Z',
    last_message: null,
    replied: true,
    version: 1,
    ...overrides,
  };
}

/** A ContactDetail whose `allowed` is what the API computes (the contracts rules). */
export function fakeDetail(
  overrides: Partial<ContactDetail> & { contact_id: number },
  messages: readonly DealMessage[] = [],
): ContactDetail {
  const base = fakeContact(overrides);
  const ctx = {
    status: base.contact_status,
    isSeller: base.is_seller,
    previewDate: base.preview?.preview_date ?? null,
    today: TODAY,
    messages,
  };
  return {
    application: null,
    last_reason: null,
    allowed: allowedTransitionRules(ctx).map((r) => ({ transition: r.transition, via: r.via, label: r.label, requires: [...r.requires] })),
    ...base,
    ...overrides,
  } as ContactDetail;
}

export function fakeMessage(overrides: Partial<DealMessage> & { id: number }): DealMessage {
  return {
    contact_id: 1,
    kind: 'text',
    send_from: 1,
    send_to: 2,
    body: `メッセージ${overrides.id}`,
    attachments: [],
    status_from: null,
    status_to: null,
    client_id: null,
    created_at: `2026-03-01T00:${String(overrides.id).padStart(2, '0')}:00.000Z`,
    read_at: null,
    ...overrides,
  };
}

export function fakeList(items: ContactListItem[], extra: Partial<ContactListResponse> = {}): ContactListResponse {
  return {
    items,
    postedProperties: [],
    counts: { all: items.length, buyer: 0, seller: 0, active: 0, unread: 0 },
    noReadContactMessageIds: {},
    noReadUserMessageIds: {},
    noReadPropertyMessageIds: {},
    noReadConsultingPropertyMessageIds: {},
    noReadConsultingSolutionMessageIds: {},
    noReadPartnerMessageIds: {},
    noResponsePartnerRewardCount: 0,
    partner: null,
    ...extra,
  };
}

/**
 * Answers base data (a signed-in user), the contact list and whatever `handler` answers; anything
 * else 404. Returns the recorded requests.
 */
export function dealApi(list: ContactListResponse, handler: (r: SeenRequest) => FakeAnswer | undefined = () => undefined) {
  return mockFetch((_url, r) => {
    const own = handler(r);
    if (own !== undefined) return own;
    const path = r.url.pathname;
    if (path === '/api/common/base-data') return { body: loggedInBaseData() };
    if (path === '/api/my-page/all-contacts') return { body: list };
    if (path.endsWith('/read') || path.endsWith('/ack')) return { body: { success: true } };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'not found' } };
  });
}
