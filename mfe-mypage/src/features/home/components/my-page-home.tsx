import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { selectBaseData, selectUser, useAppSelector } from '@akiya/shared-ui';
import { SECTIONS, type SectionKey } from '../../../config/sections';
import { SectionPage } from '../../../components/section-page';
import { selectUnreadCounts } from '../../../store/select-unread-counts';
import { displayName } from '../../../utils/display-name';
import { SectionCard } from './section-card';
import styles from './my-page-home.module.css';

interface CardState {
  status: string;
  empty: boolean;
  badge: number;
}

/**
 * /my-page: a greeting, `notices` (the profile alert) and one card per section, each saying what it
 * holds or that it is still empty.
 */
export function MyPageHome({ notices }: { notices?: ReactNode }) {
  const user = useAppSelector(selectUser);
  const favoriteCount = useAppSelector((state) => selectBaseData(state)?.favorites.length ?? 0);
  const unread = useAppSelector(selectUnreadCounts);
  const name = user ? displayName(user) : '';

  const cardState = (key: SectionKey, emptyText: string): CardState => {
    switch (key) {
      case 'favorite':
        return favoriteCount > 0
          ? { status: `${favoriteCount}件の物件をお気に入りに登録しています`, empty: false, badge: 0 }
          : { status: emptyText, empty: true, badge: 0 };
      case 'messages':
        return unread.messages > 0
          ? { status: `未読のメッセージが${unread.messages}件あります`, empty: false, badge: unread.messages }
          : { status: emptyText, empty: true, badge: 0 };
      case 'project':
        return unread.postedProperties > 0
          ? { status: `掲載物件への未読のメッセージが${unread.postedProperties}件あります`, empty: false, badge: unread.postedProperties }
          : { status: emptyText, empty: true, badge: 0 };
      case 'profile':
        return { status: user ? `${name}（${user.email}）` : '', empty: false, badge: 0 };
      default:
        return { status: emptyText, empty: true, badge: 0 };
    }
  };

  return (
    <SectionPage
      title="マイページ"
      lead={
        <p className={styles.greeting}>
          こんにちは、<span className={styles.name}>{name}</span>さん
        </p>
      }
    >
      {notices}
      <ul className={styles.cards} aria-label="マイページの項目">
        {SECTIONS.filter((section) => section.key !== 'home').map((section) => {
          const card = cardState(section.key, section.emptyText);
          return (
            <li key={section.key}>
              <SectionCard section={section} status={card.status} empty={card.empty} badge={card.badge} />
            </li>
          );
        })}
      </ul>
      {/* Saved searches with alerts and feeds (docs/product.md) */}
      <p className={styles.more}>
        <Link to="/my-page/searches">保存した検索条件と新着のお知らせ</Link>
      </p>
    </SectionPage>
  );
}
