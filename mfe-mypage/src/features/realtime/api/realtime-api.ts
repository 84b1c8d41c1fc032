import { api, type SharedCacheTag } from '@akiya/shared-ui';

/**
 * The slice as the contact events see it: they refresh the contacts and threads (tagged by deals-api
 * and consulting-api) and, for staff, the staff inbox (staff-inbox-api) by tag, so they add those
 * tag types themselves rather than borrowing another feature's slice.
 */
export const realtimeApi = api
  .enhanceEndpoints({ addTagTypes: ['Contact'] satisfies readonly SharedCacheTag[] })
  .enhanceEndpoints({ addTagTypes: ['Message', 'StaffInbox'] });
