import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { ApiExceptionFilter, genericErrorHandler } from './http/api-exception.filter';
import { registerCompression } from './http/compression';
import { registerMetrics } from './http/metrics';
import { registerRequestIds, requestIdGenerator } from './http/request-context';
import { AppFastifyAdapter } from './http/fastify-adapter';
import { registerRequestGuards } from './http/request-guards';
import { registerSecurityHeaders } from './http/security-headers';
import { setupSwagger } from './http/swagger';
import { createValidationPipe } from './http/validation';
import { registerStaticSite, type SpaFallback } from './static-site/static-site';
import { UNPREFIXED_ROUTES } from './auth/email-check.controller';
import { registerHttpSecurity } from './security/http-security';

export const GLOBAL_PREFIX = 'api';

/**
 * Builds and initialises the whole application (used by main.ts and by the integration tests):
 * Fastify, security headers, /api prefix, body guards, validation, the one error shape, static site +
 * SPA fallback, Swagger (not in production unless SWAGGER=1).
 * Connecting to the database and applying migrations happen during initialisation; a failure
 * rejects (DatabaseUnavailableError when the database cannot be reached).
 */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  // return503OnClosing off: on SIGTERM (main.ts) a request that reached an open connection before the
  // server stopped listening is answered, not refused with a 503.
  const adapter = new AppFastifyAdapter({
    logger: false,
    trustProxy: config.trustProxy,
    return503OnClosing: false,
    genReqId: requestIdGenerator(config.trustProxy),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    // Fail by rejecting (main.ts prints one message), not by process.abort().
    abortOnError: false,
    // Nothing is printed until the pino logger takes over below; buffered lines go to it.
    bufferLogs: true,
    logger: false,
  });
  try {
    const logger = app.get(Logger);
    const quiet = config.logLevel === 'silent';
    app.useLogger(quiet ? false : logger);
    // Before any route: what fails outside Nest's filters is answered like the rest (no error text).
    adapter.setErrorHandler(genericErrorHandler as never);
    // First of all hooks: the request id (logs, X-Request-Id, error pages) and the metrics.
    registerRequestIds(adapter.getInstance() as never, config.trustProxy);
    // The site routes of the pages (their metrics label), known once the static site is registered.
    const site: { fallback?: SpaFallback } = {};
    registerMetrics(app, config, () => site.fallback);
    app.setGlobalPrefix(GLOBAL_PREFIX, { exclude: UNPREFIXED_ROUTES });
    await registerSecurityHeaders(app, config);
    await registerCompression(app);
    registerRequestGuards(app);
    await registerHttpSecurity(app, config);
    app.useGlobalPipes(createValidationPipe());
    const fallback = await registerStaticSite(app, config, (message) => {
      if (!quiet) logger.log(message, 'StaticSite');
    });
    site.fallback = fallback;
    app.useGlobalFilters(new ApiExceptionFilter(fallback));
    if (config.swagger) setupSwagger(app);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
