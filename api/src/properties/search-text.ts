import { normalizeSearchText, prefectureByCode } from '@akiya/contracts';

export interface SearchableListing {
  title: string;
  description: string;
  prefectureCode: string;
  municipality: string;
  addressPublic: string;
}

/**
 * The text a listing is found by (`properties.search_text`): title, description, prefecture name,
 * municipality and public address, normalised exactly like a query (normalizeSearchText: NFKC,
 * katakana → hiragana, lower-case ASCII, folded whitespace). Word search is a LIKE on this column.
 */
export function buildSearchText(listing: SearchableListing): string {
  const prefecture = prefectureByCode(listing.prefectureCode)?.name ?? '';
  return normalizeSearchText(
    [listing.title, listing.description, prefecture, listing.municipality, listing.addressPublic].join(' '),
  );
}
