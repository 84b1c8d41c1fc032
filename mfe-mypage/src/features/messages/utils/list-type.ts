import { isActiveEnquiry, isDealEnded, type ContactListItem } from '@akiya/contracts';

/**
 * /my-page/messages/type/:type. Our definition (the spec names the route, not the values):
 * buyer = enquiries the user made, seller = enquiries on the user's properties,
 * active = the docs/product.md §9 active enquiries (buyer side, 商談中 or 商談開始前), ended = deals that have ended
 * (キャンセル, 他決, 決済完了).
 */
export const CONTACT_LIST_TYPES = ['buyer', 'seller', 'active', 'ended'] as const;
export type ContactListType = (typeof CONTACT_LIST_TYPES)[number];

export const CONTACT_LIST_TYPE_LABELS: Record<ContactListType, string> = {
  buyer: '問い合わせた物件',
  seller: '届いた問い合わせ',
  active: '進行中の問い合わせ',
  ended: '終了した商談',
};

export function isContactListType(v: string | undefined): v is ContactListType {
  return (CONTACT_LIST_TYPES as readonly string[]).includes(v ?? '');
}

export function matchesListType(c: ContactListItem, type: ContactListType): boolean {
  switch (type) {
    case 'buyer':
      return !c.is_seller;
    case 'seller':
      return c.is_seller;
    case 'active':
      return isActiveEnquiry(c);
    case 'ended':
      return isDealEnded(c.contact_status);
  }
}

/** The base path of a list (paging appends /page/:page). */
export function listBasePath(type: ContactListType | null, propertyId: number | null): string {
  if (!type) return '/my-page/messages';
  return propertyId ? `/my-page/messages/type/${type}/${propertyId}` : `/my-page/messages/type/${type}`;
}
