import { useCallback } from 'react';
import {
  apiErrorMessage,
  apiErrorStatus,
  Dialog,
  showProfile,
  Spinner,
  useAppDispatch,
  useAppSelector,
  useGetUserPublicQuery,
  type RootState,
} from '@akiya/shared-ui';
import styles from './public-profile-dialog.module.css';

/** Shown when the user does not exist or cannot be shown (404). */
export const PUBLIC_PROFILE_NOT_FOUND = 'このユーザーのプロフィールは表示できません。';

const selectProfileUserId = (state: RootState) => state.common.profileUserId;

/**
 * The profile dialog for another user (docs/product.md §2 my-page layout): opened by `showProfile(id)` in the
 * common slice, closed by `showProfile(null)`, the close button, Escape or a click on the backdrop.
 */
export function PublicProfileDialog() {
  const userId = useAppSelector(selectProfileUserId);
  const dispatch = useAppDispatch();
  const open = userId !== null;
  const close = useCallback(() => dispatch(showProfile(null)), [dispatch]);
  const { data, error, isFetching } = useGetUserPublicQuery(userId ?? 0, { skip: !open });

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
  } else if (error) {
    body = (
      <p className={styles.error} role="alert">
        {apiErrorStatus(error) === 404 ? PUBLIC_PROFILE_NOT_FOUND : apiErrorMessage(error)}
      </p>
    );
  }

  return (
    <Dialog open={open} title="プロフィール" onClose={close}>
      {body}
    </Dialog>
  );
}
