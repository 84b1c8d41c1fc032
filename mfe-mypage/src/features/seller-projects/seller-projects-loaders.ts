import { loadQuery } from '@akiya/shared-ui';
import { idOf } from '../../utils/route-params';
import { signedInLoader } from '../../utils/signed-in-loader';
import { postedPropertiesQuery, sellerProjectsApi } from './api/seller-projects-api';

/** /my-page/project[/page/{page}] (ProjectListPage): the page shown of the user's listings. */
export const loadPostedProperties = signedInLoader(({ params, dispatch }) => {
  const { args, skip } = postedPropertiesQuery(params.page);
  return skip ? undefined : loadQuery(dispatch, sellerProjectsApi.endpoints.getPostedProperties, args);
});

/** /my-page/change-publish/{id} (ChangePublishPage): the listing and its state. */
export const loadPostedProperty = signedInLoader(({ params, dispatch }) =>
  loadQuery(dispatch, sellerProjectsApi.endpoints.getPostedProperty, idOf(params.id)),
);
