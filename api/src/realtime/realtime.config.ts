import { intInRange, nonEmpty, type ConfigContext, type Env } from '../config/env';

/** The realtime stream's part of the configuration (SSE_*); composed by config/app-config.ts. */

export interface RealtimeConfigPart {
  /** SSE_HEARTBEAT_MS: the realtime stream's keep-alive comment and session re-check interval. */
  sseHeartbeatMs: number;
  /** SSE_MAX_STREAMS_PER_SESSION: open realtime streams per login session (one more closes the oldest). */
  sseMaxStreamsPerSession: number;
}

export function loadRealtimeConfig(env: Env, _context: ConfigContext, problems: string[]): RealtimeConfigPart {
  const heartbeatRaw = nonEmpty(env, 'SSE_HEARTBEAT_MS') ?? '25000';
  let sseHeartbeatMs = 25000;
  if (/^[0-9]{2,7}$/.test(heartbeatRaw) && Number(heartbeatRaw) >= 50) sseHeartbeatMs = Number(heartbeatRaw);
  else problems.push(`SSE_HEARTBEAT_MS must be a number of milliseconds, at least 50 (got "${heartbeatRaw}")`);
  return {
    sseHeartbeatMs,
    sseMaxStreamsPerSession: intInRange(env, 'SSE_MAX_STREAMS_PER_SESSION', 5, { min: 1, max: 100, what: 'a number of streams' }, problems),
  };
}
