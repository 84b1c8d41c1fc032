import { loadQuery } from '@akiya/shared-ui';
import { dealsApi } from '../../api/deals-api';
import { idOf } from '../../utils/route-params';
import { signedInLoader } from '../../utils/signed-in-loader';
import { contactProjectApi } from './api/contact-project-api';

/**
 * /contact/project/{id} (ContactProjectPage, outside the my-page frame): the property and the
 * user's contact list (an enquiry already made links to its thread).
 */
export const loadEnquiryPage = signedInLoader(({ params, dispatch }) =>
  Promise.all([
    loadQuery(dispatch, contactProjectApi.endpoints.getEnquiryProperty, idOf(params.id)),
    loadQuery(dispatch, dealsApi.endpoints.getAllContacts, undefined),
  ]),
);
