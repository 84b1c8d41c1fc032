/** Injection token of the RealtimeBus (in-process, or Redis pub/sub with REDIS_URL). */
export const REALTIME_BUS = Symbol('REALTIME_BUS');

/** Interval of the SSE heartbeat comment (keeps proxies from closing an idle stream). */
export const SSE_HEARTBEAT_MS = 25_000;
