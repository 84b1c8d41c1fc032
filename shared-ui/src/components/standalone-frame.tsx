import { StrictMode, type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Link } from 'react-router-dom';
import { createAppStore } from '../store/create-store';
import { useGetBaseDataQuery } from '../api/common-api';
import { ProgressBar } from './progress-bar';
import { SITE_NAME } from '@akiya/contracts';
import styles from './standalone-frame.module.css';

function BaseDataLoader() {
  useGetBaseDataQuery();
  return null;
}

/**
 * The minimal frame a remote renders itself in when its team runs it alone (its own dev server):
 * a store, a router, base data and a slim bar naming the remote. Inside the shell the remote is
 * rendered without this frame, under the shell's one store and router.
 */
export function StandaloneFrame({ remote, children }: { remote: string; children: ReactNode }) {
  const [store] = useState(() => createAppStore());
  return (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <BaseDataLoader />
          <ProgressBar />
          <div className={styles.bar}>
            <Link to="/">{SITE_NAME}</Link>
            <span className={styles.note}>単体表示：{remote}</span>
          </div>
          {children}
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
}
