import { Link, useParams } from 'react-router-dom';
import { CONSULTING_THREAD_TYPE_LABELS, consultingPaths } from '@akiya/contracts';
import { subjectPath } from '../utils/subject-path';
import { REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { QueryPageFallback } from '../../../components/query-page-fallback';

import { idOf } from '../../../utils/route-params';
import { ConsultingStatusChip } from '../../../components/consulting-status';
import { ConsultingThread } from '../../../components/consulting-thread';
import { consultingArgs, useGetConsultingThreadQuery } from '../../../api/consulting-api';

/** /my-page/consultings/:id: one consulting conversation of the user (another user's: 404). */
export function ConsultingThreadPage() {
  const id = idOf(useParams().id);
  const { data, error, isLoading, refetch } = useGetConsultingThreadQuery(consultingArgs('user', id), { refetchOnMountOrArgChange: REFETCH_STALE_S });
  if (isLoading || !data) return <QueryPageFallback query={{ isLoading, error, refetch }} loadingLabel="ご相談を読み込み中…" title="ご相談" />;
  return (
    <SectionPage title={data.title}>
      <p>
        <Link to="/my-page/consultings">ご相談の一覧へ戻る</Link>
      </p>
      <p>
        <span>{CONSULTING_THREAD_TYPE_LABELS[data.type]}</span>
        {data.request_id ? (
          <>
            {'　'}
            {data.request_status ? <ConsultingStatusChip status={data.request_status} /> : null}
            {'　'}
            <Link to={consultingPaths.request(data.request_id)}>お申し込み内容と状況</Link>
          </>
        ) : null}
        {data.subject_id && !data.request_id ? (
          <>
            {'　'}
            <Link to={subjectPath(data.type, data.subject_id)}>
              {data.type === 'property' ? '物件ページを見る' : data.type === 'solution' ? 'Q&Aを見る' : '応援団のページへ'}
            </Link>
          </>
        ) : null}
      </p>
      <ConsultingThread scope="user" thread={data} />
    </SectionPage>
  );
}
