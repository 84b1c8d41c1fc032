/**
 * Helpers for the small status tables of the contracts (partners, rewards, consulting requests and
 * threads): a value read from a request or a row is checked against the table, never trusted.
 */

/** A type guard for one of `values` (a status column, a path or query value). */
export function oneOfGuard<T extends string>(values: readonly T[]): (v: unknown) => v is T {
  return (v: unknown): v is T => typeof v === 'string' && (values as readonly string[]).includes(v);
}

/**
 * Whether a record may move from `from` to `to`, by a table of the statuses each one may move to.
 * An unknown `from` moves nowhere.
 */
export function movesChecker<S extends string>(moves: Record<S, readonly S[]>): (from: string, to: string) => boolean {
  return (from, to) => (moves[from as S] ?? []).includes(to as S);
}
