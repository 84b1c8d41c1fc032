import { FAVORITE_TEXTS } from '@akiya/contracts';
import { Button } from '@akiya/shared-ui';
import type { EditorialFavoriteKind } from '../api/editorial-favorites-api';
import { useEditorialFavorite } from '../hooks/use-editorial-favorite';
import styles from './editorial.module.css';

/** The heart toggle of an article or Q&A page (logged out: the login dialog, then back here). */
export function FavoriteButton({ kind, id }: { kind: EditorialFavoriteKind; id: number }) {
  const fav = useEditorialFavorite(kind, id);
  return (
    <div>
      <Button
        variant="secondary"
        className={styles.heart}
        aria-pressed={fav.favorite}
        disabled={!fav.ready}
        aria-busy={fav.pending || undefined}
        onClick={fav.onClick}
        data-testid="favorite-toggle"
      >
        <span aria-hidden="true">{fav.favorite ? '♥' : '♡'}</span> {FAVORITE_TEXTS.add}
      </Button>
      {fav.error ? (
        <p role="alert" className={styles.error}>
          {fav.error}
        </p>
      ) : null}
    </div>
  );
}
