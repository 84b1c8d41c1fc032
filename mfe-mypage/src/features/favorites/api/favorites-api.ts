import { isDigits, type ArticleListResponse, type EditorialFavoriteToggleResponse, type FavoriteListResponse, type FavoriteToggleResponse, type SolutionListResponse } from '@akiya/contracts';
import { taggedApi } from '../../../api/tagged-api';

/** The page of each kind the overviews (/my-page/list, /my-page/list/items) show. */
export const OVERVIEW_PAGE = 1;

export interface FavoriteListPage {
  page: number;
  /** False for a page that is not digits or below 1: the 404 page. */
  valid: boolean;
  /** Nothing to ask: an invalid page, or an explicit page 1 (it goes to the list's own address). */
  skip: boolean;
}

/**
 * The page of a favourites list (listings, articles, Q&A) from its `/page/{page}` parameter (none:
 * page 1). The pages and their route's loader both read it.
 */
export function favoriteListPage(pageParam: string | undefined): FavoriteListPage {
  const valid = pageParam === undefined || (isDigits(pageParam) && Number(pageParam) >= 1 && Number.isSafeInteger(Number(pageParam)));
  const page = pageParam === undefined ? 1 : Number(pageParam);
  return { page, valid, skip: !valid || pageParam === '1' };
}

/**
 * The my-page favourites list (GET /api/favorites?page=) and removing one from it
 * (DELETE /api/favorites/{id}). The board's toggle invalidates the same 'Favorite' LIST tag.
 */
export const favoriteListApi = taggedApi(['BaseData', 'Favorite']).injectEndpoints({
  endpoints: (build) => ({
    getFavoriteListings: build.query<FavoriteListResponse, number>({
      query: (page) => ({ url: 'api/favorites', params: page > 1 ? { page } : {} }),
      providesTags: [{ type: 'Favorite', id: 'LIST' }],
    }),
    removeFavoriteListing: build.mutation<FavoriteToggleResponse, number>({
      query: (id) => ({ url: `api/favorites/${id}`, method: 'DELETE' }),
      // Base data carries the ids (bottom tab, home count); the list is fetched again.
      invalidatesTags: (result) => (result ? ['BaseData', { type: 'Favorite', id: 'LIST' }] : []),
    }),
    /** GET /api/favorites/article?page=: favourite published articles, newest favourite first. */
    getFavoriteArticles: build.query<ArticleListResponse, number>({
      query: (page) => ({ url: 'api/favorites/article', params: page > 1 ? { page } : {} }),
      providesTags: [{ type: 'Favorite', id: 'ARTICLES' }],
    }),
    /** GET /api/favorites/solution?page=: favourite published Q&A, newest favourite first. */
    getFavoriteSolutions: build.query<SolutionListResponse, number>({
      query: (page) => ({ url: 'api/favorites/solution', params: page > 1 ? { page } : {} }),
      providesTags: [{ type: 'Favorite', id: 'SOLUTIONS' }],
    }),
    /** DELETE /api/favorites/{article|solution}/{id}: base data (articleFavorites / solutionFavorites) and the list reload. */
    removeFavoriteEntry: build.mutation<EditorialFavoriteToggleResponse, { kind: 'article' | 'solution'; id: number }>({
      query: ({ kind, id }) => ({ url: `api/favorites/${kind}/${id}`, method: 'DELETE' }),
      invalidatesTags: (result, _e, { kind }) => (result ? ['BaseData', { type: 'Favorite', id: kind === 'article' ? 'ARTICLES' : 'SOLUTIONS' }] : []),
    }),
  }),
});

export const {
  useGetFavoriteListingsQuery,
  useRemoveFavoriteListingMutation,
  useGetFavoriteArticlesQuery,
  useGetFavoriteSolutionsQuery,
  useRemoveFavoriteEntryMutation,
} = favoriteListApi;
