import { Link } from 'react-router-dom';
import { CONSULTING_TIMINGS, consultingPaths } from '@akiya/contracts';
import { buttonClass, QueryStatus, REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { ConsultingStatusChip } from '../../../components/consulting-status';
import { SectionEmptyState } from '../../../components/empty-state';
import { useGetConsultingRequestsQuery } from '../../../api/consulting-api';
import { formatDate } from '../../../utils/format-date';
import styles from './consulting.module.css';

/** /my-page/airyflow: the user's consulting requests and their status. */
export function RequestsPage() {
  const query = useGetConsultingRequestsQuery('user', { refetchOnMountOrArgChange: REFETCH_STALE_S });
  return (
    <SectionPage title="airyflow のご相談" lead={<p>airyflow（不動産ストック活用コンサルティング）にお申し込みいただいたご相談と、その状況です。</p>}>
      <div className={styles.actions}>
        <Link className={buttonClass('primary')} to="/airyflow/post">
          新しく相談する
        </Link>
        <Link className={buttonClass('secondary')} to="/my-page/consultings">
          ご相談のやりとり一覧
        </Link>
      </div>
      <QueryStatus
        query={query}
        loadingLabel="ご相談を読み込み中…"
        isEmpty={(d) => d.items.length === 0}
        empty={
          <SectionEmptyState
            text="airyflow へのご相談はまだありません"
            hint="お申し込みフォームからご相談いただくと、その内容と状況がここに表示されます。"
            action={{ to: '/consult', label: 'airyflow のご案内を見る' }}
          />
        }
      >
        {(d) => (
          <ul className={styles.list} aria-label="ご相談の一覧">
            {d.items.map((r) => (
              <li key={r.id}>
                <Link className={styles.item} to={consultingPaths.request(r.id)} data-testid="consulting-request-row">
                  <p className={styles.itemTitle}>
                    <ConsultingStatusChip status={r.status} />
                    <span>{r.property_label}</span>
                  </p>
                  <p className={styles.meta}>{`${formatDate(r.created_at)} 受付・ご希望の時期：${CONSULTING_TIMINGS[r.timing] ?? ''}`}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
    </SectionPage>
  );
}
