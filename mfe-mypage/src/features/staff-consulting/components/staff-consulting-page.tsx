import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CONSULTING_STATUS_LABELS, CONSULTING_STATUSES, consultingPaths, type ConsultingStatus } from '@akiya/contracts';
import { apiErrorStatus, NotFoundPage, QueryStatus, REFETCH_STALE_S } from '@akiya/shared-ui';
import { ChoiceFilter } from '../../../components/choice-filter';
import { SectionPage } from '../../../components/section-page';
import { DataTable } from '../../../components/data-table';
import { UnreadBadge } from '../../../components/unread-badge';
import { ConsultingStatusChip } from '../../../components/consulting-status';
import { useGetConsultingRequestsQuery, useGetConsultingThreadsQuery } from '../../../api/consulting-api';
import { formatDateTime } from '../../../utils/format-date';
import styles from './staff-consulting.module.css';

/**
 * /my-page/staff/consulting: staff see every consulting request (filtered by status) and every
 * conversation with its unread messages; both lists refetch on the realtime events. Non-staff: 404
 * (the API answers 404 to them).
 */
export function StaffConsultingPage() {
  const [status, setStatus] = useState<ConsultingStatus | ''>('');
  const requests = useGetConsultingRequestsQuery('staff', { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const threads = useGetConsultingThreadsQuery('staff', { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const code = apiErrorStatus(requests.error) ?? apiErrorStatus(threads.error);
  if (code === 404 || code === 401 || code === 403) return <NotFoundPage />;
  return (
    <SectionPage title="コンサルティングの受付（スタッフ）" lead={
        <p>
          airyflow へのご相談と、物件・Q&Aについてのご相談のやりとりです。{'　'}
          <Link to="/my-page/staff/review">投稿の審査</Link>
        </p>
      }>
      <h2 className={styles.sectionTitle}>お申し込み</h2>
      <div className={styles.filters}>
        <ChoiceFilter label="状況で絞り込む" allLabel="すべて" choices={CONSULTING_STATUSES} labels={CONSULTING_STATUS_LABELS} value={status} onValue={setStatus} />
      </div>
      <QueryStatus query={requests} loadingLabel="読み込み中…" isEmpty={(d) => d.items.length === 0} empty="お申し込みはまだありません">
        {(d) => {
          const items = d.items.filter((r) => !status || r.status === status);
          return (
            <DataTable className={styles.table} label="お申し込みの一覧" columns={['受付', '状況', '物件']}>
              {items.map((r) => (
                <tr key={r.id} data-testid="staff-consulting-request">
                  <td>{formatDateTime(r.created_at)}</td>
                  <td>
                    <ConsultingStatusChip status={r.status} />
                  </td>
                  <td>
                    <Link to={consultingPaths.staffRequest(r.id)}>{`#${r.id} ${r.property_label}`}</Link>
                  </td>
                </tr>
              ))}
            </DataTable>
          );
        }}
      </QueryStatus>
      <h2 className={styles.sectionTitle}>ご相談のやりとり</h2>
      <QueryStatus query={threads} loadingLabel="読み込み中…" isEmpty={(d) => d.items.length === 0} empty="ご相談のやりとりはまだありません">
        {(d) => (
          <DataTable className={styles.table} label="ご相談のやりとりの一覧" columns={['最終更新', 'ご相談者', '件名']}>
            {d.items.map((x) => (
              <tr key={x.id} data-testid="staff-consulting-thread">
                <td>{formatDateTime(x.updated_at)}</td>
                <td>{x.user?.name ?? ''}</td>
                <td>
                  <Link to={consultingPaths.staffThread(x.id)}>{x.title}</Link> <UnreadBadge count={x.unread} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
    </SectionPage>
  );
}
