import { Fragment, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { formatMessage, type EditorialPageInfo } from '@akiya/contracts';
import { NotFoundPage, Pager, pageHref, QueryStatus, type QueryLike } from '@akiya/shared-ui';
import { EDITORIAL_TEXTS } from '../config/editorial-texts';
import { listPageOf } from '../utils/editorial-format';
import { isMissing } from '../utils/missing';
import styles from './editorial.module.css';

/**
 * The `:page` parameter of a list route (digits already checked by DigitsRoute), read by listPageOf:
 * page 0 or a number too large is the 404 page, an explicit /page/1 goes to the list's own address.
 */
export function PageGate({ basePath, children }: { basePath: string; children: (page: number) => ReactNode }) {
  const { page: param } = useParams();
  const { search } = useLocation();
  const page = listPageOf(param);
  if (page === 'notFound') return <NotFoundPage />;
  if (page === 'firstPage') return <Navigate replace to={`${basePath}${search}`} />;
  return <>{children(page)}</>;
}

/**
 * A page of an editorial list: the API's 404 (a page past the last) is the 404 page; then loading,
 * error (with retry), empty state, the count, the items (one `<li>` each, from `children`) and the pager.
 */
export function PagedResults<I extends { id: number }>({
  query,
  basePath,
  empty,
  children,
  'data-testid': testId,
}: {
  query: QueryLike<EditorialPageInfo & { items: I[] }>;
  basePath: string;
  empty: string;
  children: (item: I) => ReactNode;
  'data-testid'?: string;
}) {
  const { search } = useLocation();
  if (isMissing(query)) return <NotFoundPage />;
  return (
    <QueryStatus
      query={query}
      current
      loadingLabel={EDITORIAL_TEXTS.loadingList}
      isEmpty={(d) => d.total === 0}
      empty={empty}
      data-testid={testId}
    >
      {(data) => (
        <>
          <p className={styles.count}>{formatMessage(EDITORIAL_TEXTS.totalCount, { count: data.total })}</p>
          <ul className={styles.list}>
            {data.items.map((item) => (
              <Fragment key={item.id}>{children(item)}</Fragment>
            ))}
          </ul>
          <Pager
            current={data.page}
            total={data.totalPages}
            hrefFor={(n) => pageHref(basePath, n, search)}
            pageLabel={(n) => formatMessage(EDITORIAL_TEXTS.pageLabel, { page: n })}
          />
        </>
      )}
    </QueryStatus>
  );
}
