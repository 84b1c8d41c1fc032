import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { formatMessage, type ArticleListResponse, type SolutionListResponse } from '@akiya/contracts';
import { apiErrorMessage, apiErrorStatus, NotFoundPage, Pager, pageHref, QueryError, REFETCH_STALE_S, Spinner } from '@akiya/shared-ui';
import { SectionEmptyState } from '../../../components/empty-state';
import { SectionPage } from '../../../components/section-page';
import { favoriteListPage, useGetFavoriteArticlesQuery, useGetFavoriteSolutionsQuery } from '../api/favorites-api';
import { FAVORITE_KINDS, FAVORITE_ENTRY_TEXTS as T } from './favorite-kinds';
import { FavoriteEntryItem } from './favorite-entry-item';
import { ListKindNav } from './list-kind-nav';
import styles from './favorites.module.css';

/**
 * /my-page/list/article and /my-page/list/solution (+ /page/{page}): the favourite articles or Q&A,
 * newest favourite first, ten per page. Like the listing favourites: a page that is not digits or past
 * the last is 404; an explicit page 1 goes to the list's own address.
 */
export function FavoriteEntriesPage({ kind }: { kind: 'article' | 'solution' }) {
  const meta = FAVORITE_KINDS.find((k) => k.type === kind)!;
  const { page: pageParam } = useParams();
  const navigate = useNavigate();
  const { page, valid: validPage, skip } = favoriteListPage(pageParam);
  const articles = useGetFavoriteArticlesQuery(page, { skip: skip || kind !== 'article', refetchOnMountOrArgChange: REFETCH_STALE_S });
  const solutions = useGetFavoriteSolutionsQuery(page, { skip: skip || kind !== 'solution', refetchOnMountOrArgChange: REFETCH_STALE_S });
  const query = kind === 'article' ? articles : solutions;
  const { error, isFetching, refetch } = query;
  const data = query.data as ArticleListResponse | SolutionListResponse | undefined;

  if (!validPage || apiErrorStatus(error) === 404) return <NotFoundPage />;
  if (pageParam !== undefined && page === 1) return <Navigate replace to={meta.path} />;

  let body;
  if (!data && (isFetching || !error)) {
    body = <Spinner label="お気に入りを読み込み中…" />;
  } else if (error || !data) {
    body = <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  } else if (data.items.length === 0 && page === 1) {
    body = <SectionEmptyState text={meta.empty} hint={T.emptyHint} action={kind === 'article' ? T.articlesAction : T.solutionsAction} />;
  } else {
    body = (
      <>
        <p className={styles.count} role="status">
          {formatMessage('{total}件（{from}〜{to}件目）', { total: data.total, from: (page - 1) * data.limit + 1, to: (page - 1) * data.limit + data.items.length })}
        </p>
        <ul className={styles.list} aria-label={`お気に入りの${meta.label}`}>
          {data.items.map((entry) => (
            <li key={entry.id}>
              <FavoriteEntryItem
                item={kind === 'article' ? { kind: 'article', entry: entry as ArticleListResponse['items'][number] } : { kind: 'solution', entry: entry as SolutionListResponse['items'][number] }}
                onRemoved={() => (data.items.length === 1 && page > 1 ? navigate(pageHref(meta.path, page - 1), { replace: true }) : undefined)}
              />
            </li>
          ))}
        </ul>
        <Pager current={page} total={data.totalPages} hrefFor={(n) => pageHref(meta.path, n)} />
      </>
    );
  }
  const title = `お気に入りの${meta.label}`;
  return (
    <SectionPage title={page > 1 ? `${title}（${page}ページ目）` : title}>
      <ListKindNav current={kind} />
      {body}
    </SectionPage>
  );
}
