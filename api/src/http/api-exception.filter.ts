import { validateHeaderName, validateHeaderValue } from 'node:http';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ERROR_PAGE, errorPageFor, formatMessage, MESSAGES, type ApiErrorBody } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRedisUnavailable } from '../security/redis-connection';
import { ApiError, reasonPhrase } from './api-error';
import { requestIdOf } from './request-context';
import { isMultipartParseError, malformedRequest } from './request-guards';

/** Seconds a client is asked to wait after a 503 (Retry-After). */
export const RETRY_AFTER_S = 5;

/** Serves the SPA's index.html for browser navigations that match nothing (see static-site). */
export interface NotFoundFallback {
  handles(request: FastifyRequest): boolean;
  send(reply: FastifyReply, request: FastifyRequest): Promise<void> | void;
}

/** Driver error codes that mean "the database is unreachable", answered with 503. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'ER_ACCESS_DENIED_ERROR',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);

function defaultMessage(status: number): string {
  if (status === 404) return MESSAGES.notFound;
  if (status === 429) return MESSAGES.rateLimited;
  if (status === 503) return MESSAGES.databaseUnavailable;
  if (status >= 500) return MESSAGES.serverError;
  if (status === 401 || status === 403) return ERROR_PAGE.descriptions[401];
  return ERROR_PAGE.descriptions[400];
}

function errorCode(exception: unknown): string | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const e = exception as { code?: unknown; driverError?: { code?: unknown } };
  const code = e.driverError?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
}

/** Maps anything thrown to the one error body (ApiErrorBody) with a Japanese message. */
export function toErrorBody(exception: unknown): ApiErrorBody & Record<string, unknown> {
  if (exception instanceof ApiError) return exception.toBody();
  if (isRedisUnavailable(exception)) return new ApiError(503, MESSAGES.serviceUnavailable).toBody();
  if (isMultipartParseError(exception)) return malformedRequest().toBody();
  let status = 500;
  if (exception instanceof HttpException) {
    status = exception.getStatus();
  } else if (typeof exception === 'object' && exception !== null) {
    // Fastify's own errors (bad JSON, unsupported media type, body too large…) carry a statusCode.
    const sc = (exception as { statusCode?: unknown }).statusCode;
    if (typeof sc === 'number' && sc >= 400 && sc <= 599) status = sc;
    else if (DATABASE_DOWN_CODES.has(errorCode(exception) ?? '')) status = 503;
  }
  return { statusCode: status, error: reasonPhrase(status), message: defaultMessage(status) };
}

/** Removes the headers Node would refuse to write (a line break or non-Latin-1 text in a value). */
function dropInvalidHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    try {
      validateHeaderName(name);
      for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) validateHeaderValue(name, String(v));
    } catch {
      reply.removeHeader(name);
    }
  }
}

const logger = new Logger('HTTP');

/** A browser navigation to a page (not the API, a remote's file or an upload): it gets an HTML page. */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/^\/(api|remotes|uploads)(\/|$)/.test(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The server's own error page for a navigation that failed on the server (the shell may be what
 * failed, so nothing of it is used): the error page's texts (contracts ERROR_PAGE), the generic
 * message and 「エラーID: …」, the request id of the X-Request-Id header and of the log lines.
 */
export function serverErrorPage(status: number, requestId: string | undefined): string {
  const info = errorPageFor(status);
  const id = requestId ? `<p data-testid="error-id">${escapeHtml(formatMessage(ERROR_PAGE.errorId, { id: requestId }))}</p>` : '';
  return [
    '<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(info.title)}</title></head>`,
    '<body style="font-family:sans-serif;margin:0;padding:2rem 1rem;line-height:1.6;color:#222">',
    `<main data-testid="error-page" data-status="${info.status}" style="max-width:40rem;margin:0 auto">`,
    `<p aria-hidden="true" style="font-size:2.5rem;margin:0">${info.status}</p><h1 style="font-size:1.4rem">${escapeHtml(info.title)}</h1>`,
    `<p>${escapeHtml(info.description)}</p><p>${escapeHtml(MESSAGES.serverError)}</p>${id}`,
    `<p><a href="/">${escapeHtml(ERROR_PAGE.backToTop)}</a></p></main></body></html>`,
  ].join('');
}

/**
 * Answers `exception` in the one error shape: the status and a Japanese message of its own
 * (toErrorBody), never the exception's text; a 5xx is logged with its stack. Headers set before the
 * failure stay (security headers), except any that could not be written.
 */
export async function sendErrorBody(reply: FastifyReply, request: FastifyRequest, exception: unknown): Promise<void> {
  const body = toErrorBody(exception);
  if (body.statusCode >= 500) {
    const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
    logger.error(`${request.method} ${request.url} → ${body.statusCode}: ${detail}`);
  }
  if (reply.sent || reply.raw.headersSent) return;
  dropInvalidHeaders(reply);
  // A redirect that failed to go out leaves its Location behind: an error answer has none.
  reply.removeHeader('location');
  if (body.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_S));
  const requestId = requestIdOf(request);
  if (body.statusCode >= 500 && isPageNavigation(request)) {
    reply.removeHeader('content-encoding');
    await reply
      .status(body.statusCode)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(serverErrorPage(body.statusCode, requestId));
    return;
  }
  // A server error's id, for the visitor to quote and the operator to find in the logs (a 503 is an
  // outage with its own message, not an error to look up).
  if (body.statusCode >= 500 && body.statusCode !== 503 && requestId) body.request_id = requestId;
  await reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}

/**
 * The error handler in force until Nest installs its exception layer at init (AppFastifyAdapter):
 * the same answer as the filter's. Fastify's default would put `error.message` in the body.
 */
export function genericErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return sendErrorBody(reply, request, error);
}

/**
 * The global exception filter: every 4xx and 5xx leaves as ApiErrorBody. A 404 for a browser
 * navigation outside /api, /remotes and /uploads is handed to the SPA fallback instead; when that
 * fails, the answer is the generic 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly fallback?: NotFoundFallback) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();

    // Nest does not wait for a filter: whatever fails here must be answered (and logged) here.
    try {
      if (toErrorBody(exception).statusCode === 404 && this.fallback?.handles(request)) {
        try {
          await this.fallback.send(reply, request);
          return;
        } catch (error) {
          exception = error;
        }
      }
      await sendErrorBody(reply, request, exception);
    } catch (error) {
      logger.error(`${request.method} ${request.url}: the error answer failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      if (!reply.raw.writableEnded) reply.raw.end(JSON.stringify(toErrorBody(error)));
    }
  }
}
