import { useEffect, useState } from 'react';
import { MESSAGES } from '@akiya/contracts';
import styles from './remote-updated-notice.module.css';

/** sessionStorage key set just before the full navigation that takes up a remote's new version. */
export const REMOTE_UPDATED_KEY = 'remote-updated';
/** How long the notice stays. */
export const REMOTE_UPDATED_NOTICE_MS = 8000;

export function markRemoteUpdated(name: string): void {
  try {
    sessionStorage.setItem(REMOTE_UPDATED_KEY, name);
  } catch {
    // storage unavailable: the page still opens anew, without the notice
  }
}

function takeRemoteUpdated(): string | null {
  try {
    const name = sessionStorage.getItem(REMOTE_UPDATED_KEY);
    sessionStorage.removeItem(REMOTE_UPDATED_KEY);
    return name;
  } catch {
    return null;
  }
}

/** The short notice after a page was opened anew for a new version (a polite status, gone after a few seconds). */
export function RemoteUpdatedNotice() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (takeRemoteUpdated() === null) return;
    setShown(true);
    const timer = window.setTimeout(() => setShown(false), REMOTE_UPDATED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // Only while shown: an empty live region would be one more "status" on every page.
  if (!shown) return null;
  return (
    <div role="status" className={styles.notice}>
      {MESSAGES.remoteUpdated}
    </div>
  );
}
