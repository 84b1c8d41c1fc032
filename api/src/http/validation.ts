import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { MESSAGES } from '@akiya/contracts';
import { ApiError } from './api-error';

/** True when a message is one of ours (Japanese), not a default English class-validator text. */
function isOwnMessage(message: string): boolean {
  return [...message].some((c) => c.charCodeAt(0) > 0x7f);
}

/**
 * Per-field messages from class-validator errors: the first message of each field (docs/product.md §5:
 * "errors come per field, first message each"), nested fields as `a.b`. Constraint messages come
 * from @akiya/contracts; a constraint declared without one falls back to MESSAGES.invalidValue, and
 * a property the DTO does not declare gets MESSAGES.unknownParameter.
 */
export function validationErrorsToFields(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const keys = Object.keys(constraints);
    if (keys.length > 0) {
      const first = keys[0];
      let message = constraints[first];
      if (first === 'whitelistValidation') message = MESSAGES.unknownParameter;
      else if (!isOwnMessage(message)) message = MESSAGES.invalidValue;
      fields[path] = [message];
    }
    if (error.children && error.children.length > 0) Object.assign(fields, validationErrorsToFields(error.children, path));
  }
  return fields;
}

/** 400 with `message` MESSAGES.formError ('入力エラーがあります。') and the per-field messages. */
export function validationExceptionFactory(errors: ValidationError[]): ApiError {
  return new ApiError(400, MESSAGES.formError, validationErrorsToFields(errors));
}

/**
 * ValidationPipe for DTO classes only. Primitive params and queries (`@Param('id') id: number`) are
 * left as received: the stock pipe would turn 'abc' into NaN or '1e3' into 1000 before the
 * dedicated pipe (PositiveIntPipe…) could reject them with its Japanese message.
 */
export class DtoValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/** The global pipe for DTOs: nothing is stripped silently — unknown properties are errors. */
export function createValidationPipe(): ValidationPipe {
  return new DtoValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    exceptionFactory: validationExceptionFactory,
  });
}

/**
 * The body of a staff status move, `{to, version}` (consulting requests, partner applications, reward
 * requests): `to` one of the statuses, `version` the row's version (≥ 1) for the optimistic lock.
 * Anything else is a 400 with the per-field messages (an unknown key is MESSAGES.unknownParameter).
 */
export function statusMoveBody<S>(body: unknown, isStatus: (v: unknown) => v is S): { to: S; version: number } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  if (!isStatus(b.to)) errors.to = [MESSAGES.invalidValue];
  if (!Number.isInteger(b.version) || (b.version as number) < 1) errors.version = [MESSAGES.invalidValue];
  for (const k of Object.keys(b)) if (k !== 'to' && k !== 'version') errors[k] = [MESSAGES.unknownParameter];
  if (Object.keys(errors).length > 0) throw new ApiError(400, MESSAGES.formError, errors);
  return { to: b.to as S, version: b.version as number };
}
