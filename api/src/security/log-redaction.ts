import type { Params } from 'nestjs-pino';
import { rawRequestId, requestIdMixin } from '../http/request-context';

/**
 * What request logs must never contain: cookies, the CSRF header, passwords, and the single-use
 * tokens of mailed links (request bodies are not logged, but keep them redacted in case a body
 * serializer is added; query tokens are cut from the logged URL).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'req.body.password',
  'req.body.current_password',
  'req.body.token',
  'req.query.token',
  'req.query.email_token',
];

const SECRET_QUERY = /([?&](?:token|email_token|password)=)[^&#]*/gi;

/** The URL with the values of token-like query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

/** pino-http `serializers.req`: receives the standard serialized request. */
export function redactRequest<T extends { url?: string; query?: Record<string, unknown> }>(req: T): T {
  if (typeof req.url === 'string') req.url = redactUrl(req.url);
  return req;
}

/** nestjs-pino's `pinoHttp` for a level: redaction as above; a test may pass its own destination. */
export function pinoHttpParams(level: string, destination?: { write(line: string): void }): Params['pinoHttp'] {
  // Request-completed lines are written at info: above that level pino-http need not log (nor time)
  // every request at all, which is measurable on hot public GETs.
  const autoLogging = ['trace', 'debug', 'info'].includes(level);
  // Every line carries the request's id (http/request-context.ts): the request lines as `req.id`,
  // any other line written while a request is handled as `reqId`.
  const options = {
    level,
    autoLogging,
    redact: REDACTED_LOG_PATHS,
    serializers: { req: redactRequest },
    genReqId: (req: unknown) => rawRequestId(req),
    mixin: requestIdMixin,
  };
  return destination ? [options, destination] : options;
}
