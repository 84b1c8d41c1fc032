import { loadQuery } from '@akiya/shared-ui';
import { signedInLoader } from '../../utils/signed-in-loader';
import { staffEditorialApi, staffEntryQuery, staffListQuery } from './api/staff-editorial-api';

// The data loaders of the staff editorial routes (app/routes.tsx): staff only, as the pages (the
// user's base data says so); anyone else gets the 404 page, which asks nothing.

/** /my-page/staff/editorial/{section}[/page/{page}] (StaffEditorialListPage): the page shown of the list. */
export const loadStaffEditorialList = signedInLoader(({ params, dispatch }, user) => {
  const { args, skip } = staffListQuery(user.is_staff === true, params.section, params.page);
  return skip ? undefined : loadQuery(dispatch, staffEditorialApi.endpoints.getStaffEditorialList, args);
});

/** /my-page/staff/editorial/{section}/{id} (StaffEditorialEditPage): the entry. */
export const loadStaffEditorialEntry = signedInLoader(({ params, dispatch }, user) => {
  const { args, skip } = staffEntryQuery(user.is_staff === true, params.section, params.id);
  return skip ? undefined : loadQuery(dispatch, staffEditorialApi.endpoints.getStaffEditorialEntry, args);
});
