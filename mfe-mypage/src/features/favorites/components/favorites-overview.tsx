import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage, QueryError, REFETCH_STALE_S, Spinner } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { OVERVIEW_PAGE, useGetFavoriteArticlesQuery, useGetFavoriteListingsQuery, useGetFavoriteSolutionsQuery } from '../api/favorites-api';
import { FAVORITE_KINDS, FAVORITE_ENTRY_TEXTS as T } from './favorite-kinds';
import { FavoriteEntryItem } from './favorite-entry-item';
import { FavoriteListingItem } from './favorite-listing-item';
import { ListKindNav } from './list-kind-nav';
import styles from './favorites.module.css';

interface GroupProps<T> {
  kind: (typeof FAVORITE_KINDS)[number];
  query: { data?: { items: T[]; total: number }; error?: unknown; isFetching: boolean; refetch: () => unknown };
  shown: number;
  render: (item: T) => ReactNode;
  keyOf: (item: T) => number;
}

function Group<T>({ kind, query, shown, render, keyOf }: GroupProps<T>) {
  const headingId = `favorites-${kind.type}-heading`;
  let body;
  if (!query.data && (query.isFetching || !query.error)) body = <Spinner label="お気に入りを読み込み中…" />;
  else if (query.error || !query.data) body = <QueryError message={apiErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0) body = <p className={styles.count}>{kind.empty}</p>;
  else
    body = (
      <>
        <ul className={styles.list} aria-labelledby={headingId}>
          {query.data.items.slice(0, shown).map((item) => (
            <li key={keyOf(item)}>{render(item)}</li>
          ))}
        </ul>
        {query.data.total > shown ? (
          <p className={styles.more}>
            <Link to={kind.path}>{T.seeAll(kind.label)}</Link>
          </p>
        ) : null}
      </>
    );
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupHeading}>
        {kind.label}
        {query.data ? `（${T.count(query.data.total)}）` : ''}
      </h2>
      {body}
    </section>
  );
}

/**
 * /my-page/list (the newest three of each kind) and /my-page/list/items (the first page of each):
 * every favourite together — listings, articles and Q&A — with links to each full list.
 */
export function FavoritesOverview({ all = false }: { all?: boolean }) {
  const shown = all ? 10 : 3;
  const listings = useGetFavoriteListingsQuery(OVERVIEW_PAGE, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const articles = useGetFavoriteArticlesQuery(OVERVIEW_PAGE, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const solutions = useGetFavoriteSolutionsQuery(OVERVIEW_PAGE, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const [listingKind, articleKind, solutionKind] = FAVORITE_KINDS;
  return (
    <SectionPage title={all ? T.itemsTitle : T.overviewTitle} lead={<p>{T.overviewLead}</p>}>
      <ListKindNav />
      <Group kind={listingKind} query={listings} shown={shown} keyOf={(l) => l.id} render={(l) => <FavoriteListingItem listing={l} />} />
      <Group kind={articleKind} query={articles} shown={shown} keyOf={(a) => a.id} render={(a) => <FavoriteEntryItem item={{ kind: 'article', entry: a }} />} />
      <Group kind={solutionKind} query={solutions} shown={shown} keyOf={(s) => s.id} render={(s) => <FavoriteEntryItem item={{ kind: 'solution', entry: s }} />} />
    </SectionPage>
  );
}
