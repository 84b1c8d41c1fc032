import type { ReactNode } from 'react';
import { MESSAGES, type Profile } from '@akiya/contracts';
import { readApiError, Spinner } from '@akiya/shared-ui';
import { useGetProfileQuery } from '../api/profile-api';
import styles from './profile.module.css';

/** Loads GET /api/my-page/profile and renders `children(profile)` once it is there; loading and error otherwise. */
export function ProfileLoadState({ children }: { children: (profile: Profile) => ReactNode }) {
  const { data, error, isLoading, refetch } = useGetProfileQuery();
  const profile = data?.profile;
  if (profile) return <>{children(profile)}</>;
  if (isLoading) return <Spinner label="登録情報を読み込み中…" />;
  const message = readApiError(error)?.message ?? MESSAGES.serverError;
  return (
    <div className={styles.errorBox} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.editButton} onClick={() => void refetch()}>
        {MESSAGES.retry}
      </button>
    </div>
  );
}
