import { useFavoriteToggle, type FavoriteToggle } from '@akiya/shared-ui';
import { FAVORITE_FIELDS, useToggleEditorialFavoriteMutation, type EditorialFavoriteKind } from '../api/editorial-favorites-api';

/** sessionStorage key of the entry a visitor tried to favourite before logging in ("article:12"). */
export const PENDING_EDITORIAL_FAVORITE_KEY = 'pending-editorial-favorite';

export type EditorialFavorite = FavoriteToggle;

/** The heart of an article or Q&A page: the shared favourite toggle on the editorial favourites call. */
export function useEditorialFavorite(kind: EditorialFavoriteKind, id: number): EditorialFavorite {
  const [toggle, { isLoading }] = useToggleEditorialFavoriteMutation();
  return useFavoriteToggle({
    isFavorite: (data) => (data[FAVORITE_FIELDS[kind]] ?? []).includes(id),
    pendingKey: PENDING_EDITORIAL_FAVORITE_KEY,
    pendingValue: `${kind}:${id}`,
    toggle: (favorite) => toggle({ kind, id, favorite }),
    busy: isLoading,
  });
}
