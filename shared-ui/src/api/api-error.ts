import { MESSAGES, type ApiErrorBody } from '@akiya/contracts';

function isBody(value: unknown): value is ApiErrorBody {
  return !!value && typeof value === 'object' && 'message' in value && 'statusCode' in value;
}

/**
 * Reads the API's one error body (`{statusCode, error, message, errors?, code?}`) out of whatever a
 * request gave: an RTK Query error (`{status, data}`), a parsed response body, or null for anything
 * else (a network failure, a thrown TypeError, a non-JSON answer).
 */
export function readApiError(error: unknown): ApiErrorBody | null {
  if (isBody(error)) return error;
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  return isBody(data) ? data : null;
}

/** The HTTP status of a failed request, or null when no answer came (network failure, timeout). */
export function apiErrorStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null;
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : null;
}

/** The request id of a server error (the API's `request_id`), for the error page's 「エラーID: …」; null otherwise. */
export function apiErrorRequestId(error: unknown): string | null {
  const id = readApiError(error)?.request_id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** True when the request never got an answer (RTK Query FETCH_ERROR / TIMEOUT_ERROR, or fetch's TypeError). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * The Japanese sentence to show for a failed request: the API's own message; else no answer at all →
 * MESSAGES.remoteLoadFailed, too many requests → MESSAGES.rateLimited, anything else → MESSAGES.serverError.
 */
export function apiErrorMessage(error: unknown): string {
  const message = readApiError(error)?.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (isNetworkError(error)) return MESSAGES.remoteLoadFailed;
  if (apiErrorStatus(error) === 429) return MESSAGES.rateLimited;
  return MESSAGES.serverError;
}

/**
 * The first message of each failing field of an API error (the API's `errors` map; docs/product.md §8 "first
 * message each"). Takes the error itself or its body; {} when there are no field errors.
 */
export function toFormErrors(error: unknown): Record<string, string> {
  const body = readApiError(error);
  const fields: Record<string, string> = {};
  if (!body?.errors || typeof body.errors !== 'object') return fields;
  for (const [key, value] of Object.entries(body.errors as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value.find((v) => typeof v === 'string') : typeof value === 'string' ? value : undefined;
    if (typeof first === 'string') fields[key] = first;
    else if (Array.isArray(value) && value.length > 0) fields[key] = MESSAGES.invalidValue;
  }
  return fields;
}

/** Everything a form needs from a failed request. */
export interface ApiErrorInfo {
  /** HTTP status, or null for a network failure. */
  status: number | null;
  /** `code` of the error body (e.g. ACCOUNT_ERROR_CODES), if any. */
  code: string | null;
  /** A sentence for the user (see apiErrorMessage). */
  message: string;
  /** First message of each failing field (see toFormErrors). */
  fields: Record<string, string>;
}

/** Reads a failed request into status, code, message and per-field messages. */
export function describeApiError(error: unknown): ApiErrorInfo {
  const body = readApiError(error);
  return {
    status: apiErrorStatus(error),
    code: typeof body?.code === 'string' ? body.code : null,
    message: apiErrorMessage(error),
    fields: toFormErrors(error),
  };
}
