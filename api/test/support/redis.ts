import { spawnSync } from 'node:child_process';

/** TEST_REDIS_URL (default redis://127.0.0.1:6379; `off` skips the suites that need it). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a TCP connection to `url` opens within a second (checked synchronously, at collection). */
export function redisReachable(url: string): boolean {
  if (url === 'off') return false;
  const { hostname, port } = new URL(url);
  const probe = `const s=require('net').connect(${Number(port) || 6379},'${hostname}');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),1000)`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}

/**
 * `describe` for suites that need the shared Redis. In CI Redis is required (.ci/run starts it): an
 * unreachable Redis fails these suites instead of skipping them.
 */
export const describeRedis = REDIS_URL !== 'off' && (process.env.CI === 'true' || redisReachable(REDIS_URL)) ? describe : describe.skip;
