import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ACCOUNT_ERROR_CODES, CSRF_COOKIE_NAME, CSRF_HEADER_NAME, MESSAGES } from '@akiya/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';
import { isTokenShaped, randomToken, safeEqual } from './crypto';

/**
 * HTTP-level protection of the API, registered on the Fastify instance before the app starts:
 * cookie parsing, multipart forms, and CSRF protection (double-submit cookie + Origin check).
 *
 * - Every response to /api (and /user) or an HTML page carries an `akiya_csrf` cookie when the
 *   request had none: random, readable by scripts, SameSite=Lax, path /.
 * - Every POST/PUT/PATCH/DELETE to a route that exists must send `X-CSRF-Token` equal to that
 *   cookie, and, when it sends an Origin header, come from the site's own origin (PUBLIC_URL or
 *   the Host it was sent to). Otherwise: 403 in the one error shape, MESSAGES.csrfFailed.
 */

type NestPlugin = Parameters<NestFastifyApplication['register']>[0];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_HEADER = CSRF_HEADER_NAME.toLowerCase();
/** The CSRF cookie lives as long as a session can. */
export const CSRF_COOKIE_MAX_AGE_S = 30 * 24 * 3600;

export function csrfCookieOptions(config: AppConfig) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    httpOnly: false,
    secure: config.nodeEnv === 'production',
    maxAge: CSRF_COOKIE_MAX_AGE_S,
  };
}

/** Sets a fresh CSRF cookie (at start, login and logout). */
export function issueCsrfCookie(reply: FastifyReply, config: AppConfig): void {
  reply.setCookie(CSRF_COOKIE_NAME, randomToken(), csrfCookieOptions(config));
}

/** True when the Origin header names the site itself: PUBLIC_URL, or the host the request was sent to. */
export function isOwnOrigin(origin: string, host: string | undefined, publicUrl: string): boolean {
  if (origin === publicUrl) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (sandboxed frames, privacy redirects) and junk
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:') || host === undefined) return false;
  // The Host header as a URL of the same scheme, so 'localhost:80' and 'http://localhost' compare equal.
  try {
    return new URL(`${url.protocol}//${host}`).host === url.host;
  } catch {
    return false;
  }
}

/** Why a state-changing request is refused, or null when it may pass. */
export function csrfProblem(request: FastifyRequest, publicUrl: string): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, request.headers.host, publicUrl)) return 'foreign origin';
  const cookie = request.cookies?.[CSRF_COOKIE_NAME];
  if (!isTokenShaped(cookie)) return 'no CSRF cookie';
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string') return 'no CSRF header';
  if (!safeEqual(header, cookie)) return 'CSRF header does not match the cookie';
  return null;
}

const API_PATH = /^\/(api|user)(\/|$)/;

function wantsCsrfCookie(request: FastifyRequest, reply: FastifyReply): boolean {
  if (API_PATH.test(request.url)) return true;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html');
}

export async function registerHttpSecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  // Typed with this package's fastify (where @fastify/cookie and @fastify/multipart add their types):
  // the same instance at run time, see http/fastify-adapter.ts.
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const logger = new Logger('CSRF');

  if (!fastify.hasDecorator('parseCookie')) await app.register(fastifyCookie as unknown as NestPlugin);
  // Multipart forms (registration). Fields only here; a route that wants files reads them itself.
  if (!fastify.hasContentTypeParser('multipart/form-data')) {
    await app.register(fastifyMultipart as unknown as NestPlugin, {
      limits: { fields: 50, fieldSize: 16 * 1024, files: 10, fileSize: 10 * 1024 * 1024, parts: 60 },
    });
  }

  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || request.is404) return;
    const problem = csrfProblem(request, config.publicUrl);
    if (problem === null) return;
    logger.warn(`${request.method} ${request.url.split('?')[0]} refused: ${problem}`);
    const body = new ApiError(403, MESSAGES.csrfFailed, undefined, { code: ACCOUNT_ERROR_CODES.csrfFailed }).toBody();
    await reply.code(403).header('content-type', 'application/json; charset=utf-8').send(body);
    return reply;
  });

  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (isTokenShaped(request.cookies?.[CSRF_COOKIE_NAME]) || !wantsCsrfCookie(request, reply)) return payload;
    const already = reply.getHeader('set-cookie');
    const list = Array.isArray(already) ? already : already === undefined ? [] : [String(already)];
    if (!list.some((c) => c.startsWith(`${CSRF_COOKIE_NAME}=`))) issueCsrfCookie(reply, config);
    return payload;
  });
}
