import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppSelector, useGetBaseDataQuery, Icon } from '@akiya/shared-ui';
import { sectionByKey, type SectionKey } from '../../../config/sections';
import { SECTION_ICONS } from '../../../config/section-icons';
import { UnreadBadge } from '../../../components/unread-badge';
import { selectUnreadCounts } from '../../../store/select-unread-counts';
import styles from './bottom-tab-bar.module.css';

interface BottomTabBarProps {
  /** id of the side navigation the "その他" tab opens. */
  controlsId: string;
  menuOpen: boolean;
  onMore: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * Bottom tab bar of the my page under 850 px (docs/product.md §2): マイページ, お気に入り (only when the user
 * has favourites), メッセージ and 掲載物件 (with unread badges), and その他, which opens the side navigation.
 */
export function BottomTabBar({ controlsId, menuOpen, onMore }: BottomTabBarProps) {
  // From the base-data query itself, so a favourite added or removed anywhere (optimistic update of
  // the board's toggle, removal from the list) shows or hides the tab at once.
  const hasFavorites = (useGetBaseDataQuery().data?.favorites.length ?? 0) > 0;
  const counts = useAppSelector(selectUnreadCounts);

  const tabs: { key: SectionKey; badge: number }[] = [
    { key: 'home', badge: 0 },
    ...(hasFavorites ? [{ key: 'favorite' as const, badge: 0 }] : []),
    { key: 'messages', badge: counts.messages },
    { key: 'project', badge: counts.postedProperties },
  ];

  return (
    <nav className={styles.bar} aria-label="マイページタブ">
      <ul className={styles.list}>
        {tabs.map(({ key, badge }) => {
          const section = sectionByKey(key);
          return (
            <li key={key} className={styles.item}>
              <NavLink to={section.path} end={key === 'home'} className={styles.tab}>
                <span className={styles.icon}>
                  <Icon name={SECTION_ICONS[key]} size={22} />
                  <span className={styles.badge}>
                    <UnreadBadge count={badge} />
                  </span>
                </span>
                <span className={styles.label}>{section.label}</span>
              </NavLink>
            </li>
          );
        })}
        <li className={styles.item}>
          <button type="button" className={styles.tab} aria-expanded={menuOpen} aria-controls={controlsId} onClick={onMore}>
            <span className={styles.icon}>
              <Icon name="more" size={22} />
            </span>
            <span className={styles.label}>その他</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
