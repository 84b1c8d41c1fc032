import { useEffect, useState } from 'react';
import { Spinner } from '@akiya/shared-ui';
import styles from './remote-loading.module.css';

/** After this long a visitor is told the page is still coming, not left with a bare spinner. */
export const SLOW_LOAD_MS = 3_000;
export const SLOW_LOAD_TEXT = '読み込みに時間がかかっています。このままお待ちください…';

/**
 * What stands in for a remote's page while its code and data load: the spinner in a box that keeps
 * the page's height (so the footer does not jump up and back), and after 3 s a line saying it is
 * still loading.
 */
export function RemoteLoading({ slowAfterMs = SLOW_LOAD_MS }: { slowAfterMs?: number }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), slowAfterMs);
    return () => window.clearTimeout(timer);
  }, [slowAfterMs]);
  return (
    <div className={styles.reserve} data-testid="remote-loading">
      <Spinner />
      {slow ? (
        <p className={styles.slow} role="status">
          {SLOW_LOAD_TEXT}
        </p>
      ) : null}
    </div>
  );
}
