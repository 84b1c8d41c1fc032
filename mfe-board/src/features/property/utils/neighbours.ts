import type { ListingNavigation } from '../../../utils/navigation-storage';

export interface ListingNeighbours {
  previousId: number | null;
  nextId: number | null;
  title: string;
  backUrl: string;
  /** 1-based position in the list and its length, e.g. 3 of 25. */
  position: number;
  total: number;
}

/**
 * The previous and next listing of `id` in the list the visitor came from (the ids a listing call
 * stored). null when the listing is not in that list: the navigation is hidden then.
 */
export function listingNeighbours(navigation: ListingNavigation | null, id: number): ListingNeighbours | null {
  if (!navigation) return null;
  const index = navigation.ids.indexOf(id);
  if (index < 0) return null;
  return {
    previousId: index > 0 ? navigation.ids[index - 1] : null,
    nextId: index < navigation.ids.length - 1 ? navigation.ids[index + 1] : null,
    title: navigation.title,
    backUrl: navigation.backUrl,
    position: index + 1,
    total: navigation.ids.length,
  };
}
