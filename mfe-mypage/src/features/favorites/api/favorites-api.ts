import type { FavoriteListResponse, FavoriteToggleResponse } from '@akiya/contracts';
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
  }),
});

export const { useGetFavoriteListingsQuery, useRemoveFavoriteListingMutation } = favoriteListApi;
