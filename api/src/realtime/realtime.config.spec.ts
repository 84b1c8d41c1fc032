import { loadConfigPart } from '../config/config-part.testing';
import { loadRealtimeConfig } from './realtime.config';

function load(env: Record<string, string>) {
  return loadConfigPart(loadRealtimeConfig, env);
}

describe('realtime configuration', () => {
  it('has defaults and reads both variables', () => {
    expect(load({})).toEqual({ sseHeartbeatMs: 25000, sseMaxStreamsPerSession: 5, problems: [] });
    expect(load({ SSE_HEARTBEAT_MS: '50', SSE_MAX_STREAMS_PER_SESSION: '2' })).toEqual({ sseHeartbeatMs: 50, sseMaxStreamsPerSession: 2, problems: [] });
  });

  it('lists every bad value', () => {
    expect(load({ SSE_HEARTBEAT_MS: '49', SSE_MAX_STREAMS_PER_SESSION: '0' }).problems).toEqual([
      'SSE_HEARTBEAT_MS must be a number of milliseconds, at least 50 (got "49")',
      'SSE_MAX_STREAMS_PER_SESSION must be a number of streams from 1 to 100 (got "0")',
    ]);
  });
});
