import { MAX_QUERY_GRAMS, gramsAreExact, termGrams } from './search-grams';
import { frequencyKey } from './frequency-cache';
import { likePattern } from './listing-filter';

/**
 * The bigram search of a word (docs/search.md "A query"): which bigrams a listing must hold and
 * which terms a LIKE on its search_text must confirm, and the SQL that asks for them — either as the
 * start of the query (a join over property_search_grams from the rarest bigram) or, when the query
 * starts elsewhere (a small place, a rare category), as primary-key probes of each listing.
 */

export type SqlParam = string | number;
/** A WHERE term and its parameters. */
export type Clause = [string, ...SqlParam[]];

export interface WordPlan {
  /** The bigrams a match must hold, rarest first (at most MAX_QUERY_GRAMS). */
  grams: string[];
  /** Postings of the rarest one (capped): the size of the query's start when the word drives. */
  rarest: number;
  /**
   * LIKE terms on the candidate's search text (`t`: its row of property_search_texts, the narrow copy
   * of properties.search_text) that confirm what the bigrams cannot decide alone.
   */
  likes: Clause[];
  /** Every term is confirmed by a LIKE: the bigrams past the rarest decide nothing the LIKEs do not. */
  allConfirmed: boolean;
}

/** The frequency keys of a word's bigrams (frequency-cache.ts). */
export function wordFrequencyKeys(terms: readonly string[]): string[] {
  return [...new Set(terms.flatMap(termGrams))].map((g) => frequencyKey('gram', g));
}

/**
 * The plan of a word from its bigrams' posting counts; null when a bigram occurs nowhere (nothing
 * can match). A two-character term is its own bigram, so the index alone decides it; any other term
 * (longer: its bigrams may occur apart; one character: no bigram) is confirmed with a LIKE — every
 * term is when some bigrams were left out (more than MAX_QUERY_GRAMS).
 */
export function wordPlan(terms: readonly string[], counts: ReadonlyMap<string, number>): WordPlan | null {
  const grams = [...new Set(terms.flatMap(termGrams))];
  const count = (g: string) => counts.get(frequencyKey('gram', g)) ?? 0;
  if (grams.some((g) => count(g) === 0)) return null;
  const chosen = grams.sort((a, b) => count(a) - count(b)).slice(0, MAX_QUERY_GRAMS);
  const skipped = grams.length > chosen.length;
  const likes: Clause[] = terms.filter((term) => !(gramsAreExact(term) && !skipped)).map((term) => ['t.search_text LIKE ? ESCAPE ?', likePattern(term), '\\']);
  const allConfirmed = likes.length === terms.length;
  return { grams: chosen, rarest: chosen.length > 0 ? count(chosen[0]) : Number.POSITIVE_INFINITY, likes, allConfirmed };
}

/**
 * FROM of a query that starts from the word: the rarest bigram's postings, the other bigrams probed
 * by primary key (not when LIKEs confirm every term: measured at 100k on MariaDB, `古民家` 72 → 53 ms,
 * its two bigrams being in the same 15,517 listings), then the listing (`listing` is `properties p`
 * with the engine's index hint; null: not joined, the text's copies serve) and the text. The join
 * order is forced (`join`: STRAIGHT_JOIN on MySQL, CROSS JOIN on SQLite).
 */
export function gramJoin(plan: WordPlan, join: string, listing: string | null, before: string[] = []): { from: string; fromParams: SqlParam[]; where: Clause } {
  const probed = plan.allConfirmed ? [] : plan.grams.slice(1);
  const joins = probed.map((_, i) => `${join} property_search_grams g${i + 1} ON g${i + 1}.gram = ? AND g${i + 1}.property_id = g0.property_id`);
  // The text the LIKEs confirm, by primary key.
  const text = plan.likes.length > 0 ? [`${join} property_search_texts t ON t.property_id = g0.property_id`] : [];
  return {
    // `before`: more tables joined by primary key before the listing (their parameters follow these)
    // The text last: the LIKE only for the candidates every other table has kept.
    from: ['property_search_grams g0', ...joins, ...before.map((b) => `${join} ${b}`), ...(listing !== null ? [`${join} ${listing} ON p.id = g0.property_id`] : []), ...text].join(' '),
    fromParams: probed,
    where: ['g0.gram = ?', plan.grams[0]],
  };
}

/** The bigrams as probes of a listing reached otherwise: one primary-key lookup (gram, property_id) each. */
export function gramProbes(plan: WordPlan): Clause[] {
  return plan.grams.map((gram, i): Clause => [`EXISTS (SELECT 1 FROM property_search_grams gp${i} WHERE gp${i}.gram = ? AND gp${i}.property_id = p.id)`, gram]);
}

/**
 * The LIKEs of a listing reached otherwise (`id`: its id column): one primary-key lookup of its
 * narrow text row; null when the word needs none.
 */
export function likeProbe(plan: WordPlan, id: string): Clause | null {
  if (plan.likes.length === 0) return null;
  const terms = plan.likes.map(([clause]) => clause).join(' AND ');
  return [`EXISTS (SELECT 1 FROM property_search_texts t WHERE t.property_id = ${id} AND ${terms})`, ...plan.likes.flatMap(([, ...params]) => params)];
}
