/**
 * Text normalisation for searching listings, so that a query matches regardless of width, case and
 * kana script. Apply the same function to the searched text and to the query.
 */

/**
 * 1. NFKC (full-width ASCII → half-width, half-width katakana → full-width, ㈱ → (株), …);
 * 2. ASCII letters lower-cased (other scripts untouched);
 * 3. katakana ァ–ヶ folded to hiragana ぁ–ゖ (the long-vowel mark ー is kept; ヷ–ヺ have no hiragana
 *    counterpart and are kept);
 * 4. runs of whitespace (including the ideographic space) collapsed to one space, ends trimmed.
 */
export function normalizeSearchText(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
    .replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes `\`, `%` and `_` with a backslash for use in SQL `LIKE ... ESCAPE '\'`. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
