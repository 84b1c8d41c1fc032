import fastifyHelmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SESSION_COOKIE_NAME } from '@akiya/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';

/**
 * Security headers of every answer (@fastify/helmet) and the cache rule for personal answers.
 *
 * Content-Security-Policy: scripts only from this origin and the origins the remotes document names
 * (REMOTE_<NAME>_URL); no inline scripts (the shell's index.html has none, and the runtime
 * configuration is not inlined). Styles may be inline: style-loader injects <style> tags and React and
 * Leaflet set style attributes. Images from this origin, data:, blob:, the map tiles and the S3 public
 * URL. In development the loopback origins are allowed for scripts and fetches, so the shell's
 * remote-override badge can point a remote at a local dev server. Frames: none may embed the site.
 *
 * Cache-Control: every /api (and /user) answer to a request that carries a session cookie, or that
 * sets a cookie, is `no-store` — whatever the route — unless the handler itself declared the answer
 * `public`. A new personal route therefore cannot forget it.
 */

type NestPlugin = Parameters<NestFastifyApplication['register']>[0];

/** The default map tiles of the board (mfe-board config/map.ts). */
export const MAP_TILE_ORIGINS = ['https://*.tile.openstreetmap.org'];
/**
 * Origins of a developer's own servers (remote-override badge, webpack dev servers). CSP has no
 * syntax for IPv6 literals (Chromium ignores `http://[::1]:*` with a console error), so [::1] is not listed.
 */
export const LOOPBACK_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
const LOOPBACK_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];

/** Swagger UI (development only unless SWAGGER=1) ships an inline bootstrap: it gets its own policy. */
const DOCS_PATH = /^\/api\/docs(\/|$|-json)/;
const DOCS_CSP = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; object-src 'none'";

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null; // a path: served by this origin
  }
}

export type CspDirectives = Record<string, string[]>;

/** The directives for `config` (exported for tests and for reading). */
export function contentSecurityPolicy(config: AppConfig): CspDirectives {
  const remoteOrigins = [
    ...new Set(
      [...config.remotes.map(({ name }) => config.remoteUrls[name]), config.remotesPublicUrl ?? undefined]
        .filter((u): u is string => u !== undefined)
        .map(originOf)
        .filter((o): o is string => o !== null),
    ),
  ];
  const dev = config.nodeEnv !== 'production' ? LOOPBACK_ORIGINS : [];
  const s3Origin = config.s3 ? originOf(config.s3.publicUrl) : null;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...dev],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins, ...dev],
    'img-src': ["'self'", 'data:', 'blob:', ...MAP_TILE_ORIGINS, ...remoteOrigins, ...(s3Origin ? [s3Origin] : []), ...dev],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    // Module federation fetches the remotes' mf-manifest.json.
    'connect-src': ["'self'", ...remoteOrigins, ...dev, ...(dev.length > 0 ? LOOPBACK_SOCKETS : [])],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(config.nodeEnv === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const PERSONAL_PATH = /^\/(api|user)(\/|$|\?)/;

function hasSessionCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  return typeof header === 'string' && header.includes(`${SESSION_COOKIE_NAME}=`);
}

/** The Cache-Control an answer leaves with under the rule above (undefined: leave it). */
export function personalCacheControl(path: string, carriesSession: boolean, setsCookie: boolean, current: string | undefined): string | undefined {
  if (!PERSONAL_PATH.test(path)) return undefined;
  if (!carriesSession && !setsCookie) return undefined;
  if (current !== undefined && /(^|,)\s*public\b/i.test(current)) return undefined;
  return 'no-store';
}

export async function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await app.register(fastifyHelmet as unknown as NestPlugin, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Remote bundles and photos are loaded by other origins too (see static-site.ts); set per answer below.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const path = request.url;
    reply.header('cross-origin-resource-policy', /^\/(remotes|uploads)\//.test(path) ? 'cross-origin' : 'same-origin');
    if (DOCS_PATH.test(path)) reply.header('content-security-policy', DOCS_CSP);
    const current = reply.getHeader('cache-control');
    const cacheControl = personalCacheControl(
      path,
      hasSessionCookie(request),
      reply.getHeader('set-cookie') !== undefined,
      typeof current === 'string' ? current : undefined,
    );
    if (cacheControl !== undefined) reply.header('cache-control', cacheControl);
    return payload;
  });
}
