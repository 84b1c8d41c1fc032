import { loadQuery } from '@akiya/shared-ui';
import { partnersApi } from '../../api/partners-api';
import { signedInLoader } from '../../utils/signed-in-loader';

/** /my-page/ouendan (OuendanPage): the partner, its referrals and reward requests. */
export const loadMyPartner = signedInLoader(({ dispatch }) => loadQuery(dispatch, partnersApi.endpoints.getMyPartner, undefined));
