import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { formatMessage } from '@akiya/contracts';
import { apiErrorMessage, apiErrorStatus, NotFoundPage, Pager, pageHref, QueryError, Spinner } from '@akiya/shared-ui';
import { sectionByKey } from '../../../config/sections';
import { SectionEmptyState } from '../../../components/empty-state';
import { SectionPage } from '../../../components/section-page';
import { favoriteListPage, useGetFavoriteListingsQuery } from '../api/favorites-api';
import { FavoriteEntriesPage } from './favorite-entries-page';
import { FavoriteListingItem } from './favorite-listing-item';
import { ListKindNav } from './list-kind-nav';
import styles from './favorites.module.css';

const BASE_PATH = '/my-page/list/favorite';

/**
 * /my-page/list/favorite and /my-page/list/favorite/page/{page}: the user's favourite listings, newest
 * favourite first, ten per page, with an empty state and pagination. A page that is not digits or
 * lies past the last one is the 404 page; an explicit page 1 goes to the list's own address.
 */
export function FavoritesPage() {
  const section = sectionByKey('favorite');
  const { page: pageParam } = useParams();
  const navigate = useNavigate();
  const { page, valid: validPage, skip } = favoriteListPage(pageParam);
  const { data, error, isLoading, isFetching, refetch } = useGetFavoriteListingsQuery(page, { skip });

  if (!validPage || apiErrorStatus(error) === 404) return <NotFoundPage />;
  if (pageParam !== undefined && page === 1) return <Navigate replace to={BASE_PATH} />;

  let body;
  if (isLoading || (!data && isFetching)) {
    body = <Spinner label="お気に入りを読み込み中…" />;
  } else if (error || !data) {
    body = (
      <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />
    );
  } else if (data.items.length === 0 && page === 1) {
    body = <SectionEmptyState text={section.emptyText} hint={section.emptyHint} action={section.action} />;
  } else {
    body = (
      <>
        <p className={styles.count} role="status">
          {formatMessage('{total}件（{from}〜{to}件目）', {
            total: data.total,
            from: (page - 1) * data.limit + 1,
            to: (page - 1) * data.limit + data.items.length,
          })}
        </p>
        <ul className={styles.list} aria-label={section.label}>
          {data.items.map((listing) => (
            <li key={listing.id}>
              <FavoriteListingItem
                listing={listing}
                // The last one of a later page removed: that page no longer exists, go one back.
                onRemoved={() => (data.items.length === 1 && page > 1 ? navigate(pageHref(BASE_PATH, page - 1), { replace: true }) : undefined)}
              />
            </li>
          ))}
        </ul>
        <Pager current={page} total={data.totalPages} hrefFor={(n) => pageHref(BASE_PATH, n)} />
      </>
    );
  }

  return (
    <SectionPage title={page > 1 ? `${section.label}（${page}ページ目）` : section.label} lead={<p>{section.description}</p>}>
      <ListKindNav current="favorite" />
      {body}
    </SectionPage>
  );
}

/**
 * /my-page/list/{type}[/page/{page}] (MY_PAGE_LIST_TYPES): `favorite` the listings, `article` and
 * `solution` the favourite articles and Q&A; any other type is 404.
 */
export function MyPageListRoute() {
  const { type } = useParams();
  if (type === 'favorite') return <FavoritesPage />;
  if (type === 'article' || type === 'solution') return <FavoriteEntriesPage kind={type} />;
  return <NotFoundPage />;
}
