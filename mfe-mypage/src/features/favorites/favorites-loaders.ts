import { loadQuery } from '@akiya/shared-ui';
import { signedInLoader } from '../../utils/signed-in-loader';
import { favoriteListApi, favoriteListPage, OVERVIEW_PAGE } from './api/favorites-api';

// The data loaders of the favourites routes (app/routes.tsx): each starts the queries its page reads
// on its first render, with the arguments the page reads (favorites-api.ts). The counts of the
// kind links are the base data's.

/** /my-page/list and /my-page/list/items (FavoritesOverview): the first page of each kind. */
export const loadFavoritesOverview = signedInLoader(({ dispatch }) =>
  Promise.all([
    loadQuery(dispatch, favoriteListApi.endpoints.getFavoriteListings, OVERVIEW_PAGE),
    loadQuery(dispatch, favoriteListApi.endpoints.getFavoriteArticles, OVERVIEW_PAGE),
    loadQuery(dispatch, favoriteListApi.endpoints.getFavoriteSolutions, OVERVIEW_PAGE),
  ]),
);

/**
 * /my-page/list/{type}[/page/{page}] (MyPageListRoute): the page shown of the listings, articles or
 * Q&A; nothing for an unknown type or an invalid page (the 404 page) or an explicit page 1 (a redirect).
 */
export const loadFavoriteList = signedInLoader(({ params, dispatch }) => {
  const { page, skip } = favoriteListPage(params.page);
  if (skip) return undefined;
  if (params.type === 'favorite') return loadQuery(dispatch, favoriteListApi.endpoints.getFavoriteListings, page);
  if (params.type === 'article') return loadQuery(dispatch, favoriteListApi.endpoints.getFavoriteArticles, page);
  if (params.type === 'solution') return loadQuery(dispatch, favoriteListApi.endpoints.getFavoriteSolutions, page);
  return undefined;
});
