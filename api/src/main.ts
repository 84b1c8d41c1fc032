import 'reflect-metadata';
import { MESSAGES } from '@akiya/contracts';
import { createApp } from './app.factory';
import { ConfigError, describeDatabase, loadConfig, type AppConfig } from './config/app-config';
import { DatabaseUnavailableError } from './database/data-source';
import { installGracefulShutdown } from './http/graceful-shutdown';
import { RedisUnavailableError } from './security/redis-connection';

/** Start-up failures print one clear message on stderr and exit 1 (no retry loop, no stack dump). */
export function startupFailureMessage(error: unknown, config?: AppConfig): string {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof DatabaseUnavailableError) {
    const reason = error.cause instanceof Error ? error.cause.message : String(error.cause);
    return [
      MESSAGES.databaseUnavailable,
      `Cannot connect to the database ${error.target}: ${reason || 'unknown error'}`,
      'Check DATABASE_URL (unset = SQLite file under DATA_DIR; mysql://user:pass@host:3306/db for MySQL/MariaDB).',
    ].join('\n');
  }
  if (error instanceof RedisUnavailableError) {
    return [error.message, 'Check REDIS_URL (unset = sessions in the database, rate limits and realtime events in memory).'].join('\n');
  }
  const where = config ? ` (database ${describeDatabase(config.database)})` : '';
  return `Start-up failed${where}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

async function main(): Promise<void> {
  let config: AppConfig | undefined;
  try {
    config = loadConfig();
    const app = await createApp(config);
    // SIGTERM/SIGINT: finish what is in flight, then run Nest's shutdown hooks (app.close()), exit 0.
    const quiet = config.logLevel === 'silent';
    installGracefulShutdown(app, {
      timeoutMs: config.shutdownTimeoutMs,
      log: (message) => {
        if (!quiet) console.log(`[shutdown] ${message}`);
      },
      exit: (code) => process.exit(code),
    });
    await app.listen({ port: config.port, host: config.host });
    if (config.logLevel !== 'silent') {
      const docs = config.swagger ? ' (docs: /api/docs)' : '';
      console.log(`API listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}${docs}`);
    }
  } catch (error) {
    console.error(startupFailureMessage(error, config));
    process.exit(1);
  }
}

if (require.main === module) void main();
