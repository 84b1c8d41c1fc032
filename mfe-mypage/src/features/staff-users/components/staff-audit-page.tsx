import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorStatus, NotFoundPage, Pager, QueryStatus, REFETCH_STALE_S, selectUser, useAppSelector } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { pageOf, STAFF_USERS_PATH, staffAuditHref, useGetStaffAuditQuery } from '../api/staff-users-api';
import { AuditEntries } from './audit-entries';
import staffPage from '../../../components/staff-page.module.css';

export const STAFF_AUDIT_TEXTS = {
  title: 'スタッフの操作履歴',
  lead: 'スタッフが行った操作（アカウントの無効化・有効化、代理ログイン、投稿の審査など）の記録です。新しい順に表示します。',
  empty: '操作の記録はまだありません',
  listLabel: '操作履歴',
} as const;

/** /my-page/staff/audit?page=: the staff audit log, paged. Anyone but staff: the 404 page. */
export function StaffAuditPage() {
  const staff = useAppSelector(selectUser)?.is_staff === true;
  const [search] = useSearchParams();
  const page = pageOf(search.get('page'));
  const skip = !staff || page === null;
  const query = useGetStaffAuditQuery({ page: page ?? 1 }, { skip, refetchOnMountOrArgChange: REFETCH_STALE_S });
  if (skip || apiErrorStatus(query.error) === 404) return <NotFoundPage />;
  return (
    <SectionPage
      title={page !== null && page > 1 ? `${STAFF_AUDIT_TEXTS.title}（${page}ページ目）` : STAFF_AUDIT_TEXTS.title}
      lead={
        <p>
          {STAFF_AUDIT_TEXTS.lead}
          {'　'}
          <Link to={STAFF_USERS_PATH}>会員の管理</Link>
        </p>
      }
    >
      <QueryStatus query={query} current loadingLabel="操作履歴を読み込み中…" isEmpty={(d) => d.items.length === 0} empty={STAFF_AUDIT_TEXTS.empty}>
        {(d) => (
          <>
            <p className={staffPage.count}>{`全${d.total}件`}</p>
            <AuditEntries items={d.items} label={STAFF_AUDIT_TEXTS.listLabel} />
            <Pager current={d.page} total={Math.ceil(d.total / d.perPage)} hrefFor={staffAuditHref} pageLabel={(n) => `${n}ページ目`} />
          </>
        )}
      </QueryStatus>
    </SectionPage>
  );
}
