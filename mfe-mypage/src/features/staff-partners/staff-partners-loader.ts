import { loadQuery } from '@akiya/shared-ui';
import { partnersApi } from '../../api/partners-api';
import { signedInLoader } from '../../utils/signed-in-loader';

/**
 * /my-page/staff/partners (StaffPartnersPage): the applications, the reward requests and the source of each referral. Asked for
 * any signed-in user, as the page does: the API's 404 to everyone but staff is the 404 page.
 */
export const loadStaffPartners = signedInLoader(({ dispatch }) =>
  Promise.all([
    loadQuery(dispatch, partnersApi.endpoints.getStaffPartners, undefined),
    loadQuery(dispatch, partnersApi.endpoints.getStaffPartnerRewards, undefined),
    loadQuery(dispatch, partnersApi.endpoints.getStaffPartnerReferrals, undefined),
  ]),
);
