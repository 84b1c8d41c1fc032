import { HISTORY_MAX, STORAGE_KEYS, type ListingImage } from '@akiya/contracts';

/** One browsing-history entry (localStorage STORAGE_KEYS.histories; docs/product.md §3). */
export interface HistoryEntry {
  id: number;
  title: string;
  image: ListingImage | null;
  price_man_yen: number | null;
  prefecture_name: string;
}

function isEntry(value: unknown): value is HistoryEntry {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.id) &&
    typeof v.title === 'string' &&
    (v.price_man_yen === null || typeof v.price_man_yen === 'number') &&
    typeof v.prefecture_name === 'string'
  );
}

/** The stored history, most recent first; anything unreadable is dropped rather than thrown. */
export function readHistories(): HistoryEntry[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.histories);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    return parsed
      .filter(isEntry)
      .filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)))
      .map((e) => ({ ...e, image: e.image && typeof e.image.path === 'string' ? e.image : null }))
      .slice(0, HISTORY_MAX);
  } catch {
    return [];
  }
}

/**
 * Records a visit: the entry moves to (or is added at) the front, without duplicates, and the list
 * keeps the HISTORY_MAX (50) most recent. Returns the new list.
 */
export function recordHistory(listing: HistoryEntry): HistoryEntry[] {
  const entry: HistoryEntry = {
    id: listing.id,
    title: listing.title,
    image: listing.image ? { path: listing.image.path, comment: listing.image.comment } : null,
    price_man_yen: listing.price_man_yen,
    prefecture_name: listing.prefecture_name,
  };
  const next = [entry, ...readHistories().filter((e) => e.id !== entry.id)].slice(0, HISTORY_MAX);
  try {
    localStorage.setItem(STORAGE_KEYS.histories, JSON.stringify(next));
  } catch {
    // storage full or disabled: the history is a convenience
  }
  return next;
}
