/** Request statuses and the transition table (the API refuses any other move with 409). */
import { oneOfGuard } from '../status-table';

export const CONSULTING_STATUSES = ['received', 'in_review', 'proposal_sent', 'contracted', 'closed', 'declined'] as const;
export type ConsultingStatus = (typeof CONSULTING_STATUSES)[number];

export const CONSULTING_STATUS_LABELS: Record<ConsultingStatus, string> = {
  received: '受付済み',
  in_review: '確認中',
  proposal_sent: 'ご提案済み',
  contracted: 'ご契約',
  closed: '完了',
  declined: 'お見送り',
};

export interface ConsultingTransition {
  from: ConsultingStatus;
  to: ConsultingStatus;
  /** The staff button. */
  label: string;
}

/**
 * Every move a request can make (staff only). received → in review → proposal sent → contracted →
 * closed; declined from any open status before the contract. Nothing leaves closed or declined.
 */
export const CONSULTING_TRANSITIONS: readonly ConsultingTransition[] = [
  { from: 'received', to: 'in_review', label: '確認を始める' },
  { from: 'received', to: 'declined', label: 'お見送りにする' },
  { from: 'in_review', to: 'proposal_sent', label: '提案を送ったことにする' },
  { from: 'in_review', to: 'declined', label: 'お見送りにする' },
  { from: 'proposal_sent', to: 'in_review', label: '提案をやり直す' },
  { from: 'proposal_sent', to: 'contracted', label: '契約にする' },
  { from: 'proposal_sent', to: 'declined', label: 'お見送りにする' },
  { from: 'contracted', to: 'closed', label: '完了にする' },
];

export const isConsultingStatus = oneOfGuard(CONSULTING_STATUSES);

export function consultingMovesFrom(from: ConsultingStatus): ConsultingTransition[] {
  return CONSULTING_TRANSITIONS.filter((t) => t.from === from);
}

export function canMoveConsulting(from: ConsultingStatus, to: ConsultingStatus): boolean {
  return CONSULTING_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

/** closed and declined end a request (no move leaves them). */
export function isConsultingEnded(status: ConsultingStatus): boolean {
  return consultingMovesFrom(status).length === 0;
}
