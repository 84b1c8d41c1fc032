import { flag, intInRange, nonEmpty, type ConfigContext, type Env } from '../config/env';

/**
 * The HTTP part of the configuration: where the server listens, which proxies it believes, the site's
 * public origin, Swagger, /metrics and the shutdown grace. Composed by config/app-config.ts.
 */

export type TrustProxy = boolean | number | string;

export interface HttpConfigPart {
  /** PORT (default 3000). */
  port: number;
  /** HOST (default 0.0.0.0). */
  host: string;
  /** TRUST_PROXY (Fastify `trustProxy`), see `parseTrustProxy`. */
  trustProxy: TrustProxy;
  /** Origin of the site as users reach it (PUBLIC_URL), for links in mails and the Origin check. */
  publicUrl: string;
  /** SWAGGER: serve /api/docs (default on, off with NODE_ENV=production unless SWAGGER=1). */
  swagger: boolean;
  /**
   * METRICS_TOKEN: GET /metrics answers only with `Authorization: Bearer <token>` (at least 16
   * characters); unset = no /metrics at all (404). See http/metrics.ts.
   */
  metricsToken: string | null;
  /** SHUTDOWN_TIMEOUT_MS: on SIGTERM, how long requests in flight may take to finish (main.ts). */
  shutdownTimeoutMs: number;
}

export function parsePort(raw: string | undefined, name: string, fallback: number, problems: string[]): number {
  if (raw === undefined) return fallback;
  if (!/^[0-9]+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    problems.push(`${name} must be an integer from 1 to 65535 (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

/**
 * TRUST_PROXY (Fastify `trustProxy`): unset/`false`/`0` → do not trust X-Forwarded-For (the client
 * IP is the socket address); `true` → trust every proxy; a number → that many hops; otherwise a
 * comma-separated list of proxy addresses or CIDRs (`127.0.0.1,10.0.0.0/8`).
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^[0-9]{1,2}$/.test(raw)) return Number(raw);
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.every((p) => /^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/.test(p))) return parts.join(',');
  problems.push(`TRUST_PROXY must be true, false, a hop count or a list of proxy addresses/CIDRs (got "${raw}")`);
  return false;
}

/** PUBLIC_URL: an http(s) origin without path, query or fragment; default `http://localhost:<PORT>`. */
function parsePublicUrl(raw: string | undefined, port: number, problems: string[]): string {
  const fallback = `http://localhost:${port}`;
  if (raw === undefined) return fallback;
  try {
    const url = new URL(raw);
    if (!['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
      throw new Error('not an origin');
    }
    return url.origin;
  } catch {
    problems.push(`PUBLIC_URL must be the site's origin, e.g. https://ieichiba.example (got "${raw}")`);
    return fallback;
  }
}

export function loadHttpConfig(env: Env, context: ConfigContext, problems: string[]): HttpConfigPart {
  const port = parsePort(nonEmpty(env, 'PORT'), 'PORT', 3000, problems);
  const swagger = flag(env, 'SWAGGER', context.nodeEnv !== 'production', problems);
  const metricsToken = nonEmpty(env, 'METRICS_TOKEN') ?? null;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,256}$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must be 16 to 256 printable characters without spaces');
  }
  return {
    port,
    host: nonEmpty(env, 'HOST') ?? '0.0.0.0',
    trustProxy: parseTrustProxy(nonEmpty(env, 'TRUST_PROXY'), problems),
    publicUrl: parsePublicUrl(nonEmpty(env, 'PUBLIC_URL'), port, problems),
    swagger,
    metricsToken,
    shutdownTimeoutMs: intInRange(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, { min: 0, max: 600_000, what: 'a number of milliseconds' }, problems),
  };
}
