import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import type { ApiErrorBody } from '@akiya/contracts';

/** The HTTP reason phrase of a status ('Bad Request' for 400). */
export function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * An error that already carries its response: status, Japanese message (from @akiya/contracts) and
 * optional per-field messages. `extra` fields are merged into the body (used by /api/health).
 */
export class ApiError extends HttpException {
  constructor(
    readonly statusCode: number,
    readonly userMessage: string,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(userMessage, statusCode);
  }

  toBody(): ApiErrorBody & Record<string, unknown> {
    return {
      ...(this.extra ?? {}),
      statusCode: this.statusCode,
      error: reasonPhrase(this.statusCode),
      message: this.userMessage,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}
