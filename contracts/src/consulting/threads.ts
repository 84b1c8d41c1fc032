/**
 * A consulting thread is about a listing, a public Q&A answer, or — for a supporter (応援団,
 * contracts/partners.ts) — its own partner record: the supporter's messages with the operator.
 */
import { oneOfGuard } from '../status-table';

export const CONSULTING_THREAD_TYPES = ['property', 'solution', 'partner'] as const;
export type ConsultingThreadType = (typeof CONSULTING_THREAD_TYPES)[number];
export const CONSULTING_THREAD_TYPE_LABELS: Record<ConsultingThreadType, string> = { property: '物件について', solution: 'Q&Aについて', partner: '応援団について' };

export const isConsultingThreadType = oneOfGuard(CONSULTING_THREAD_TYPES);
