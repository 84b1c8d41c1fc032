import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CONSULTING_MESSAGES, CONSULTING_REQUESTER_TYPES, CONSULTING_TIMINGS, consultingPaths, prefectureByCode, type ConsultingStatus } from '@akiya/contracts';
import { apiErrorMessage, apiErrorStatus, Button, REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { QueryPageFallback } from '../../../components/query-page-fallback';
import { DetailRow } from '../../../components/detail-row';
import { idOf } from '../../../utils/route-params';
import { ConflictNotice } from '../../../components/conflict-notice';
import { ConsultingStatusSteps } from '../../../components/consulting-status';
import { ConsultingThread } from '../../../components/consulting-thread';
import { consultingArgs, useGetConsultingRequestQuery, useGetConsultingThreadQuery, useMoveConsultingRequestMutation } from '../../../api/consulting-api';
import { formatDateTime } from '../../../utils/format-date';
import styles from './staff-consulting.module.css';

/**
 * /my-page/staff/consulting/:id: one request for staff — who asked, the form, the status buttons of
 * the moves the table allows now (a move another staff member made first: 409, the reload notice),
 * and the thread to reply in.
 */
export function StaffRequestPage() {
  const id = idOf(useParams().id);
  const { data, error, isLoading, refetch } = useGetConsultingRequestQuery(consultingArgs('staff', id), { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const thread = useGetConsultingThreadQuery(consultingArgs('staff', data?.thread_id ?? 0), { skip: !data });
  const [move, moveState] = useMoveConsultingRequestMutation();
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (isLoading || !data) return <QueryPageFallback query={{ isLoading, error, refetch }} title="ご相談" staff />;
  const take = async (to: ConsultingStatus) => {
    setConflict(false);
    setFailure(null);
    try {
      await move({ id, request: { to, version: data.version } }).unwrap();
    } catch (e) {
      if (apiErrorStatus(e) === 409) setConflict(true);
      else setFailure(apiErrorMessage(e));
    }
  };
  return (
    <SectionPage title={`ご相談 #${data.id}：${data.property_label}`}>
      <p>
        <Link to="/my-page/staff/consulting">受付の一覧へ戻る</Link>
      </p>
      <div aria-live="polite">
        <ConsultingStatusSteps status={data.status} />
      </div>
      {conflict ? (
        <ConflictNotice
          message={CONSULTING_MESSAGES.conflict}
          onReload={() => {
            setConflict(false);
            void refetch();
          }}
        />
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
      {data.moves.length > 0 ? (
        <div className={styles.moves} role="group" aria-label="状況を変える">
          {data.moves.map((m) => (
            <Button key={m.to} variant={m.to === 'declined' ? 'danger' : 'primary'} loading={moveState.isLoading} onClick={() => void take(m.to)}>
              {m.label}
            </Button>
          ))}
        </div>
      ) : (
        <p>このご相談は終了しています。</p>
      )}
      <dl className={styles.details}>
        <DetailRow label="ご相談者">{data.user ? `${data.user.name}（${data.user.email}）` : ''}</DetailRow>
        <DetailRow label="区分">{CONSULTING_REQUESTER_TYPES[data.requester_type] ?? ''}</DetailRow>
        <DetailRow label="受付日時">{formatDateTime(data.created_at)}</DetailRow>
        <DetailRow label="物件">
          {data.property_id ? <Link to={`/project/${data.property_id}`}>{data.property_label}</Link> : `${prefectureByCode(data.prefecture_code ?? '')?.name ?? ''}${data.place ?? ''}`}
        </DetailRow>
        {data.property_description ? <DetailRow label="物件の概要">{data.property_description}</DetailRow> : null}
        <DetailRow label="ご希望の時期">{CONSULTING_TIMINGS[data.timing] ?? ''}</DetailRow>
        {data.phone ? <DetailRow label="電話番号">{data.phone}</DetailRow> : null}
        <DetailRow label="お困りのこと">{data.problem}</DetailRow>
      </dl>
      {thread.data ? (
        <>
          <p>
            <Link to={consultingPaths.staffThread(thread.data.id)}>やりとりだけを開く</Link>
          </p>
          <ConsultingThread scope="staff" thread={thread.data} />
        </>
      ) : null}
    </SectionPage>
  );
}
