import { Link } from 'react-router-dom';
import styles from '../top-page.module.css';
import { TopSection } from './top-section';

const LINKS = [
  {
    to: '/board',
    label: '掲示板を見る',
    body: '全国の空き家・古民家・土地の掲載を、新しい順にまとめて見られます。',
  },
  {
    to: '/reviews',
    label: '売主さんの体験談',
    body: '家いちばで物件を手放した売主さんが、決めるまでの迷いや、売れたあとのことを語ります。',
  },
  {
    to: '/akiyabank',
    label: '民間空き家バンク',
    body: '地域ごとの空き家の情報を集めた、民間の空き家バンクです。移住先さがしの手がかりに。',
  },
] as const;

/** Links into the board, the sellers' stories and the vacant-house bank. */
export function ExploreLinks() {
  return (
    <TopSection headingId="top-explore-title" eyebrow="EXPLORE" title="家いちばを歩いてみる">
      <ul className={styles.cards}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.card}>
              <span className={styles.cardTitle}>{link.label}</span>
              <span className={styles.cardBody}>{link.body}</span>
              <span className={styles.cardMore} aria-hidden="true">
                くわしく見る →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TopSection>
  );
}
