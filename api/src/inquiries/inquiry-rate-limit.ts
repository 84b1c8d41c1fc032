import { INQUIRY_HONEYPOT_FIELD, SELLER_MESSAGES } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFormBody, validateDto } from '../auth/form-body';
import { ApiError } from '../http/api-error';
import { RateLimitedError, type RateLimitService } from '../security/rate-limit.service';

/**
 * Counts one send of an operator contact form (bucket `inquiry`: RATE_LIMIT_INQUIRY_IP /
 * RATE_LIMIT_INQUIRY_EMAIL) for the client IP and `account`; over the limit → 429 with Retry-After
 * and the contact forms' own Japanese message (code `rate-limited`).
 */
export async function enforceInquiryLimit(
  limits: RateLimitService,
  request: FastifyRequest,
  reply: FastifyReply,
  account: string | number | null,
): Promise<void> {
  try {
    await limits.enforce('inquiry', request, reply, account);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      throw new ApiError(429, SELLER_MESSAGES.inquiryRateLimited, undefined, error.extra);
    }
    throw error;
  }
}

/** True when the hidden honeypot field carries anything: the request is from a bot. */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * Reads an operator contact form (JSON, urlencoded or multipart) and counts its send: a filled
 * honeypot is counted for `accounts.bot` and gives null (the caller answers success and sends
 * nothing); anything else is validated with `dto` (400) and counted for `accounts.of(form)`.
 */
export async function readOperatorForm<T extends object>(
  limits: RateLimitService,
  request: FastifyRequest,
  reply: FastifyReply,
  dto: new () => T,
  accounts: { bot: string | null; of: (form: T) => string },
): Promise<T | null> {
  const raw = await readFormBody(request);
  if (honeypotFilled(raw[INQUIRY_HONEYPOT_FIELD])) {
    await enforceInquiryLimit(limits, request, reply, accounts.bot);
    return null;
  }
  const form = await validateDto(dto, raw);
  await enforceInquiryLimit(limits, request, reply, accounts.of(form));
  return form;
}
