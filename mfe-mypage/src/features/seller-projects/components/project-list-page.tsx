import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { MESSAGES } from '@akiya/contracts';
import { NotFoundPage, readApiError, Spinner } from '@akiya/shared-ui';
import { EmptyState } from '../../../components/empty-state';
import { SectionPage } from '../../../components/section-page';
import { sectionByKey } from '../../../config/sections';
import { useGetPostedPropertiesQuery } from '../api/seller-projects-api';
import type { ProjectListState } from '../utils/format';
import { Pager } from './pager';
import { PostedPropertyCard } from './posted-property-card';
import styles from './seller-projects.module.css';

/**
 * /my-page/project and /my-page/project/page/:page: the logged-in seller's listings (10 per page,
 * newest first) with their state, and the success message of a change of publication.
 */
export function ProjectListPage() {
  const section = sectionByKey('project');
  const params = useParams();
  const page = params.page ? Number(params.page) : 1;
  const location = useLocation();
  const done = (location.state as ProjectListState | null)?.done ?? null;
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { data, error, isFetching, isLoading, refetch } = useGetPostedPropertiesQuery({ page }, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const body = readApiError(error);
  if (page < 1 || (body?.statusCode === 404 && page > 1)) return <NotFoundPage />;

  let content;
  if (isLoading || (!data && isFetching)) content = <Spinner label="掲載物件を読み込み中…" />;
  else if (!data) {
    content = (
      <div className={styles.errorBox} role="alert">
        <p>{body?.message ?? MESSAGES.serverError}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => void refetch()}>
          {MESSAGES.retry}
        </button>
      </div>
    );
  } else if (data.total === 0) {
    content = <EmptyState text={section.emptyText} hint={section.emptyHint} action={section.action} />;
  } else {
    content = (
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
        <Pager page={data.page} totalPages={data.totalPages} />
      </>
    );
  }

  return (
    <SectionPage title={section.label} lead={<p>{section.description}</p>}>
      {done ? (
        <p ref={doneRef} tabIndex={-1} className={styles.success} role="status">
          {done}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <Link to="/post" className={styles.secondaryLink}>
          新しく物件を掲載する
        </Link>
        <Link to="/forms/republish" className={styles.secondaryLink}>
          再掲載を依頼する
        </Link>
      </div>
      {content}
    </SectionPage>
  );
}
