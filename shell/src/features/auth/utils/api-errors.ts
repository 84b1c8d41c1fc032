import { MESSAGES } from '@akiya/contracts';

export interface ReadError {
  /** HTTP status, or null for a network failure. */
  status: number | null;
  /** `code` of the error body (ACCOUNT_ERROR_CODES), if any. */
  code: string | null;
  /** A sentence for the user: the API's message, or a generic one. */
  message: string;
  /** First message of each failing field (spec §8 "first message each"). */
  fields: Record<string, string>;
}

/** Reads an RTK Query error (`{ status, data }`) of the API's one error shape. */
export function readError(error: unknown): ReadError {
  const e = (error ?? {}) as { status?: unknown; data?: unknown };
  const status = typeof e.status === 'number' ? e.status : null;
  const data = (e.data && typeof e.data === 'object' ? e.data : {}) as { message?: unknown; code?: unknown; errors?: unknown };
  const fields: Record<string, string> = {};
  if (data.errors && typeof data.errors === 'object') {
    for (const [key, value] of Object.entries(data.errors as Record<string, unknown>)) {
      const first = Array.isArray(value) ? value.find((v) => typeof v === 'string') : typeof value === 'string' ? value : undefined;
      if (typeof first === 'string') fields[key] = first;
    }
  }
  const code = typeof data.code === 'string' ? data.code : null;
  let message: string = typeof data.message === 'string' && data.message.trim() !== '' ? data.message : MESSAGES.serverError;
  if (status === 429) message = MESSAGES.rateLimited;
  return { status, code, message, fields };
}
