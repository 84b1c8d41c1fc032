/** Enquiry list filters (docs/product.md §3) — applied on the client to the all-contacts items. */
import type { DealStatusName } from '../deal-status';
import type { ContactListItem } from './dto';
import { isDealEnded } from './status-machine';

export const ENQUIRY_SORTS = ['post_date_asc', 'post_date_desc', 'updated_desc'] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];
export const DEFAULT_ENQUIRY_SORT: EnquirySort = 'post_date_asc';
export const ENQUIRY_SORT_LABELS: Record<EnquirySort, string> = {
  post_date_asc: '問い合わせ日が古い順',
  post_date_desc: '問い合わせ日が新しい順',
  updated_desc: '更新が新しい順',
};

export interface EnquiryFilters {
  hideEnded: boolean;
  onlyUnread: boolean;
  onlyUnreplied: boolean;
  showSeller: boolean;
  showBuyer: boolean;
  /** A contact_status, or '' for all. */
  status: DealStatusName | '';
  sort: EnquirySort;
  /** A property id, or null for all. */
  propertyId: number | null;
}

export const DEFAULT_ENQUIRY_FILTERS: EnquiryFilters = {
  hideEnded: false,
  onlyUnread: false,
  onlyUnreplied: false,
  showSeller: true,
  showBuyer: true,
  status: '',
  sort: DEFAULT_ENQUIRY_SORT,
  propertyId: null,
};

/** Filters and sorts contact list items (pure; the same on every page). */
export function filterContacts<T extends ContactListItem>(
  items: readonly T[],
  f: EnquiryFilters,
  unread: Readonly<Record<string, readonly number[]>>,
): T[] {
  const out = items.filter((c) => {
    if (f.hideEnded && isDealEnded(c.contact_status)) return false;
    if (f.onlyUnread && !(unread[String(c.contact_id)]?.length ?? 0)) return false;
    if (f.onlyUnreplied && c.replied) return false;
    if (!f.showSeller && c.is_seller) return false;
    if (!f.showBuyer && !c.is_seller) return false;
    if (f.status && c.contact_status !== f.status) return false;
    if (f.propertyId !== null && c.property.property_id !== f.propertyId) return false;
    return true;
  });
  const byId = (a: T, b: T) => a.contact_id - b.contact_id;
  switch (f.sort) {
    case 'post_date_asc':
      return out.sort((a, b) => a.post_date.localeCompare(b.post_date) || byId(a, b));
    case 'post_date_desc':
      return out.sort((a, b) => b.post_date.localeCompare(a.post_date) || byId(b, a));
    case 'updated_desc':
      return out.sort((a, b) => b.updated_at.localeCompare(a.updated_at) || byId(b, a));
  }
}
