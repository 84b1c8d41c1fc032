import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage, Spinner, useDocumentTitle } from '@akiya/shared-ui';
import { LIST_PATH } from '../../../config/paths';
import { useGetAkiyabankListingPageQuery } from '../api/listings-api';
import { ListingGrid } from './listing-grid';
import { ListingsEmpty } from './listings-empty';
import { ListingsError } from './listings-error';
import { Pagination } from './pagination';
import styles from './listing-list-page.module.css';

/** /akiyabank/list and /akiyabank/list/page/:page (digits only, checked by DigitsRoute). */
export function ListingListPage() {
  const { page: pageParam = '1' } = useParams();
  const page = Number.parseInt(pageParam, 10);
  const valid = Number.isSafeInteger(page) && page >= 1;
  useDocumentTitle(valid && page > 1 ? `物件一覧（${page}ページ目）` : '物件一覧');

  const { currentData, error, isError, isFetching, refetch } = useGetAkiyabankListingPageQuery(page, { skip: !valid });

  useEffect(() => {
    if (valid) window.scrollTo(0, 0);
  }, [page, valid]);

  if (!valid) return <NotFoundPage />;

  let body;
  if (isError) body = <ListingsError error={error} onRetry={() => void refetch()} />;
  else if (!currentData) body = isFetching ? <Spinner label="物件を読み込み中…" /> : null;
  else if (currentData.items.length === 0)
    body =
      currentData.total === 0 ? (
        <ListingsEmpty text="掲載中の物件はまだありません" />
      ) : (
        <ListingsEmpty text="このページに表示できる物件はありません">
          <Link to={LIST_PATH}>物件一覧の最初のページへ</Link>
        </ListingsEmpty>
      );
  else
    body = (
      <>
        <p className={styles.count} aria-live="polite">
          全{currentData.total.toLocaleString('ja-JP')}件中 {(currentData.page - 1) * currentData.limit + 1}〜
          {(currentData.page - 1) * currentData.limit + currentData.items.length}件を表示
        </p>
        <ListingGrid listings={currentData.items} label="物件の一覧" />
        <Pagination page={currentData.page} totalPages={currentData.totalPages} />
      </>
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
