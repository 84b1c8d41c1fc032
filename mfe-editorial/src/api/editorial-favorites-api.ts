import type { BaseData, EditorialFavoriteToggleResponse } from '@akiya/contracts';
import { api, commonApi } from '@akiya/shared-ui';

/** What can be a favourite on the editorial pages, and its base-data field. */
export type EditorialFavoriteKind = 'article' | 'solution';

export const FAVORITE_FIELDS = {
  article: 'articleFavorites',
  solution: 'solutionFavorites',
} as const satisfies Record<EditorialFavoriteKind, keyof BaseData>;

export interface ToggleEditorialFavoriteArgs {
  kind: EditorialFavoriteKind;
  id: number;
  /** true: add (POST); false: remove (DELETE). */
  favorite: boolean;
}

function nextIds(current: readonly number[], { id, favorite }: ToggleEditorialFavoriteArgs): number[] {
  const rest = current.filter((x) => x !== id);
  return favorite ? [id, ...rest] : rest;
}

/**
 * POST / DELETE /api/favorites/article/{id} and /api/favorites/solution/{id}. Optimistic: base data's
 * articleFavorites / solutionFavorites change at once, take the server's list on success and roll
 * back when the call fails.
 */
export const editorialFavoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    toggleEditorialFavorite: build.mutation<EditorialFavoriteToggleResponse, ToggleEditorialFavoriteArgs>({
      query: ({ kind, id, favorite }) => ({ url: `api/favorites/${kind}/${id}`, method: favorite ? 'POST' : 'DELETE' }),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const field = FAVORITE_FIELDS[args.kind];
        const patch = dispatch(
          commonApi.util.updateQueryData('getBaseData', undefined, (draft) => {
            draft[field] = nextIds(draft[field] ?? [], args);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            commonApi.util.updateQueryData('getBaseData', undefined, (draft) => {
              draft[field] = data.favorites;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useToggleEditorialFavoriteMutation } = editorialFavoritesApi;
