import { DEAL_LIMITS, DEAL_MESSAGES, uploadTotal } from '@akiya/contracts';

/** The attachment types the API accepts (DEAL_MESSAGES.attachmentType). */
export const ATTACHMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
export const ATTACHMENT_ACCEPT = ATTACHMENT_MIME_TYPES.join(',');

/** The first problem with these files, or null: count, type, then the docs/product.md §5 total-size rule. */
export function attachmentsError(files: readonly File[]): string | null {
  if (files.length > DEAL_LIMITS.attachmentsMax) return DEAL_MESSAGES.attachmentCount;
  if (files.some((f) => !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(f.type))) return DEAL_MESSAGES.attachmentType;
  return uploadTotal(DEAL_LIMITS.attachmentsTotalMb)(files);
}
