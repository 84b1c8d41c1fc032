import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SAVED_SEARCH_MESSAGES, type PropertiesQuery } from '@akiya/contracts';
import { Button, apiErrorMessage, useLoginPrompt } from '@akiya/shared-ui';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useSaveSearchMutation } from '../api/saved-search-api';
import styles from './save-search-button.module.css';

/** The list's API query as a query string, without paging (the server normalises it again). */
export function savedSearchQueryOf(query: PropertiesQuery): string {
  return Object.entries(query)
    .filter(([key, value]) => key !== 'page' && key !== 'limit' && value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/**
 * 「この条件を保存」 on the board's lists (docs/search.md "Saved searches"): saves the list's filters
 * and search params as a saved search with a daily alert. Logged out: the login dialog with the
 * reason, like the favourites.
 */
export function SaveSearchButton({ query }: { query: PropertiesQuery }) {
  const user = useCurrentUser();
  const promptLogin = useLoginPrompt();
  const [save, { isLoading }] = useSaveSearchMutation();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const onClick = async () => {
    if (!user) {
      promptLogin();
      return;
    }
    setStatus(null);
    try {
      await save({ query: savedSearchQueryOf(query) }).unwrap();
      setStatus({ ok: true, text: SAVED_SEARCH_MESSAGES.saved });
    } catch (e) {
      setStatus({ ok: false, text: apiErrorMessage(e) });
    }
  };

  return (
    <div className={styles.box}>
      <Button variant="secondary" loading={isLoading} loadingText="保存中…" onClick={() => void onClick()}>
        この条件を保存
      </Button>
      <p className={status?.ok === false ? styles.error : styles.status} role={status?.ok === false ? 'alert' : 'status'}>
        {status?.text ?? ''}
        {status ? (
          <>
            {' '}
            <Link to="/my-page/searches">保存した検索条件を見る</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
