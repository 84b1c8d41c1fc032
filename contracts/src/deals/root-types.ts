/** How a contact maps to its root type (status_root_type / status_root_name / status_name) for one side. */
import { DEAL_STATUS, ROOT_TYPES, type DealStatusName, type RootTypeKey, type RootTypeName } from '../deal-status';

const S = DEAL_STATUS;

/** The root type of a contact for one side. */
export function contactRootType(status: DealStatusName, isSeller: boolean): RootTypeKey {
  switch (status) {
    case S.applicationAccepted:
    case S.dealClosed:
      return 'under-contract';
    case S.paymentCompleted:
      return isSeller ? 'sold' : 'purchased';
    case S.cancelled:
      return 'sales-decline';
    case S.decidedElsewhere:
      return 'sales-end';
    default:
      return 'sales-pending';
  }
}

/** status_name: 商談開始前 before the negotiation starts, otherwise the root type's name (e.g. 商談中). */
export function contactStatusName(status: DealStatusName, isSeller: boolean): RootTypeName | typeof S.beforeNegotiation {
  if (status === S.beforeNegotiation) return S.beforeNegotiation;
  return ROOT_TYPES[contactRootType(status, isSeller)];
}

/** Active enquiry names (docs/product.md §9). Seller-side enquiries are excluded from the active list (§4). */
export const ACTIVE_ENQUIRY_NAMES: readonly string[] = [ROOT_TYPES['sales-pending'], S.beforeNegotiation];

export function isActiveEnquiry(c: { status_name: string; is_seller: boolean }): boolean {
  return !c.is_seller && ACTIVE_ENQUIRY_NAMES.includes(c.status_name);
}

/**
 * Statuses of an in-progress enquiry (root type 商談中 or 商談開始前, docs/product.md §4 "active enquiries"): the public
 * profile's contact_count counts the user's enquiries (as buyer) in these.
 */
export const IN_PROGRESS_DEAL_STATUSES: readonly DealStatusName[] = (Object.values(DEAL_STATUS) as DealStatusName[]).filter(
  (s) => contactRootType(s, false) === 'sales-pending',
);
