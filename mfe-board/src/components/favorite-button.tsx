import { FAVORITE_TEXTS } from '@akiya/contracts';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';
import styles from './favorite-button.module.css';

interface FavoriteButtonProps {
  listingId: number;
  /** The listing's title: names the card's icon button for screen readers. */
  title?: string;
  /** 'detail': the full-width button of /project/{id}; 'card': a round heart on a listing card's photo. */
  variant?: 'detail' | 'card';
}

/**
 * ♡ お気に入り (issue 4). A toggle button (aria-pressed) for one listing: logged out it asks for the
 * login and comes back here; logged in it switches at once and rolls back, with a message, if the
 * server refuses.
 */
export function FavoriteButton({ listingId, title, variant = 'detail' }: FavoriteButtonProps) {
  const { ready, loggedIn, favorite, pending, error, onClick } = useFavoriteToggle(listingId);
  const pressed = loggedIn && favorite;
  const heart = (
    <span aria-hidden="true" className={styles.heart}>
      {pressed ? '♥' : '♡'}
    </span>
  );

  const button =
    variant === 'card' ? (
      <button
        type="button"
        className={pressed ? `${styles.icon} ${styles.iconOn}` : styles.icon}
        aria-pressed={pressed}
        aria-label={title ? `${FAVORITE_TEXTS.add}：${title}` : FAVORITE_TEXTS.add}
        title={pressed ? FAVORITE_TEXTS.removeLabel : FAVORITE_TEXTS.addLabel}
        aria-busy={pending || undefined}
        disabled={!ready}
        onClick={onClick}
        data-testid="favorite-toggle"
      >
        {heart}
      </button>
    ) : (
      <button
        type="button"
        className={pressed ? `${styles.button} ${styles.on}` : styles.button}
        aria-pressed={pressed}
        aria-busy={pending || undefined}
        disabled={!ready}
        onClick={onClick}
        data-testid="favorite-toggle"
      >
        {heart} {pressed ? FAVORITE_TEXTS.added : FAVORITE_TEXTS.add}
      </button>
    );

  return (
    <span className={variant === 'card' ? styles.cardWrap : styles.wrap}>
      {button}
      {error ? (
        <span role="alert" className={variant === 'card' ? styles.cardError : styles.error}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
