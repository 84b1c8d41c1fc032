import { useState } from 'react';

export interface SearchWordRule {
  /** The word as the URL first gave it. */
  initial: string;
  /** The contracts' normalization of a typed word (what the API searches for). */
  normalize: (typed: string) => string;
  /** The longest word the API takes, once normalized. */
  max: number;
  /** The message of a word longer than `max`. */
  tooLong: string;
}

/**
 * The word of a staff list's search box (the inbox, the users): what is typed, and its error while the
 * word is too long (shown at once for a too long word in the URL, cleared as soon as it fits).
 * `submitted()` is the normalized word to search for, or null (and the error shown) when too long.
 */
export function useSearchWord({ initial, normalize, max, tooLong }: SearchWordRule) {
  const [q, setQ] = useState(initial);
  const [error, setError] = useState<string | null>(initial.length > max ? tooLong : null);

  const submitted = (): string | null => {
    const word = normalize(q);
    if (word.length > max) {
      setError(tooLong);
      return null;
    }
    setError(null);
    return word;
  };

  /** The search TextField's value, error and setter. */
  const field = {
    value: q,
    error,
    onValue: (value: string) => {
      setQ(value);
      if (error && normalize(value).length <= max) setError(null);
    },
  };
  return { field, submitted };
}
