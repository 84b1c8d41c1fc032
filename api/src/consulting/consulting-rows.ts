import {
  CONSULTING_REQUESTER_TYPES,
  CONSULTING_STATUS_LABELS,
  CONSULTING_TIMINGS,
  consultingMovesFrom,
  type ConsultingMessage,
  type ConsultingRequestDetail,
  type ConsultingRequestSummary,
  type ConsultingRequesterType,
  type ConsultingThreadSummary,
  type ConsultingTiming,
  type MessageAttachment,
} from '@akiya/contracts';
import { bool, isoOf } from '../database/sql';
import { threadMessageContent } from '../message-threads/message-rows';
import type { MessageRow, RequestRow, ThreadRow } from './consulting.repository';

export function toRequestSummary(r: RequestRow): ConsultingRequestSummary {
  return {
    id: Number(r.id),
    status: r.status,
    status_label: CONSULTING_STATUS_LABELS[r.status],
    requester_type: r.requester_type as ConsultingRequesterType,
    property_label: r.property_label,
    property_id: r.property_id === null ? null : Number(r.property_id),
    problem: r.problem,
    timing: r.timing as ConsultingTiming,
    thread_id: Number(r.thread_id),
    version: Number(r.version),
    created_at: isoOf(r.created_at),
    updated_at: isoOf(r.updated_at),
  };
}

export function toRequestDetail(r: RequestRow, staff: boolean): ConsultingRequestDetail {
  return {
    ...toRequestSummary(r),
    prefecture_code: r.prefecture_code ?? null,
    place: r.place ?? null,
    property_description: r.property_description ?? null,
    phone: r.phone ?? null,
    moves: staff ? consultingMovesFrom(r.status) : [],
  };
}

export function toThreadSummary(r: ThreadRow, staff: boolean): ConsultingThreadSummary {
  return {
    id: Number(r.id),
    type: r.type,
    subject_id: r.subject_id === null ? null : Number(r.subject_id),
    title: r.title,
    request_id: r.request_id === null ? null : Number(r.request_id),
    request_status: r.request_status ?? null,
    last_message:
      r.last_message_at === null || r.last_message_at === undefined
        ? null
        : { body: r.last_message_body ?? '', created_at: isoOf(r.last_message_at), from_operator: bool(r.last_message_from_operator) },
    unread: Number(r.unread ?? 0),
    updated_at: isoOf(r.updated_at),
    ...(staff ? { user: { id: Number(r.user_id), name: `${r.user_last_name ?? ''} ${r.user_first_name ?? ''}`.trim() } } : {}),
  };
}

export function toConsultingMessage(r: MessageRow, attachments: MessageAttachment[]): ConsultingMessage {
  return {
    id: Number(r.id),
    thread_id: Number(r.thread_id),
    kind: r.kind,
    from_operator: bool(r.from_operator),
    ...threadMessageContent(r, attachments),
  };
}

/** The first message of a request's thread: the request as the user filled it in. */
export function requestSummaryText(v: { requesterType: ConsultingRequesterType; propertyLabel: string; description: string | null; timing: ConsultingTiming; phone: string | null; problem: string }): string {
  return [
    `【ご相談者】${CONSULTING_REQUESTER_TYPES[v.requesterType]}`,
    `【物件】${v.propertyLabel}`,
    ...(v.description ? [`【物件の概要】${v.description}`] : []),
    `【ご希望の時期】${CONSULTING_TIMINGS[v.timing]}`,
    ...(v.phone ? [`【電話番号】${v.phone}`] : []),
    '【お困りのこと・ご相談内容】',
    v.problem,
  ].join('\n');
}

