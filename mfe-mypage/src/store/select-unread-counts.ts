import type { RootState } from '@akiya/shared-ui';

/** Unread counts shown as badges on the messages and posted-properties tabs (spec §2). */
export interface UnreadCounts {
  messages: number;
  postedProperties: number;
}

const NO_UNREAD: UnreadCounts = Object.freeze({ messages: 0, postedProperties: 0 });

/**
 * The one place the badges read their counts from. The contact list (GET /api/my-page/all-contacts)
 * that carries the unread ids is not loaded yet, so there is nothing unread to count: every count is
 * 0 until that issue replaces the body of this selector.
 */
export function selectUnreadCounts(_state: RootState): UnreadCounts {
  return NO_UNREAD;
}
