import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { buttonClass, NotFoundPage, Pager, pageHref, QueryStatus, readApiError, REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionEmptyState } from '../../../components/empty-state';
import { SectionPage } from '../../../components/section-page';
import { sectionByKey } from '../../../config/sections';
import { postedPropertiesQuery, useGetPostedPropertiesQuery } from '../api/seller-projects-api';
import type { ProjectListState } from '../utils/format';
import formStyles from '../../../components/form-layout.module.css';
import { PostedPropertyCard } from './posted-property-card';
import styles from './seller-projects.module.css';

/**
 * /my-page/project and /my-page/project/page/:page: the logged-in seller's listings (10 per page,
 * newest first) with their state, and the success message of a change of publication.
 */
export function ProjectListPage() {
  const section = sectionByKey('project');
  const { page, args, skip } = postedPropertiesQuery(useParams().page);
  const location = useLocation();
  const done = (location.state as ProjectListState | null)?.done ?? null;
  const doneRef = useRef<HTMLParagraphElement>(null);
  const query = useGetPostedPropertiesQuery(args, { skip, refetchOnMountOrArgChange: REFETCH_STALE_S });

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const body = readApiError(query.error);
  if (page < 1 || (body?.statusCode === 404 && page > 1)) return <NotFoundPage />;

  return (
    <SectionPage title={section.label} lead={<p>{section.description}</p>}>
      {done ? (
        <p ref={doneRef} tabIndex={-1} className={`${formStyles.success} ${styles.done}`} role="status">
          {done}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <Link to="/post" className={buttonClass('secondary')}>
          新しく物件を掲載する
        </Link>
        <Link to="/forms/republish" className={buttonClass('secondary')}>
          再掲載を依頼する
        </Link>
      </div>
      <QueryStatus
        query={query}
        loadingLabel="掲載物件を読み込み中…"
        isEmpty={(data) => data.total === 0}
        empty={<SectionEmptyState text={section.emptyText} hint={section.emptyHint} action={section.action} />}
      >
        {(data) => (
          <>
            <p className={styles.count}>
              全{data.total}件（{data.page} / {data.totalPages} ページ）
            </p>
            <ul className={styles.list} aria-label="掲載物件の一覧">
              {data.items.map((p) => (
                <li key={p.property_id}>
                  <PostedPropertyCard property={p} />
                </li>
              ))}
            </ul>
            <Pager
              current={data.page}
              total={data.totalPages}
              hrefFor={(n) => pageHref('/my-page/project', n)}
              label="掲載物件のページ"
              previousLabel="前のページ"
              nextLabel="次のページ"
            />
          </>
        )}
      </QueryStatus>
    </SectionPage>
  );
}
