import type { ConsultingThreadType } from '@akiya/contracts';

/** The page of what a consulting thread is about: the listing, the Q&A, or the supporter's own page. */
export function subjectPath(type: ConsultingThreadType, id: number): string {
  if (type === 'property') return `/project/${id}`;
  if (type === 'solution') return `/solution/${id}`;
  return '/my-page/ouendan';
}
