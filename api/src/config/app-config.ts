import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadDatabaseConfig, type DatabaseConfigPart } from '../database/database.config';
import { loadHttpConfig, type HttpConfigPart } from '../http/http.config';
import { loadImagesConfig, type ImagesConfigPart } from '../images/images.config';
import { loadMailConfig, type MailConfigPart } from '../mail/mail.config';
import { loadPropertiesConfig, type PropertiesConfigPart } from '../properties/properties.config';
import { loadRealtimeConfig, type RealtimeConfigPart } from '../realtime/realtime.config';
import { loadRemotesConfig, type RemotesConfigPart } from '../remotes/remotes.config';
import { loadRateLimitConfig, type RateLimitConfigPart } from '../security/rate-limit.config';
import { loadRedisConfig, type RedisConfigPart } from '../security/redis.config';
import { loadSsrConfig, type SsrConfigPart } from '../ssr/ssr.config';
import { loadStorageConfig, type StorageConfigPart } from '../storage/storage.config';
import { NODE_ENVS, nonEmpty, pathFrom, type ConfigContext, type Env, type NodeEnv } from './env';

/**
 * Typed configuration read once from the environment at start. Each domain owns its part beside its
 * module (`<module>/<domain>.config.ts`: its variables, defaults, messages and type, like `registerAs`)
 * and exports `load<Domain>Config(env, context, problems)`; `loadConfig` resolves the shared context
 * (NODE_ENV, LOG_LEVEL, DATA_DIR, STATIC_ROOT), calls every part with one list of problems, and throws
 * a `ConfigError` that lists every bad variable at once; `main.ts` prints it and exits with status 1.
 * `AppConfig` is all the parts together, so services read `config.<name>` as before.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export { NODE_ENVS, type NodeEnv } from './env';

/** The names other modules import from here; each lives in its domain's file. */
export {
  describeDatabase,
  parseDatabaseUrl,
  type DatabaseConfig,
  type MysqlDatabaseConfig,
  type SqliteDatabaseConfig,
} from '../database/database.config';
export type { ImageLimits } from '../images/images.config';
export { loadRemoteSettings, remoteEnvName, type RemoteSetting } from '../remotes/remotes.config';
export type { SsrConfig } from '../ssr/ssr.config';

/** The shared context every part may read, and the logging settings. */
export interface CoreConfig extends ConfigContext {
  logLevel: LogLevel;
  /** Tests only (never from the environment): where the pino logs go instead of stdout. */
  logDestination?: { write(line: string): void };
}

export interface AppConfig
  extends CoreConfig,
    HttpConfigPart,
    DatabaseConfigPart,
    RemotesConfigPart,
    PropertiesConfigPart,
    RealtimeConfigPart,
    RedisConfigPart,
    ImagesConfigPart,
    SsrConfigPart,
    StorageConfigPart,
    MailConfigPart,
    RateLimitConfigPart {}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The repository root. This file lives at api/src/config/ (ts-node, Jest) or api/dist/config/
 * (compiled), so the root is three levels up in both cases — never derived from the cwd.
 */
export function findRepoRoot(fromDir: string = __dirname): string {
  const root = resolve(fromDir, '..', '..', '..');
  if (!existsSync(join(root, 'api'))) {
    throw new ConfigError([`cannot locate the repository root from ${fromDir} (expected ${root}/api)`]);
  }
  return root;
}

/** NODE_ENV, LOG_LEVEL, DATA_DIR and STATIC_ROOT: what the parts share. */
function loadCoreConfig(env: Env, repoRoot: string, problems: string[]): CoreConfig {
  const nodeEnvRaw = nonEmpty(env, 'NODE_ENV') ?? 'development';
  let nodeEnv: NodeEnv = 'development';
  if ((NODE_ENVS as readonly string[]).includes(nodeEnvRaw)) nodeEnv = nodeEnvRaw as NodeEnv;
  else problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnvRaw}")`);

  const logLevelRaw = nonEmpty(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(logLevelRaw)) logLevel = logLevelRaw as LogLevel;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  return {
    nodeEnv,
    logLevel,
    repoRoot,
    dataDir: pathFrom(repoRoot, nonEmpty(env, 'DATA_DIR') ?? 'data'),
    staticRoot: pathFrom(repoRoot, nonEmpty(env, 'STATIC_ROOT') ?? '.'),
  };
}

export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const problems: string[] = [];
  const core = loadCoreConfig(env, repoRoot, problems);
  const context: ConfigContext = { nodeEnv: core.nodeEnv, repoRoot, dataDir: core.dataDir, staticRoot: core.staticRoot };
  const config: AppConfig = {
    ...core,
    ...loadHttpConfig(env, context, problems),
    ...loadDatabaseConfig(env, context, problems),
    ...loadRemotesConfig(env, context, problems),
    ...loadPropertiesConfig(env, context, problems),
    ...loadRealtimeConfig(env, context, problems),
    ...loadRedisConfig(env, context, problems),
    ...loadImagesConfig(env, context, problems),
    ...loadSsrConfig(env, context, problems),
    ...loadStorageConfig(env, context, problems),
    ...loadMailConfig(env, context, problems),
    ...loadRateLimitConfig(env, context, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
