import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { AnalyticsEvent } from '@akiya/contracts';
import { ProgressBar, useAppDispatch, useGetBaseDataQuery } from '@akiya/shared-ui';
import { Footer } from './components/footer';
import { Header } from './components/header';
import { LoginDialog, type LoginFormSlotProps } from './components/login-dialog';
import { ReturnToPostButton } from './components/return-to-post-button';
import { SearchDialog, type SearchFormSlotProps } from './components/search-dialog';
import { SlideMenu } from './components/slide-menu';
import { closeLoginDialog, closeSearchDialog } from '@akiya/shared-ui';
import { isSubSitePath } from './utils/paths';
import { useUnreadTotalSync } from './hooks/use-unread-total-sync';
import styles from './layout.module.css';

/** What the app composes the layout with (app/routes.tsx), so this feature imports no other feature. */
export interface LayoutProps {
  /** The form inside the login dialog (features/auth). */
  LoginForm: ComponentType<LoginFormSlotProps>;
  /** The form inside the search dialog (features/search). */
  SearchForm: ComponentType<SearchFormSlotProps>;
  /** Analytics adapter (features/analytics). */
  track: (event: AnalyticsEvent) => void;
  /** Put after everything else on every page (the app's remote-override badge). */
  overlay?: ReactNode;
}

/**
 * Default layout (docs/product.md §2): header, slide-in menu, login dialog, search dialog, floating
 * return-to-post button and footer around the page. The consulting and vacant-house-bank sub-sites
 * bring their own header, so there the default header and the return-to-post button are left out.
 */
export function Layout({ LoginForm, SearchForm, track, overlay }: LayoutProps) {
  useGetBaseDataQuery();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const subSite = isSubSitePath(pathname);
  useUnreadTotalSync(pathname);

  // Leaving the page (a link, Back) closes the dialogs; the menu closes itself the same way.
  useEffect(() => {
    dispatch(closeLoginDialog());
    dispatch(closeSearchDialog());
  }, [pathname, dispatch]);
  return (
    <div className={subSite ? `${styles.layout} ${styles.subSite}` : styles.layout}>
      <a className={styles.skip} href="#page-content">
        本文へ移動
      </a>
      <ProgressBar />
      {subSite ? null : <Header track={track} />}
      <div id="page-content" className={styles.content} tabIndex={-1}>
        <Outlet />
      </div>
      {subSite ? null : <ReturnToPostButton />}
      <Footer />
      <SlideMenu />
      <LoginDialog LoginForm={LoginForm} />
      <SearchDialog SearchForm={SearchForm} />
      {overlay}
    </div>
  );
}
