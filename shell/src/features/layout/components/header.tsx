import { useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { AnalyticsEvent } from '@akiya/contracts';
import { selectMenuOpen, selectUser, setMenuOpen, useAppDispatch, useAppSelector, Icon } from '@akiya/shared-ui';
import { SITE_TAGLINE } from '@akiya/contracts';
import { useHeaderHidden } from '../hooks/use-header-visibility';
import { openLoginDialog, openSearchDialog } from '@akiya/shared-ui';
import { selectUnreadTotal } from '../unread';
import { BackButton } from './back-button';
import { UnreadBadge, unreadLabel } from './unread-badge';
import styles from './header.module.css';

export interface HeaderProps {
  track: (event: AnalyticsEvent) => void;
}

/**
 * The default header (docs/product.md §2): tagline, back button, logo, search, post / board / about links, the
 * user's name with the unread badge or a login button, and the menu button. It slides away on
 * scroll down and comes back after two upward scrolls.
 */
export function Header({ track }: HeaderProps) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const unread = useAppSelector(selectUnreadTotal);
  const menuOpen = useAppSelector(selectMenuOpen);
  const scrolledAway = useHeaderHidden(pathname);
  const [focusInside, setFocusInside] = useState(false);
  const hidden = scrolledAway && !focusInside && !menuOpen;

  const onBoardClick = (event: MouseEvent<HTMLAnchorElement>) => {
    track('click_header_board');
    if (pathname === '/board') {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  return (
    <header
      className={hidden ? `${styles.header} ${styles.hidden}` : styles.header}
      data-hidden={hidden}
      onFocus={() => setFocusInside(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      <div className={styles.inner}>
        <p className={styles.tagline}>{SITE_TAGLINE}</p>
        <div className={styles.start}>
          <BackButton className={styles.back} iconClassName={styles.icon} />
          <Link to="/" className={styles.logo}>
            <span className={styles.logoMark} aria-hidden="true">
              <Icon name="house" />
            </span>
            <span className={styles.logoText}>家いちば</span>
          </Link>
        </div>

        <nav className={styles.nav} aria-label="ヘッダーメニュー">
          <ul className={styles.list}>
            <li>
              <button type="button" className={styles.item} aria-label="物件を検索" onClick={() => dispatch(openSearchDialog())}>
                <Icon name="search" className={styles.icon} />
                <span className={styles.label} aria-hidden="true">
                  検索
                </span>
              </button>
            </li>
            <li>
              <Link to="/post" className={styles.item} onClick={() => track('click_header_post')}>
                <Icon name="post" className={styles.icon} />
                <span className={styles.label}>物件を掲載</span>
              </Link>
            </li>
            <li>
              <Link to="/board" className={styles.item} onClick={onBoardClick} aria-current={pathname === '/board' ? 'page' : undefined}>
                <Icon name="board" className={styles.icon} />
                <span className={styles.label}>掲示板</span>
              </Link>
            </li>
            <li className={styles.about}>
              <Link to="/system" className={styles.item} onClick={() => track('click_header_feature')}>
                <Icon name="about" className={styles.icon} />
                <span className={styles.label}>家いちばとは</span>
              </Link>
            </li>
            <li>
              {user ? (
                <Link to="/my-page" className={`${styles.item} ${styles.user}`} onClick={() => track('click_header_mypage')}>
                  <span className={styles.iconWrap}>
                    <Icon name="user" className={styles.icon} />
                    <UnreadBadge count={unread} className={styles.badge} />
                  </span>
                  <span className={`${styles.label} ${styles.userName}`}>{`${user.last_name} ${user.first_name}`}</span>
                  {unread > 0 ? <span className="visually-hidden">{unreadLabel(unread)}</span> : null}
                </Link>
              ) : (
                <button
                  type="button"
                  className={`${styles.item} ${styles.login}`}
                  onClick={() => {
                    track('click_header_login');
                    dispatch(openLoginDialog());
                  }}
                >
                  <Icon name="login" className={styles.icon} />
                  <span className={styles.label}>ログイン</span>
                </button>
              )}
            </li>
          </ul>
        </nav>

        <button
          type="button"
          className={`${styles.item} ${styles.menu}`}
          aria-label="メニューを開く"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => dispatch(setMenuOpen(true))}
        >
          <Icon name="menu" className={styles.icon} />
          <span className={styles.label} aria-hidden="true">
            メニュー
          </span>
        </button>
      </div>
    </header>
  );
}
