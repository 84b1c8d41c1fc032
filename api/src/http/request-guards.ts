import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MESSAGES } from '@akiya/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/**
 * Guards that run before a body reaches a route: whatever a client sends, a malformed body is a 400
 * in the one error shape (MESSAGES.malformedRequest), never a 500.
 *
 * - JSON (and any parsed body) nested deeper than MAX_BODY_DEPTH: the validation pipe walks bodies
 *   recursively and would overflow the stack (RangeError).
 * - multipart/form-data without a boundary, or with a broken one: the multipart parser throws
 *   while the route reads the parts.
 */

/** Deepest nesting of objects and arrays a body may have. No form of the site comes near it. */
export const MAX_BODY_DEPTH = 32;

/** True when `value` nests objects/arrays deeper than `max` (iterative: a deep value cannot overflow the stack). */
export function exceedsDepth(value: unknown, max: number = MAX_BODY_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const stack: [unknown, number][] = [[value, 1]];
  let visited = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > max) return true;
    // A body is a tree parsed from text; bound the walk anyway.
    if (++visited > 1_000_000) return true;
    for (const child of Object.values(node as Record<string, unknown>)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** A multipart content type is usable only with a boundary (RFC 2046: 1–70 characters). */
export function multipartProblem(contentType: string | undefined): boolean {
  if (contentType === undefined || !/^\s*multipart\//i.test(contentType)) return false;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(;|$)/i.exec(contentType);
  return m === null;
}

export function malformedRequest(): ApiError {
  return new ApiError(400, MESSAGES.malformedRequest);
}

async function refuse(reply: FastifyReply): Promise<FastifyReply> {
  await reply.code(400).header('content-type', 'application/json; charset=utf-8').send(malformedRequest().toBody());
  return reply;
}

/** Errors of the multipart parser (busboy) while a route reads the parts: the client's fault. */
export function isMultipartParseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MULTIPART_INVALID_CONTENT_TYPE') return true;
  return /^(Multipart: |Unexpected end of (form|multipart)|Malformed (part )?header|Boundary not found)/i.test(error.message);
}

export function registerRequestGuards(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (multipartProblem(request.headers['content-type'])) return refuse(reply);
    return undefined;
  });
  fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (exceedsDepth(request.body)) return refuse(reply);
    return undefined;
  });
}
