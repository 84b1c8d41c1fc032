import { selectBaseData, useAppSelector } from '@akiya/shared-ui';
import { LinkTabs } from '../../../components/link-tabs';
import { FAVORITE_KINDS, FAVORITE_ENTRY_TEXTS as T, type FavoriteKindType } from './favorite-kinds';

/** Links between the three favourite lists, each with its count from base data. */
export function ListKindNav({ current }: { current?: FavoriteKindType }) {
  // The base data itself is selected (a stable reference); the counts are read from it.
  const data = useAppSelector(selectBaseData);
  const counts = { favorite: data?.favorites.length ?? 0, article: data?.articleFavorites?.length ?? 0, solution: data?.solutionFavorites?.length ?? 0 };
  const tabs = [
    { key: 'all', to: '/my-page/list', label: 'すべて', current: current === undefined },
    ...FAVORITE_KINDS.map((kind) => ({ key: kind.type, to: kind.path, label: `${kind.label}（${T.count(counts[kind.type])}）`, current: current === kind.type })),
  ];
  return <LinkTabs label="お気に入りの種類" tabs={tabs} />;
}
