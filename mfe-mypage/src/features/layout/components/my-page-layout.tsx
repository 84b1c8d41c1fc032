import { useCallback, useEffect, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TIMINGS } from '@akiya/contracts';
import { useSideNav } from '../hooks/use-side-nav';
import { SideNav } from './side-nav';
import { BottomTabBar } from './bottom-tab-bar';
import styles from './my-page-layout.module.css';
import { Icon } from '@akiya/shared-ui';

const SIDE_NAV_ID = 'my-page-side-nav';

/**
 * The my-page frame (docs/product.md §2 my-page layout): side navigation, content, bottom tab bar, and
 * `children` for what the frame carries over every page (the profile dialog for another user, the
 * contact-list sync that keeps the unread badges current).
 */
export function MyPageLayout({ children }: { children?: ReactNode }) {
  const { state, open, close } = useSideNav();
  const opener = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();

  const openFrom = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      opener.current = event.currentTarget;
      open();
    },
    [open],
  );

  const dismiss = useCallback(() => {
    close();
    opener.current?.focus();
  }, [close]);

  // Leaving the page by any means (a link, the browser's back button) slides the drawer out.
  useEffect(() => {
    close();
  }, [pathname, close]);

  // The bottom tab bar is fixed: keep room under the page (the site footer included) while it is shown.
  useEffect(() => {
    document.body.classList.add(styles.withTabBar);
    return () => document.body.classList.remove(styles.withTabBar);
  }, []);

  const style = { '--menu-close-ms': `${TIMINGS.menuCloseMs}ms` } as CSSProperties;

  return (
    <div className={styles.frame} style={style} data-testid="my-page-frame">
      <div className={styles.menuBar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={state === 'open'}
          aria-controls={SIDE_NAV_ID}
          onClick={openFrom}
        >
          <Icon name="menu" size={22} />
          <span>マイページメニュー</span>
        </button>
      </div>
      <SideNav id={SIDE_NAV_ID} state={state} onNavigate={close} onDismiss={dismiss} />
      <div className={styles.content}>
        <Outlet />
      </div>
      <BottomTabBar controlsId={SIDE_NAV_ID} menuOpen={state === 'open'} onMore={openFrom} />
      {children}
    </div>
  );
}
