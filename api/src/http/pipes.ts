import { Injectable, type PipeTransform } from '@nestjs/common';
import { MESSAGES, isDigits } from '@akiya/contracts';
import { ApiError } from './api-error';

type ContractValidator<T> = (
  query: Record<string, unknown>,
) => { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

/**
 * Validates a query string with a validator from @akiya/contracts (the same code the frontend
 * runs). On failure: 400, `message` = the first field's message, `errors` = all per-field messages.
 */
export class ContractQueryPipe<T> implements PipeTransform<Record<string, unknown>, T> {
  constructor(private readonly validate: ContractValidator<T>) {}

  transform(query: Record<string, unknown>): T {
    const result = this.validate(query ?? {});
    if (result.ok) return result.value;
    const first = Object.values(result.errors)[0]?.[0] ?? MESSAGES.invalidValue;
    throw new ApiError(400, first, result.errors);
  }
}

/** A path id: digits only, at least 1; anything else is 400 MESSAGES.invalidId for that field. */
@Injectable()
export class PositiveIntPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: { data?: string }): number {
    const n = isDigits(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) {
      throw new ApiError(400, MESSAGES.invalidId, { [metadata.data ?? 'id']: [MESSAGES.invalidId] });
    }
    return n;
  }
}
