import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CONSULTING_THREAD_TYPE_LABELS, consultingPaths, type ConsultingThreadType } from '@akiya/contracts';
import { Button, QueryStatus, REFETCH_STALE_S } from '@akiya/shared-ui';
import { sectionByKey } from '../../../config/sections';
import { SectionPage } from '../../../components/section-page';
import { SectionEmptyState } from '../../../components/empty-state';
import { UnreadBadge } from '../../../components/unread-badge';
import { ConsultingStatusChip } from '../../../components/consulting-status';
import { useGetConsultingThreadsQuery } from '../../../api/consulting-api';
import { formatDateTime } from '../../../utils/format-date';
import styles from './consulting.module.css';

/** /my-page/consultings: the user's consulting conversations, by type (about a property / a Q&A answer). */
export function ThreadsPage() {
  const section = sectionByKey('consultings');
  const [type, setType] = useState<ConsultingThreadType | 'all'>('all');
  const query = useGetConsultingThreadsQuery('user', { refetchOnMountOrArgChange: REFETCH_STALE_S });
  return (
    <SectionPage title={section.label} lead={<p>{section.description}</p>}>
      <p className={styles.lead}>
        <Link to="/my-page/airyflow">airyflow のお申し込みと状況を見る</Link>
      </p>
      <div className={styles.filters} role="group" aria-label="種類で絞り込む">
        {(['all', 'property', 'solution'] as const).map((t) => (
          <Button key={t} variant={type === t ? 'primary' : 'secondary'} aria-pressed={type === t} onClick={() => setType(t)}>
            {t === 'all' ? 'すべて' : CONSULTING_THREAD_TYPE_LABELS[t]}
          </Button>
        ))}
      </div>
      <QueryStatus
        query={query}
        loadingLabel="ご相談を読み込み中…"
        isEmpty={(d) => d.items.length === 0}
        empty={<SectionEmptyState text={section.emptyText} hint={section.emptyHint} action={section.action} />}
      >
        {(d) => {
          const items = d.items.filter((x) => type === 'all' || x.type === type);
          if (items.length === 0) return <p>この種類のご相談はありません。</p>;
          return (
            <ul className={styles.list} aria-label="ご相談のやりとり">
              {items.map((x) => (
                <li key={x.id}>
                  <Link className={styles.item} to={consultingPaths.thread(x.id)} data-testid="consulting-thread-row">
                    <p className={styles.itemTitle}>
                      <span>{CONSULTING_THREAD_TYPE_LABELS[x.type]}</span>
                      {x.request_status ? <ConsultingStatusChip status={x.request_status} /> : null}
                      <span>{x.title}</span>
                      <UnreadBadge count={x.unread} />
                    </p>
                    {x.last_message ? (
                      <p className={styles.meta}>{`${formatDateTime(x.last_message.created_at)}\u3000${x.last_message.from_operator ? '事務局' : 'あなた'}：${x.last_message.body}`}</p>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryStatus>
    </SectionPage>
  );
}
