import { Link, useParams } from 'react-router-dom';
import { CONSULTING_REQUESTER_TYPES, CONSULTING_TIMINGS, type ConsultingRequestDetail } from '@akiya/contracts';
import { REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { QueryPageFallback } from '../../../components/query-page-fallback';
import { DetailRow } from '../../../components/detail-row';
import { idOf } from '../../../utils/route-params';
import { ConsultingStatusSteps } from '../../../components/consulting-status';
import { ConsultingThread } from '../../../components/consulting-thread';
import { consultingArgs, useGetConsultingRequestQuery, useGetConsultingThreadQuery } from '../../../api/consulting-api';
import { formatDateTime } from '../../../utils/format-date';
import styles from './consulting.module.css';

/** The request as filled in (shared by the user's and the staff's request pages). */
export function RequestDetails({ request }: { request: ConsultingRequestDetail }) {
  return (
    <dl className={styles.details}>
      <DetailRow label="受付日時">{formatDateTime(request.created_at)}</DetailRow>
      <DetailRow label="ご相談者">{CONSULTING_REQUESTER_TYPES[request.requester_type] ?? ''}</DetailRow>
      <DetailRow label="物件">{request.property_id ? <Link to={`/project/${request.property_id}`}>{request.property_label}</Link> : request.property_label}</DetailRow>
      {request.property_description ? <DetailRow label="物件の概要">{request.property_description}</DetailRow> : null}
      <DetailRow label="ご希望の時期">{CONSULTING_TIMINGS[request.timing] ?? ''}</DetailRow>
      <DetailRow label="お困りのこと">{request.problem}</DetailRow>
    </dl>
  );
}

/** /my-page/airyflow/:id: one request, its status and the thread with the operator (another user's: 404). */
export function RequestPage() {
  const id = idOf(useParams().id);
  const { data, error, isLoading, refetch } = useGetConsultingRequestQuery(consultingArgs('user', id), { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const thread = useGetConsultingThreadQuery(consultingArgs('user', data?.thread_id ?? 0), { skip: !data });
  if (isLoading || !data) return <QueryPageFallback query={{ isLoading, error, refetch }} loadingLabel="ご相談を読み込み中…" title="ご相談" />;
  return (
    <SectionPage title={`ご相談：${data.property_label}`}>
      <p>
        <Link to="/my-page/airyflow">ご相談の一覧へ戻る</Link>
      </p>
      <div aria-live="polite">
        <ConsultingStatusSteps status={data.status} />
      </div>
      <RequestDetails request={data} />
      {thread.data ? <ConsultingThread scope="user" thread={thread.data} /> : null}
    </SectionPage>
  );
}
