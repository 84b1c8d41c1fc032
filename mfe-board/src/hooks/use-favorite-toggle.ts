import { useFavoriteToggle as useSharedFavoriteToggle, type FavoriteToggle } from '@akiya/shared-ui';
import { useToggleFavoriteMutation } from '../api/favorites-api';
import { PENDING_FAVORITE_KEY } from '../config/storage';

export type { FavoriteToggle };

/** The favourite heart of one listing: the shared toggle on the listing favourites call. */
export function useFavoriteToggle(listingId: number): FavoriteToggle {
  const [toggle, { isLoading }] = useToggleFavoriteMutation();
  return useSharedFavoriteToggle({
    isFavorite: (data) => (data.favorites ?? []).includes(listingId),
    pendingKey: PENDING_FAVORITE_KEY,
    pendingValue: String(listingId),
    toggle: (favorite) => toggle({ id: listingId, favorite }),
    busy: isLoading,
  });
}
