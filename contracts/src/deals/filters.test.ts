import { DEAL_STATUS } from '../deal-status';
import type { ContactListItem } from './dto';
import { DEFAULT_ENQUIRY_FILTERS, filterContacts } from './filters';

const S = DEAL_STATUS;

function item(id: number, over: Partial<ContactListItem>): ContactListItem {
  return {
    id,
    contact_id: id,
    property: { property_id: 1, title: 't', cover_image: null, price_man_yen: null, prefecture_name: '長野県', municipality: '松本市' },
    contact_status: S.negotiationStarted,
    status_root_type: 'sales-pending',
    status_root_name: '商談中',
    status_name: '商談中',
    is_seller: false,
    preview: null,
    memo: '',
    other_user: { id: 9, name: '佐藤さん' },
    post_date: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    last_message: null,
    replied: false,
    version: 1,
    ...over,
  };
}

describe('filterContacts', () => {
  const items = [
    item(1, { post_date: '2026-11-03T00:00:00.000Z', updated_at: '2026-11-10T00:00:00.000Z', is_seller: true, replied: true }),
    item(2, { post_date: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-05T00:00:00.000Z', contact_status: S.cancelled }),
    item(3, { post_date: '2026-11-02T00:00:00.000Z', updated_at: '2026-11-20T00:00:00.000Z', property: { ...item(0, {}).property, property_id: 7 } }),
    item(4, { post_date: '2026-11-02T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', contact_status: S.paymentCompleted, is_seller: true }),
  ];
  const ids = (xs: ContactListItem[]) => xs.map((x) => x.contact_id);
  const unread = { '3': [11, 12], '1': [] };

  it('sorts by enquiry date (oldest first by default, ties by id), newest, or last update', () => {
    expect(ids(filterContacts(items, DEFAULT_ENQUIRY_FILTERS, {}))).toEqual([2, 3, 4, 1]);
    expect(ids(filterContacts(items, { ...DEFAULT_ENQUIRY_FILTERS, sort: 'post_date_desc' }, {}))).toEqual([1, 4, 3, 2]);
    expect(ids(filterContacts(items, { ...DEFAULT_ENQUIRY_FILTERS, sort: 'updated_desc' }, {}))).toEqual([3, 1, 2, 4]);
  });

  it('filters ended, unread, unreplied, side, status and property', () => {
    const f = DEFAULT_ENQUIRY_FILTERS;
    expect(ids(filterContacts(items, { ...f, hideEnded: true }, {}))).toEqual([3, 1]);
    expect(ids(filterContacts(items, { ...f, onlyUnread: true }, unread))).toEqual([3]);
    expect(ids(filterContacts(items, { ...f, onlyUnreplied: true }, {}))).toEqual([2, 3, 4]);
    expect(ids(filterContacts(items, { ...f, showSeller: false }, {}))).toEqual([2, 3]);
    expect(ids(filterContacts(items, { ...f, showBuyer: false }, {}))).toEqual([4, 1]);
    expect(ids(filterContacts(items, { ...f, status: S.cancelled }, {}))).toEqual([2]);
    expect(ids(filterContacts(items, { ...f, propertyId: 7 }, {}))).toEqual([3]);
    expect(filterContacts(items, { ...f, showBuyer: false, showSeller: false }, {})).toEqual([]);
  });

  it('does not change its input', () => {
    const before = ids(items);
    filterContacts(items, { ...DEFAULT_ENQUIRY_FILTERS, sort: 'post_date_desc' }, {});
    expect(ids(items)).toEqual(before);
  });
});
