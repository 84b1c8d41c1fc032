import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, NotFoundPage, Pager, QueryStatus, useDocumentTitle } from '@akiya/shared-ui';
import { LIST_PATH, listPagePath } from '../../../config/paths';
import { useGetAkiyabankListingPageQuery } from '../api/listings-api';
import { ListingGrid } from './listing-grid';
import styles from './listing-list-page.module.css';

/** /akiyabank/list and /akiyabank/list/page/:page (digits only, checked by DigitsRoute). */
export function ListingListPage() {
  const { page: pageParam = '1' } = useParams();
  const page = Number.parseInt(pageParam, 10);
  const valid = Number.isSafeInteger(page) && page >= 1;
  useDocumentTitle(valid && page > 1 ? `物件一覧（${page}ページ目）` : '物件一覧');

  const query = useGetAkiyabankListingPageQuery(page, { skip: !valid });

  useEffect(() => {
    if (valid) window.scrollTo(0, 0);
  }, [page, valid]);

  if (!valid) return <NotFoundPage />;

  const body = (
    <QueryStatus
      query={query}
      current
      loadingLabel="物件を読み込み中…"
      data-testid="listings"
      isEmpty={(list) => list.items.length === 0}
      empty={
        query.currentData?.total === 0 ? (
          <EmptyState text="掲載中の物件はまだありません" testId="listings-empty" />
        ) : (
          <EmptyState text="このページに表示できる物件はありません" testId="listings-empty">
            <Link to={LIST_PATH}>物件一覧の最初のページへ</Link>
          </EmptyState>
        )
      }
    >
      {(list) => (
        <>
          <p className={styles.count} aria-live="polite">
            全{list.total.toLocaleString('ja-JP')}件中 {(list.page - 1) * list.limit + 1}〜
            {(list.page - 1) * list.limit + list.items.length}件を表示
          </p>
          <ListingGrid listings={list.items} label="物件の一覧" />
          <Pager current={list.page} total={list.totalPages} hrefFor={listPagePath} pageLabel={(n) => `${n}ページ目`} />
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
      <p className={styles.lead}>民間空き家バンクに掲載中の空き家・古い建物・土地です。物件をクリックすると、写真や詳しい情報をご覧いただけます。</p>
      {body}
    </main>
  );
}
