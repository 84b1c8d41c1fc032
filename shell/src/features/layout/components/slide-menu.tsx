import { useEffect, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MESSAGES, TIMINGS } from '@akiya/contracts';
import { Drawer, Icon, type IconName, openLoginDialog, openSearchDialog, selectMenuOpen, selectUser, setMenuOpen, useAppDispatch, useAppSelector } from '@akiya/shared-ui';
import { MENU_GROUPS, type MenuEntry } from '../utils/menu-entries';
import { storeRedirect } from '../utils/redirect';
import styles from './slide-menu.module.css';

export const MENU_ID = 'site-menu';

/** One of the menu's buttons above the entries (login, search): its icon, then its label. */
function MenuButton({ className, icon, label, onClick }: { className: string; icon: IconName; label: string; onClick: () => void }) {
  return (
    <button type="button" className={className} onClick={onClick}>
      <Icon name={icon} className={styles.buttonIcon} />
      {label}
    </button>
  );
}

/**
 * The slide-in menu (docs/product.md §2): every menu entry, search, login. Entries that need login store the
 * wanted path and open the login dialog with the reason when nobody is logged in. A modal dialog:
 * focus stays inside, Esc or the backdrop closes it, the page does not scroll behind it, and it
 * slides out in 300 ms (shared-ui's Drawer).
 */
export function SlideMenu() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const close = () => dispatch(setMenuOpen(false));
  // The menu closes before the login or search dialog opens: only one modal at a time.
  const closeAndOpen = (dialog: ReturnType<typeof openLoginDialog | typeof openSearchDialog>) => {
    close();
    dispatch(dialog);
  };

  // Any navigation closes the menu.
  useEffect(() => {
    dispatch(setMenuOpen(false));
  }, [pathname, dispatch]);

  const onEntryClick = (entry: MenuEntry) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (entry.needsLogin && !user) {
      event.preventDefault();
      storeRedirect(entry.to);
      closeAndOpen(openLoginDialog({ reason: MESSAGES.loginRequired }));
      return;
    }
    close();
  };

  return (
    <Drawer
      open={open}
      title="メニュー"
      head={
        <span className={styles.title} aria-hidden="true">
          MENU
        </span>
      }
      onClose={close}
      closeLabel="メニューを閉じる"
      closeMs={TIMINGS.menuCloseMs}
      id={MENU_ID}
      width={380}
      flush
    >
      <div className={styles.account}>
        {user ? (
          <p className={styles.greeting}>
            <Icon name="user" className={styles.greetingIcon} />
            <span>{`${user.last_name} ${user.first_name}`} さん</span>
          </p>
        ) : (
          <MenuButton className={styles.loginButton} icon="login" label="ログイン" onClick={() => closeAndOpen(openLoginDialog())} />
        )}
        <MenuButton className={styles.searchButton} icon="search" label="物件を検索" onClick={() => closeAndOpen(openSearchDialog())} />
      </div>

      <nav className={styles.nav} aria-label="サイトメニュー">
        {MENU_GROUPS.map((group) => (
          <section key={group.title ?? 'main'} className={styles.group}>
            {group.title ? <h2 className={styles.groupTitle}>{group.title}</h2> : null}
            <ul className={group.title ? styles.list : `${styles.list} ${styles.main}`}>
              {group.entries.map((entry) => (
                <li key={entry.to}>
                  <Link
                    to={entry.to}
                    className={styles.link}
                    aria-current={pathname === entry.to ? 'page' : undefined}
                    onClick={onEntryClick(entry)}
                  >
                    <span>{entry.label}</span>
                    {entry.needsLogin && !user ? <span className={styles.lock}>要ログイン</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </Drawer>
  );
}
