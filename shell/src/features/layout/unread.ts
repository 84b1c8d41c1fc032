import { selectUnreadTotal as selectSharedUnreadTotal, type RootState } from '@akiya/shared-ui';

/**
 * Total of unread messages for the header badge: the shared store's `unreadTotal`, kept by the
 * my-page frame while a my page is open and by useUnreadTotalSync everywhere else. This is the one
 * place the header reads the total from.
 */
export function selectUnreadTotal(state: RootState): number {
  return selectSharedUnreadTotal(state);
}
