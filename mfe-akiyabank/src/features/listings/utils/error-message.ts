import { MESSAGES } from '@akiya/contracts';
import { readApiError } from '@akiya/shared-ui';

/** The Japanese message to show for a failed listing request. */
export function listingErrorMessage(error: unknown): string {
  const body = readApiError(error);
  if (body?.message) return body.message;
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return MESSAGES.remoteLoadFailed;
  return MESSAGES.serverError;
}
