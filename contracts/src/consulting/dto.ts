/** DTOs of the consulting requests and of the threads between a user and the operator. */
import type { MessageAttachment } from '../deals/dto';
import type { ConsultingRequesterType, ConsultingTiming } from './form';
import type { ConsultingStatus, ConsultingTransition } from './status-machine';
import type { ConsultingThreadType } from './threads';

export interface ConsultingRequestSummary {
  id: number;
  status: ConsultingStatus;
  status_label: string;
  requester_type: ConsultingRequesterType;
  /** The listing's title, or the described place. */
  property_label: string;
  property_id: number | null;
  problem: string;
  timing: ConsultingTiming;
  thread_id: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface ConsultingRequestDetail extends ConsultingRequestSummary {
  prefecture_code: string | null;
  place: string | null;
  property_description: string | null;
  phone: string | null;
  /** Moves the viewer may take now (staff only; [] for the user). */
  moves: ConsultingTransition[];
  /** Staff view only: who asked. */
  user?: { id: number; name: string; email: string };
}

export interface ConsultingRequestCreated {
  success: true;
  id: number;
  thread_id: number;
  redirect: string;
}

export interface ConsultingThreadSummary {
  id: number;
  type: ConsultingThreadType;
  /** The listing or Q&A the thread is about (null for a request about a described property). */
  subject_id: number | null;
  title: string;
  request_id: number | null;
  request_status: ConsultingStatus | null;
  last_message: { body: string; created_at: string; from_operator: boolean } | null;
  /** Unread messages for the viewer (the user: from the operator; staff: from the user). */
  unread: number;
  updated_at: string;
  /** Staff view only. */
  user?: { id: number; name: string };
}

export interface ConsultingMessage {
  id: number;
  thread_id: number;
  kind: 'text' | 'status';
  from_operator: boolean;
  body: string;
  attachments: MessageAttachment[];
  status_from: ConsultingStatus | null;
  status_to: ConsultingStatus | null;
  client_id: string | null;
  created_at: string;
  read_at: string | null;
}

export interface ConsultingMessagePage {
  items: ConsultingMessage[];
  hasMore: boolean;
}

/** GET /api/my-page/consulting/subjects/:type/:id — the thread about a listing / Q&A, if any. */
export interface ConsultingSubject {
  type: ConsultingThreadType;
  subject_id: number;
  title: string;
  thread: ConsultingThreadSummary | null;
}

export interface ConsultingStatusMoveRequest {
  to: ConsultingStatus;
  /** The version the staff saw; another one → 409 with CONSULTING_MESSAGES.conflict. */
  version: number;
}
