import { Link, useParams } from 'react-router-dom';
import { CONSULTING_THREAD_TYPE_LABELS, consultingPaths, MESSAGES } from '@akiya/contracts';
import { apiErrorStatus, NotFoundPage, QueryError, REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { idOf } from '../../../utils/route-params';
import { ConsultingThread } from '../../../components/consulting-thread';
import { consultingArgs, useGetConsultingThreadQuery } from '../../../api/consulting-api';

/** /my-page/staff/consulting/threads/:id: staff reply in one consulting conversation. */
export function StaffThreadPage() {
  const id = idOf(useParams().id);
  const { data, error, isLoading, refetch } = useGetConsultingThreadQuery(consultingArgs('staff', id), { refetchOnMountOrArgChange: REFETCH_STALE_S });
  if (isLoading) return <LoadingOverlay label="読み込み中…" />;
  if (!data) {
    const code = apiErrorStatus(error);
    if (code === 404 || code === 401 || code === 403) return <NotFoundPage />;
    return (
      <SectionPage title="ご相談">
        <QueryError message={MESSAGES.remoteLoadFailed} onRetry={() => void refetch()} />
      </SectionPage>
    );
  }
  return (
    <SectionPage title={data.title}>
      <p>
        <Link to="/my-page/staff/consulting">受付の一覧へ戻る</Link>
        {data.request_id ? (
          <>
            {'　'}
            <Link to={consultingPaths.staffRequest(data.request_id)}>お申し込みの内容と状況</Link>
          </>
        ) : null}
      </p>
      <p>{`${CONSULTING_THREAD_TYPE_LABELS[data.type]}・${data.user?.name ?? ''}`}</p>
      <ConsultingThread scope="staff" thread={data} />
    </SectionPage>
  );
}
