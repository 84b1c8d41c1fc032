import {
  isDigits,
  normalizeStaffUserQuery,
  STAFF_USER_QUERY_MAX,
  type StaffAuditResponse,
  type StaffUserDetail,
  type StaffUserListResponse,
  type StaffUserMove,
} from '@akiya/contracts';
import { api, KEEP_WHILE_HYDRATING_S } from '@akiya/shared-ui';
import { whenAnswered } from '../../../api/when-answered';

export const STAFF_USERS_PATH = '/my-page/staff/users';
export const STAFF_AUDIT_PATH = '/my-page/staff/audit';

export interface StaffUsersArgs {
  q: string;
  page: number;
}

export interface StaffAuditArgs {
  page: number;
  /** One target only (the user page's history). */
  targetType?: string;
  targetId?: string;
}

/** A ?page= value: absent → 1; digits ≥ 1 → that page; anything else → null (the 404 page). */
export function pageOf(raw: string | null): number | null {
  if (raw === null) return 1;
  return isDigits(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/**
 * The list of /my-page/staff/users?q=&page=: its query and whether to skip it (anyone but staff, a
 * bad page: the 404 page; a search word over the limit: the form shows its message and nothing is
 * asked). The page and its route's loader both read it.
 */
export function staffUsersQuery(staff: boolean, search: URLSearchParams) {
  const q = normalizeStaffUserQuery(search.get('q') ?? '');
  const page = pageOf(search.get('page'));
  const tooLong = q.length > STAFF_USER_QUERY_MAX;
  return { args: { q, page: page ?? 1 } as StaffUsersArgs, notFound: !staff || page === null, tooLong, skip: !staff || page === null || tooLong };
}

/** The URL of a page of the users list for a search word. */
export function staffUsersHref(q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${STAFF_USERS_PATH}?${search}` : STAFF_USERS_PATH;
}

export function staffAuditHref(page: number): string {
  return page > 1 ? `${STAFF_AUDIT_PATH}?page=${page}` : STAFF_AUDIT_PATH;
}

/**
 * Staff user administration and the audit log (docs/accounts.md, "Staff: users and the audit log"):
 * every call is 404 for anyone but staff. A disable / enable answers the user's new details, which
 * replace the cached ones; the lists ask again when next opened.
 */
export const staffUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffUsers: build.query<StaffUserListResponse, StaffUsersArgs>({
      query: ({ q, page }) => ({ url: 'api/staff/users/search', params: { ...(q !== '' ? { q } : {}), ...(page > 1 ? { page } : {}) } }),
      keepUnusedDataFor: KEEP_WHILE_HYDRATING_S,
    }),
    getStaffUser: build.query<StaffUserDetail, number>({
      query: (id) => `api/staff/users/${id}`,
      keepUnusedDataFor: KEEP_WHILE_HYDRATING_S,
    }),
    moveStaffUser: build.mutation<StaffUserDetail, { id: number; move: StaffUserMove; reason: string }>({
      query: ({ id, move, reason }) => ({ url: `api/staff/users/${id}/${move}`, method: 'POST', body: { reason } }),
      onQueryStarted: ({ id }, { dispatch, getState, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) => {
          dispatch(staffUsersApi.util.upsertQueryData('getStaffUser', id, data));
          // The lists already loaded show the new state too (the user's row, wherever it is).
          for (const args of staffUsersApi.util.selectCachedArgsForQuery(getState(), 'getStaffUsers')) {
            dispatch(
              staffUsersApi.util.updateQueryData('getStaffUsers', args, (list) => {
                for (const item of list.items) if (item.id === id) item.disabled = data.disabled;
              }),
            );
          }
        }),
    }),
    getStaffAudit: build.query<StaffAuditResponse, StaffAuditArgs>({
      query: ({ page, targetType, targetId }) => ({
        url: 'api/staff/audit',
        params: { ...(page > 1 ? { page } : {}), ...(targetType ? { targetType } : {}), ...(targetId ? { targetId } : {}) },
      }),
      keepUnusedDataFor: KEEP_WHILE_HYDRATING_S,
    }),
  }),
});

export const { useGetStaffUsersQuery, useGetStaffUserQuery, useMoveStaffUserMutation, useGetStaffAuditQuery } = staffUsersApi;
