/** Injection token of the RealtimeBus (in-process, or Redis pub/sub with REDIS_URL). */
export const REALTIME_BUS = Symbol('REALTIME_BUS');

