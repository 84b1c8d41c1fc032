import { isDigits } from '@akiya/contracts';
import { loadQuery } from '@akiya/shared-ui';
import { signedInLoader } from '../../utils/signed-in-loader';
import { pageOf, staffUsersApi, staffUsersQuery } from './api/staff-users-api';

// The data loaders of the staff users and audit routes (app/routes.tsx): staff only, as the pages
// (the user's base data says so); anyone else gets the 404 page, which asks nothing.

/** /my-page/staff/users?q=&page= (StaffUsersPage): the page of the search shown. */
export const loadStaffUsers = signedInLoader(({ searchParams, dispatch }, user) => {
  const { args, skip } = staffUsersQuery(user.is_staff === true, searchParams);
  return skip ? undefined : loadQuery(dispatch, staffUsersApi.endpoints.getStaffUsers, args);
});

/** /my-page/staff/users/{id} (StaffUserPage): the user and the history of staff actions on them. */
export const loadStaffUser = signedInLoader(({ params, dispatch }, user) => {
  if (user.is_staff !== true || !isDigits(params.id ?? '')) return undefined;
  return Promise.all([
    loadQuery(dispatch, staffUsersApi.endpoints.getStaffUser, Number(params.id)),
    loadQuery(dispatch, staffUsersApi.endpoints.getStaffAudit, { page: 1, targetType: 'user', targetId: params.id }),
  ]);
});

/** /my-page/staff/audit?page= (StaffAuditPage). */
export const loadStaffAudit = signedInLoader(({ searchParams, dispatch }, user) => {
  const page = pageOf(searchParams.get('page'));
  if (user.is_staff !== true || page === null) return undefined;
  return loadQuery(dispatch, staffUsersApi.endpoints.getStaffAudit, { page });
});
