/**
 * Bigrams of the word-search index (`property_search_grams`, see docs/search.md).
 *
 * A listing is indexed by the distinct bigrams (two consecutive code points) of its search text,
 * which is already normalised (normalizeSearchText: NFKC, katakana → hiragana, lower-case ASCII,
 * folded whitespace). A query term of n ≥ 2 characters can only occur in a text that holds every
 * one of its n − 1 bigrams, so the index narrows the candidates and a LIKE on the search text
 * confirms the exact substring. Bigrams with a space are never stored: a term never holds one.
 */

/** Longest gram (in code points) the table stores: VARCHAR(2). */
export const GRAM_LENGTH = 2;

/** At most this many grams of a query are looked up (the rarest ones); the LIKE check does the rest. */
export const MAX_QUERY_GRAMS = 8;

/** The distinct bigrams of a normalised text, in order of first appearance, none containing a space. */
export function searchGrams(normalizedText: string): string[] {
  const chars = [...normalizedText];
  const seen = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const a = chars[i];
    const b = chars[i + 1];
    if (a === ' ' || b === ' ') continue;
    seen.add(a + b);
  }
  return [...seen];
}

/** The distinct bigrams of one normalised query term; [] for a one-character term. */
export function termGrams(term: string): string[] {
  return searchGrams(term);
}

/** Number of code points (a term's length as the user sees it). */
export function charLength(s: string): number {
  return [...s].length;
}

/**
 * Whether the bigrams alone decide that a term occurs: true for a two-character term (its single
 * bigram is the term itself). Longer terms need the LIKE check (their bigrams may occur apart).
 */
export function gramsAreExact(term: string): boolean {
  return charLength(term) === GRAM_LENGTH;
}
