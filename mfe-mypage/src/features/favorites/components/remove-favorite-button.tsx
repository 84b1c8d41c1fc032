import { useState } from 'react';
import { FAVORITE_TEXTS } from '@akiya/contracts';
import styles from './favorites.module.css';

interface RemoveFavoriteButtonProps {
  /** The favourite's title, named in the button's accessible name. */
  title: string;
  /** The remove mutation's trigger for this favourite (an RTK Query result: `{ data }` or `{ error }`). */
  remove: () => PromiseLike<object>;
  busy: boolean;
  onRemoved?: () => void;
}

/** A favourite's "♥ remove" button, and the error shown under it when the removal fails. */
export function RemoveFavoriteButton({ title, remove, busy, onRemoved }: RemoveFavoriteButtonProps) {
  const [error, setError] = useState<string | null>(null);
  const onRemove = async () => {
    setError(null);
    const result = await remove();
    if ('error' in result) setError(FAVORITE_TEXTS.removeFailed);
    else onRemoved?.();
  };
  return (
    <>
      <button type="button" className={styles.remove} onClick={() => void onRemove()} disabled={busy} aria-label={`${FAVORITE_TEXTS.removeLabel}：${title}`}>
        <span aria-hidden="true">♥</span> {FAVORITE_TEXTS.removeLabel}
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
