import { MESSAGES } from '@akiya/contracts';
import { readApiError } from '@akiya/shared-ui';

export function errorStatus(error: unknown): number | null {
  const body = readApiError(error);
  if (body) return body.statusCode;
  const s = (error as { status?: unknown } | undefined)?.status;
  return typeof s === 'number' ? s : null;
}

/** The Japanese sentence for a failed call: the API's message, or the first field error, or a generic one. */
export function errorMessage(error: unknown): string {
  const body = readApiError(error);
  if (body) {
    const first = body.errors ? Object.values(body.errors).find((v) => v?.length)?.[0] : undefined;
    return first && body.message === MESSAGES.formError ? first : body.message;
  }
  return MESSAGES.serverError;
}

/** Per-field first messages of a 400 answer. */
export function fieldErrors(error: unknown): Record<string, string> {
  const body = readApiError(error);
  const out: Record<string, string> = {};
  if (body?.errors) for (const [k, v] of Object.entries(body.errors)) if (v?.[0]) out[k] = v[0];
  return out;
}
