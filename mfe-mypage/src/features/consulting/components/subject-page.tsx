import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CONSULTING_MESSAGES, CONSULTING_THREAD_TYPE_LABELS, type ConsultingThreadType } from '@akiya/contracts';
import { subjectPath } from '../utils/subject-path';
import { NotFoundPage, REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { QueryPageFallback } from '../../../components/query-page-fallback';

import { Composer } from '../../../components/composer';
import { ConsultingThread } from '../../../components/consulting-thread';
import { useMessageSender } from '../../../hooks/use-message-sender';
import { consultingSubjectArgs, useGetConsultingSubjectQuery, useStartConsultingThreadMutation, type ConsultingSubjectArgs } from '../../../api/consulting-api';
import { idOf } from '../../../utils/route-params';

/**
 * /my-page/consultings/:type/:id — a conversation with the operator about a listing (`property`) or
 * a public Q&A answer (`solution`): the user's thread about it, or the form that starts one (the
 * first message makes the thread). Another type, or a listing / Q&A that is not public: 404.
 */
export function ConsultingSubjectPage() {
  const params = useParams();
  const subject = consultingSubjectArgs(params.type, idOf(params.id));
  if (!subject) return <NotFoundPage />;
  return <Subject subject={subject} />;
}

function Subject({ subject }: { subject: ConsultingSubjectArgs }) {
  const { type, id } = subject;
  const { data, error, isLoading, refetch } = useGetConsultingSubjectQuery(subject, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  if (isLoading || !data) return <QueryPageFallback query={{ isLoading, error, refetch }} title="ご相談" />;
  const subjectLink = subjectPath(type, id);
  return (
    <SectionPage title={`${CONSULTING_THREAD_TYPE_LABELS[type]}のご相談`}>
      <p>
        <Link to="/my-page/consultings">ご相談の一覧へ戻る</Link>
      </p>
      <p>
        <Link to={subjectLink}>{data.title}</Link>
      </p>
      {data.thread ? <ConsultingThread scope="user" thread={data.thread} /> : <StartForm type={type} id={id} />}
    </SectionPage>
  );
}

function StartForm({ type, id }: { type: ConsultingThreadType; id: number }) {
  const [start] = useStartConsultingThreadMutation();
  const sendFn = useCallback((args: { body: string; clientId: string; files: File[] }) => start({ type, subjectId: id, ...args }).unwrap(), [start, type, id]);
  const send = useMessageSender(`my-page-consulting-start:${type}:${id}`, sendFn);
  return (
    <>
      <p>{CONSULTING_MESSAGES.threadStart}</p>
      <Composer state={send} />
    </>
  );
}
