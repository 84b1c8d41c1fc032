import type { ReactNode } from 'react';
import type { Profile } from '@akiya/contracts';
import { QueryStatus } from '@akiya/shared-ui';
import { useGetProfileQuery } from '../api/profile-api';

/** Loads GET /api/my-page/profile and renders `children(profile)` once it is there; loading and error otherwise. */
export function ProfileLoadState({ children }: { children: (profile: Profile) => ReactNode }) {
  return (
    <QueryStatus query={useGetProfileQuery()} loadingLabel="登録情報を読み込み中…">
      {(data) => children(data.profile)}
    </QueryStatus>
  );
}
