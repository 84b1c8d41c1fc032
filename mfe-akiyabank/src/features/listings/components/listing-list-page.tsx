import { formatNumber, type BankListResponse } from '@akiya/contracts';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState, NotFoundPage, Pager, QueryStatus, useDocumentTitle, type QueryLike } from '@akiya/shared-ui';
import { LIST_PATH, listPagePath, type ListFilters } from '../../../config/paths';
import { bankListQuery, useGetAkiyabankListingsQuery, useGetAkiyabankMunicipalitiesQuery, type BankListArgs } from '../../../api/listings-api';
import { ListFiltersForm } from './list-filters';
import { ListingGrid } from './listing-grid';
import styles from './listing-list-page.module.css';

/** /akiyabank/list and /akiyabank/list/page/:page (digits only), filtered by ?prefecture= and ?municipality=. */
export function ListingListPage() {
  const [search] = useSearchParams();
  const { args, skip } = bankListQuery(useParams().page, search);
  const query = useGetAkiyabankListingsQuery(args, { skip });
  // A page past the last one (the API answers it empty) is not a page: the 404 page, as the board's.
  const pastLastPage = query.currentData !== undefined && args.page > Math.max(1, query.currentData.totalPages);
  if (skip || pastLastPage) return <NotFoundPage />;
  return <ListingList args={args} query={query} />;
}

/** A page of the list (its title, heading, filters and listings). */
function ListingList({ args, query }: { args: BankListArgs; query: QueryLike<BankListResponse> }) {
  const navigate = useNavigate();
  const { page, prefecture, municipality } = args;
  const filters = useMemo<ListFilters>(() => ({ prefecture, municipality }), [prefecture, municipality]);
  useDocumentTitle(page > 1 ? `物件一覧（${page}ページ目）` : '物件一覧');

  const municipalities = useGetAkiyabankMunicipalitiesQuery();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);

  const filtered = Boolean(prefecture || municipality);
  const body = (
    <QueryStatus
      query={query}
      current
      loadingLabel="物件を読み込み中…"
      data-testid="listings"
      isEmpty={(list) => list.items.length === 0}
      empty={
        query.currentData?.total === 0 ? (
          <EmptyState text={filtered ? 'この条件に合う物件はありません' : '掲載中の物件はまだありません'} testId="listings-empty">
            {filtered ? <Link to={LIST_PATH}>すべての物件を見る</Link> : null}
          </EmptyState>
        ) : (
          <EmptyState text="このページに表示できる物件はありません" testId="listings-empty">
            <Link to={listPagePath(1, filters)}>物件一覧の最初のページへ</Link>
          </EmptyState>
        )
      }
    >
      {(list) => (
        <>
          <p className={styles.count} aria-live="polite">
            全{formatNumber(list.total)}件中 {(list.page - 1) * list.limit + 1}〜
            {(list.page - 1) * list.limit + list.items.length}件を表示
          </p>
          <ListingGrid listings={list.items} label="物件の一覧" />
          <Pager current={list.page} total={list.totalPages} hrefFor={(n) => listPagePath(n, filters)} pageLabel={(n) => `${n}ページ目`} />
        </>
      )}
    </QueryStatus>
  );

  return (
    <main className={styles.page} aria-labelledby="list-heading">
      <h1 id="list-heading" className={styles.title}>
        物件一覧
        {page > 1 ? <span className={styles.pageNo}>（{page}ページ目）</span> : null}
      </h1>
      <p className={styles.lead}>提携する自治体が空き家バンクに掲載している物件です。都道府県や市町村で絞り込めます。</p>
      {municipalities.data ? (
        <ListFiltersForm municipalities={municipalities.data} value={filters} onApply={(f) => navigate(listPagePath(1, f))} />
      ) : null}
      {body}
    </main>
  );
}
