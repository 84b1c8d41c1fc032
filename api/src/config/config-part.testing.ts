import type { ConfigContext, Env } from './env';

/** What the configuration specs use: a repository at /repo in development, with any field replaced. */
export function testContext(overrides: Partial<ConfigContext> = {}): ConfigContext {
  return { nodeEnv: 'development', repoRoot: '/repo', dataDir: '/repo/data', staticRoot: '/repo', ...overrides };
}

/** Loads one part of the configuration from `env`, with the problems it found beside it (for specs). */
export function loadConfigPart<T extends object>(
  loadPart: (env: Env, context: ConfigContext, problems: string[]) => T,
  env: Env,
  context: ConfigContext = testContext(),
): T & { problems: string[] } {
  const problems: string[] = [];
  return { ...loadPart(env, context, problems), problems };
}
