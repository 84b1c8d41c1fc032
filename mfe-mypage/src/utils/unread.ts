import { countUnreadIds, type ContactListResponse } from '@akiya/contracts';

type IdMap = Readonly<Record<string, readonly number[]>> | undefined | null;

/** Number of unread message ids over every thread of one map. */
export const countIds: (map: IdMap) => number = countUnreadIds;

/**
 * The my-page badges: messages = unread messages of every enquiry thread (noReadContactMessageIds)
 * plus direct user messages (noReadUserMessageIds); posted properties = unread messages on the
 * user's properties (noReadPropertyMessageIds); consultings = the operator's unread messages in the
 * consulting threads (noReadConsultingProperty/SolutionMessageIds). Capping at 99 is the badge's job (capBadge).
 */
export function unreadCountsOf(data: Partial<ContactListResponse> | undefined) {
  return {
    messages: countIds(data?.noReadContactMessageIds) + countIds(data?.noReadUserMessageIds),
    postedProperties: countIds(data?.noReadPropertyMessageIds),
    consultings: countIds(data?.noReadConsultingPropertyMessageIds) + countIds(data?.noReadConsultingSolutionMessageIds),
  };
}

/** The header total lives in contracts (the shell computes it too when no my page is open). */
export { unreadTotalOf } from '@akiya/contracts';
