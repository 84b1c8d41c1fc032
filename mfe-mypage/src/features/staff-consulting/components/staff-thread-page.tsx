import { Link, useParams } from 'react-router-dom';
import { CONSULTING_THREAD_TYPE_LABELS, consultingPaths } from '@akiya/contracts';
import { REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { QueryPageFallback } from '../../../components/query-page-fallback';
import { idOf } from '../../../utils/route-params';
import { ConsultingThread } from '../../../components/consulting-thread';
import { consultingArgs, useGetConsultingThreadQuery } from '../../../api/consulting-api';

/** /my-page/staff/consulting/threads/:id: staff reply in one consulting conversation. */
export function StaffThreadPage() {
  const id = idOf(useParams().id);
  const { data, error, isLoading, refetch } = useGetConsultingThreadQuery(consultingArgs('staff', id), { refetchOnMountOrArgChange: REFETCH_STALE_S });
  if (isLoading || !data) return <QueryPageFallback query={{ isLoading, error, refetch }} title="ご相談" staff />;
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
