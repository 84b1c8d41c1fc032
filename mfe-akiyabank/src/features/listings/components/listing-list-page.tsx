import { formatNumber } from '@akiya/contracts';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState, NotFoundPage, Pager, QueryStatus, useDocumentTitle } from '@akiya/shared-ui';
import { LIST_PATH, listPagePath, type ListFilters } from '../../../config/paths';
import { bankListQuery, useGetAkiyabankListingsQuery, useGetAkiyabankMunicipalitiesQuery } from '../../../api/listings-api';
import { ListFiltersForm } from './list-filters';
import { ListingGrid } from './listing-grid';
import styles from './listing-list-page.module.css';

/** /akiyabank/list and /akiyabank/list/page/:page (digits only), filtered by ?prefecture= and ?municipality=. */
export function ListingListPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { args, skip } = bankListQuery(useParams().page, search);
  const { page, prefecture, municipality } = args;
  const valid = !skip;
  const filters = useMemo<ListFilters>(() => ({ prefecture, municipality }), [prefecture, municipality]);
  useDocumentTitle(valid && page > 1 ? `物件一覧（${page}ページ目）` : '物件一覧');

  const municipalities = useGetAkiyabankMunicipalitiesQuery();
  const query = useGetAkiyabankListingsQuery(args, { skip });

  useEffect(() => {
    if (valid) window.scrollTo(0, 0);
  }, [page, valid]);

  if (!valid) return <NotFoundPage />;

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
