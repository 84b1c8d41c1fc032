import { MESSAGES } from '@akiya/contracts';
import { ConfigError } from './config/app-config';
import { DatabaseUnavailableError } from './database/data-source';
import { startupFailureMessage } from './main';
import { RedisUnavailableError } from './security/redis-connection';

describe('startupFailureMessage', () => {
  it('prints configuration problems as they are', () => {
    expect(startupFailureMessage(new ConfigError(['PORT must be an integer']))).toContain('PORT must be an integer');
  });

  it('explains an unreachable database in Japanese and English', () => {
    const message = startupFailureMessage(
      new DatabaseUnavailableError('mysql://root@127.0.0.1:1/x', new Error('connect ECONNREFUSED 127.0.0.1:1')),
    );
    expect(message).toContain(MESSAGES.databaseUnavailable);
    expect(message).toContain('Cannot connect to the database mysql://root@127.0.0.1:1/x: connect ECONNREFUSED');
    expect(message).toContain('DATABASE_URL');
  });

  it('explains an unreachable Redis in one message without a stack', () => {
    const message = startupFailureMessage(new RedisUnavailableError('connect ECONNREFUSED 127.0.0.1:1'));
    expect(message).toContain('Cannot connect to Redis (REDIS_URL): connect ECONNREFUSED 127.0.0.1:1');
    expect(message).toContain('Check REDIS_URL');
    expect(message).not.toMatch(/\n\s+at /);
  });

  it('includes the stack of anything else', () => {
    expect(startupFailureMessage(new Error('boom'))).toMatch(/Start-up failed: Error: boom/);
  });
});
