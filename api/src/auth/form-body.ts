import { MESSAGES } from '@akiya/contracts';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { ApiError } from '../http/api-error';
import { createValidationPipe } from '../http/validation';

/** Limits of a multipart form without files. */
const FORM_LIMITS = { fields: 40, fieldSize: 8 * 1024, files: 1, fileSize: 64 * 1024, parts: 41 };

function add(fields: Record<string, unknown>, name: string, value: unknown): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/**
 * The fields of a form posted as multipart/form-data, application/x-www-form-urlencoded or JSON,
 * as one plain object. A file part is refused (400, the field marked) — these forms take none.
 */
export async function readFormBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  const req = request as FastifyRequest & { isMultipart?: () => boolean; parts?: (o?: object) => AsyncIterableIterator<Multipart> };
  if (req.isMultipart?.() && req.parts) {
    const fields: Record<string, unknown> = Object.create(null);
    for await (const part of req.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file') {
        part.file.resume();
        throw new ApiError(400, MESSAGES.formError, { [part.fieldname]: [MESSAGES.unknownParameter] });
      }
      add(fields, part.fieldname, part.value);
    }
    return { ...fields };
  }
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
}

const pipe = createValidationPipe();

/** Validates a plain object against a DTO class with the global pipe's rules (400 formError on failure). */
export async function validateDto<T extends object>(dto: new () => T, value: Record<string, unknown>): Promise<T> {
  return (await pipe.transform(value, { type: 'body', metatype: dto })) as T;
}
