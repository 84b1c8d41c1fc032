import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppSelector, Icon } from '@akiya/shared-ui';
import { SECTIONS, type SectionKey } from '../../../config/sections';
import { SECTION_ICONS } from '../../../config/section-icons';
import { UnreadBadge } from '../../../components/unread-badge';
import { selectUnreadCounts, type UnreadCounts } from '../../../store/select-unread-counts';
import type { SideNavState } from '../hooks/use-side-nav';
import styles from './side-nav.module.css';

function badgeCount(key: SectionKey, counts: UnreadCounts): number {
  if (key === 'messages') return counts.messages;
  if (key === 'project') return counts.postedProperties;
  if (key === 'consultings') return counts.consultings;
  return 0;
}

interface SideNavProps {
  id: string;
  state: SideNavState;
  /** A link was followed: slide out. */
  onNavigate: () => void;
  /** Closed by the close button, the backdrop or Escape: slide out and give focus back. */
  onDismiss: () => void;
}

/**
 * Side navigation of the my page (docs/product.md §2). From 850 px it is a column beside the content; below,
 * a drawer that slides in from the left and slides out in TIMINGS.menuCloseMs.
 */
export function SideNav({ id, state, onNavigate, onDismiss }: SideNavProps) {
  const counts = useAppSelector(selectUnreadCounts);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (state !== 'open') return undefined;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state, onDismiss]);

  return (
    <>
      {state !== 'closed' ? (
        <div className={styles.backdrop} data-state={state} onClick={onDismiss} aria-hidden="true" />
      ) : null}
      <div id={id} className={styles.drawer} data-state={state} data-testid="side-nav">
        <div className={styles.head}>
          <span className={styles.title}>マイページメニュー</span>
          <button ref={closeButton} type="button" className={styles.close} onClick={onDismiss}>
            <Icon name="close" size={22} />
            <span className="visually-hidden">メニューを閉じる</span>
          </button>
        </div>
        <nav aria-label="マイページメニュー">
          <ul className={styles.list}>
            {SECTIONS.map((section) => (
              <li key={section.key}>
                <NavLink to={section.path} end={section.key === 'home'} className={styles.link} onClick={onNavigate}>
                  <Icon name={SECTION_ICONS[section.key]} size={22} />
                  <span className={styles.label}>{section.label}</span>
                  <UnreadBadge count={badgeCount(section.key, counts)} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
