import { api, commonApi, type SharedCacheTag } from '@akiya/shared-ui';
import type { BaseData, FavoriteToggleResponse } from '@akiya/contracts';

export interface ToggleFavoriteArgs {
  id: number;
  /** true: add to the favourites (POST); false: remove (DELETE). */
  favorite: boolean;
}

/** Base data's favourite ids after adding or removing `id` (an added one goes first: newest first). */
export function nextFavorites(current: readonly number[], { id, favorite }: ToggleFavoriteArgs): number[] {
  const rest = current.filter((x) => x !== id);
  return favorite ? [id, ...rest] : rest;
}

function setFavorites(draft: BaseData, favorites: number[]): void {
  draft.favorites = favorites;
  if (draft.user) draft.user.favorites = favorites;
}

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['BaseData', 'Favorite'] satisfies readonly SharedCacheTag[] });

/**
 * The favourite toggle (POST / DELETE /api/favorites/{id}). Optimistic: base data's `favorites` (and
 * `user.favorites`) change at once and roll back if the call fails; on success they take the server's
 * list, and base data and the favourites list are fetched again (other screens read them).
 */
export const favoritesApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    toggleFavorite: build.mutation<FavoriteToggleResponse, ToggleFavoriteArgs>({
      query: ({ id, favorite }) => ({ url: `api/favorites/${id}`, method: favorite ? 'POST' : 'DELETE' }),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          commonApi.util.updateQueryData('getBaseData', undefined, (draft) => setFavorites(draft, nextFavorites(draft.favorites, args))),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(commonApi.util.updateQueryData('getBaseData', undefined, (draft) => setFavorites(draft, data.favorites)));
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (result) => (result ? ['BaseData', { type: 'Favorite', id: 'LIST' }] : []),
    }),
  }),
});

export const { useToggleFavoriteMutation } = favoritesApi;
