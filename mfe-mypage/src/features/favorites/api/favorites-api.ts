import type { ArticleListResponse, EditorialFavoriteToggleResponse, FavoriteListResponse, FavoriteToggleResponse, SolutionListResponse } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

/**
 * The my-page favourites list (GET /api/favorites?page=) and removing one from it
 * (DELETE /api/favorites/{id}). The board's toggle invalidates the same 'Favorite' LIST tag.
 */
export const favoriteListApi = api.injectEndpoints({
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
