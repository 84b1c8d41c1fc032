import { useId } from 'react';
import { BOARD_TEXTS } from '../../../config/texts';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useLoginPrompt } from '../../../hooks/use-login-prompt';
import styles from './favorite-button.module.css';

/**
 * ♡ お気に入り. Logged out: opens the login dialog ('ご利用にはログインが必要です。') and remembers this
 * page for after the login. Logged in: the favourite endpoints do not exist yet, so the button is
 * shown unavailable with the note 準備中 (it already shows a listing that is in `user.favorites`).
 */
export function FavoriteButton({ listingId }: { listingId: number }) {
  const user = useCurrentUser();
  const promptLogin = useLoginPrompt();
  const noteId = useId();

  if (!user) {
    return (
      <button type="button" className={styles.button} onClick={() => promptLogin()}>
        <span aria-hidden="true" className={styles.heart}>
          ♡
        </span>{' '}
        {BOARD_TEXTS.favorite}
      </button>
    );
  }

  const added = user.favorites.includes(listingId);
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={`${styles.button} ${styles.unavailable}`}
        aria-disabled="true"
        aria-pressed={added}
        aria-describedby={noteId}
        title={BOARD_TEXTS.comingSoon}
      >
        <span aria-hidden="true" className={styles.heart}>
          {added ? '♥' : '♡'}
        </span>{' '}
        {added ? BOARD_TEXTS.favoriteAdded : BOARD_TEXTS.favorite}
      </button>
      <span id={noteId} role="tooltip" className={styles.tooltip}>
        {BOARD_TEXTS.comingSoon}
      </span>
    </span>
  );
}
