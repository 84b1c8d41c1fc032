// The consulting fixtures the my page's tests share: the demo request 5 ("長野県上田市", in review),
// its thread 9 and a message of that thread.
import type { ConsultingMessage, ConsultingRequestDetail, ConsultingThreadSummary } from '@akiya/contracts';

/** Request 5 as GET /api/my-page/consulting/requests/5 answers it. */
export function fakeConsultingRequest(over: Partial<ConsultingRequestDetail> = {}): ConsultingRequestDetail {
  return {
    id: 5,
    status: 'in_review',
    status_label: '確認中',
    requester_type: 'heir',
    property_label: '長野県上田市',
    property_id: null,
    problem: '相続した家をどうするか迷っています。',
    timing: 'within6Months',
    thread_id: 9,
    version: 2,
    created_at: '2026-11-10T01:00:00.000Z',
    updated_at: '2026-11-10T01:00:00.000Z',
    prefecture_code: '20',
    place: '上田市',
    property_description: '築70年の平屋',
    phone: null,
    moves: [],
    ...over,
  };
}

/** Thread 9, the thread of request 5, with one unread message. */
export function fakeConsultingThread(over: Partial<ConsultingThreadSummary> = {}): ConsultingThreadSummary {
  return {
    id: 9,
    type: 'property',
    subject_id: null,
    title: 'ご相談：長野県上田市',
    request_id: 5,
    request_status: 'in_review',
    last_message: null,
    unread: 1,
    updated_at: '2026-11-10T01:00:00.000Z',
    ...over,
  };
}

/** An unread text message of thread 9 from the user. */
export function fakeConsultingMessage(over: Partial<ConsultingMessage> = {}): ConsultingMessage {
  return {
    id: 1,
    thread_id: 9,
    kind: 'text',
    from_operator: false,
    body: '',
    attachments: [],
    status_from: null,
    status_to: null,
    client_id: null,
    created_at: '2026-11-10T01:00:00.000Z',
    read_at: null,
    ...over,
  };
}
