import type { RootState } from '@akiya/shared-ui';

/**
 * Total of unread messages for the header badge. The counts arrive with the my-page contact list
 * (spec §3 noRead… ids) in a later issue; until then there is nothing unread. This is the one place
 * the header reads the total from.
 */
export function selectUnreadTotal(_state: RootState): number {
  return 0;
}
