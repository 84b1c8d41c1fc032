import { loadQuery } from '@akiya/shared-ui';
import { signedInLoader } from '../../utils/signed-in-loader';
import { staffAkiyabankApi } from './api/staff-akiyabank-api';

/**
 * /my-page/staff/akiyabank (StaffAkiyabankPage): the municipalities with their members. Asked for any
 * signed-in user, as the page does: the API's 404 to everyone but staff is the 404 page.
 */
export const loadStaffAkiyabank = signedInLoader(({ dispatch }) => loadQuery(dispatch, staffAkiyabankApi.endpoints.getStaffBankMunicipalities, undefined));
