import { useEffect } from 'react';
import { setUnreadTotal, useAppDispatch } from '@akiya/shared-ui';
import { useGetAllContactsQuery } from '../../../api/deals-api';
import { useContactEvents } from '../hooks/use-contact-events';
import { unreadTotalOf } from '../../../utils/unread';

/**
 * Rendered once in the my-page frame: keeps the contact list loaded (its noRead… ids drive the
 * badges), listens to the realtime events, and hands the header its unread total through the
 * shared common slice (`unreadTotal`). Renders nothing. Contact loading failures are silently
 * ignored (docs/product.md §8).
 */
export function ContactsSync() {
  const dispatch = useAppDispatch();
  const { data } = useGetAllContactsQuery();
  useContactEvents(true);
  const total = unreadTotalOf(data);
  useEffect(() => {
    // A shell built before shared-ui had this action shares an older singleton: skip rather than fail.
    if (typeof setUnreadTotal === 'function') dispatch(setUnreadTotal(total));
  }, [dispatch, total]);
  return null;
}
