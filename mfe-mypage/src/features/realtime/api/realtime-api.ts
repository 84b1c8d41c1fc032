import { taggedApi } from '../../../api/tagged-api';

/**
 * The slice as the contact events see it: they refresh the contacts and threads (tagged by deals-api
 * and consulting-api) and, for staff, the staff inbox (staff-inbox-api) by tag, so they add those
 * tag types themselves rather than borrowing another feature's slice.
 */
export const realtimeApi = taggedApi(['Contact'], ['Message', 'StaffInbox']);
