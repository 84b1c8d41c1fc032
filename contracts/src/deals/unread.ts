/** Unread totals (badges). */
import type { ContactListResponse } from './dto';

type UnreadIdMap = Readonly<Record<string, readonly number[]>> | undefined | null;

/** Number of unread message ids over every thread of one noRead… map. */
export function countUnreadIds(map: UnreadIdMap): number {
  if (!map || typeof map !== 'object') return 0;
  let n = 0;
  for (const ids of Object.values(map)) if (Array.isArray(ids)) n += ids.length;
  return n;
}

/**
 * GET /api/my-page/unread-count: the header's total of unread messages, the same number
 * `unreadTotalOf` derives from the whole contact list (capping at 99 is the badge's job).
 */
export interface UnreadCountResponse {
  total: number;
}

/**
 * The header total (docs/product.md §2 "total unread badge"): enquiry and user messages, consulting (property
 * and solution) messages and partner messages. Property messages are not added again (they are
 * enquiry threads already). Capping at 99 is the badge's job (capBadge).
 */
export function unreadTotalOf(data: Partial<ContactListResponse> | undefined | null): number {
  return (
    countUnreadIds(data?.noReadContactMessageIds) +
    countUnreadIds(data?.noReadUserMessageIds) +
    countUnreadIds(data?.noReadConsultingPropertyMessageIds) +
    countUnreadIds(data?.noReadConsultingSolutionMessageIds) +
    countUnreadIds(data?.noReadPartnerMessageIds)
  );
}
