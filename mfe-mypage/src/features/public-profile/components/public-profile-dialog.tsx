import { useCallback, useRef } from 'react';
import { MESSAGES } from '@akiya/contracts';
import {
  readApiError,
  showProfile,
  Spinner,
  useAppDispatch,
  useAppSelector,
  useGetUserPublicQuery,
  type RootState,
} from '@akiya/shared-ui';
import { useFocusTrap } from '../hooks/use-focus-trap';
import styles from './public-profile-dialog.module.css';

/** Shown when the user does not exist or cannot be shown (404). */
export const PUBLIC_PROFILE_NOT_FOUND = 'このユーザーのプロフィールは表示できません。';

const selectProfileUserId = (state: RootState) => state.common.profileUserId;

/**
 * The profile dialog for another user (spec §2 my-page layout): opened by `showProfile(id)` in the
 * common slice, closed by `showProfile(null)`, the close button, Escape or a click on the backdrop.
 */
export function PublicProfileDialog() {
  const userId = useAppSelector(selectProfileUserId);
  const dispatch = useAppDispatch();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const open = userId !== null;
  const close = useCallback(() => dispatch(showProfile(null)), [dispatch]);
  useFocusTrap(dialog, open, close, closeButton);
  const { data, error, isFetching } = useGetUserPublicQuery(userId ?? 0, { skip: !open });

  if (!open) return null;

  let body;
  if (isFetching) body = <Spinner label="プロフィールを読み込み中…" />;
  else if (data) {
    body = (
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt>お名前</dt>
          <dd className={styles.name}>{data.name}</dd>
        </div>
        <div className={styles.row}>
          <dt>進行中の問い合わせ</dt>
          <dd>{`${data.contact_count ?? 0}件`}</dd>
        </div>
      </dl>
    );
  } else {
    const apiError = readApiError(error);
    const status = apiError?.statusCode ?? (error as { status?: unknown } | undefined)?.status;
    body = (
      <p className={styles.error} role="alert">
        {status === 404 ? PUBLIC_PROFILE_NOT_FOUND : (apiError?.message ?? MESSAGES.serverError)}
      </p>
    );
  }

  return (
    // The backdrop only catches pointer clicks; keyboard users close with Escape or the close button.
    <div
      className={styles.backdrop}
      role="presentation"
      onClick={(event) => event.target === event.currentTarget && close()}
      data-testid="public-profile-backdrop"
    >
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="public-profile-title"
        aria-busy={isFetching || undefined}
        tabIndex={-1}
      >
        <h2 id="public-profile-title" className={styles.title}>
          プロフィール
        </h2>
        {body}
        <div className={styles.actions}>
          <button ref={closeButton} type="button" className={styles.close} onClick={close}>
            {MESSAGES.close}
          </button>
        </div>
      </div>
    </div>
  );
}
