import { Link } from 'react-router-dom';
import { selectBaseData, useAppSelector } from '@akiya/shared-ui';
import { FAVORITE_KINDS, FAVORITE_ENTRY_TEXTS as T, type FavoriteKindType } from './favorite-kinds';
import styles from './favorites.module.css';

/** Links between the three favourite lists, each with its count from base data. */
export function ListKindNav({ current }: { current?: FavoriteKindType }) {
  // The base data itself is selected (a stable reference); the counts are read from it.
  const data = useAppSelector(selectBaseData);
  const counts = { favorite: data?.favorites.length ?? 0, article: data?.articleFavorites?.length ?? 0, solution: data?.solutionFavorites?.length ?? 0 };
  return (
    <nav aria-label="お気に入りの種類" className={styles.kindNav}>
      <ul>
        <li>
          <Link to="/my-page/list" aria-current={current === undefined ? 'page' : undefined}>
            すべて
          </Link>
        </li>
        {FAVORITE_KINDS.map((kind) => (
          <li key={kind.type}>
            <Link to={kind.path} aria-current={current === kind.type ? 'page' : undefined}>
              {kind.label}（{T.count(counts[kind.type])}）
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
