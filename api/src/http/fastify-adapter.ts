import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * The workspace holds two copies of fastify (the one @nestjs/platform-fastify pins, and the one
 * plugins are typed against); they are the same at runtime, but their types do not line up. This is
 * the single place that bridges them.
 */
type NestPlugin = Parameters<NestFastifyApplication['register']>[0];

/** Registers @fastify/static on the application's Fastify instance. */
export async function registerStatic(app: NestFastifyApplication, options: FastifyStaticOptions): Promise<void> {
  await app.register(fastifyStatic as unknown as NestPlugin, options);
}

/**
 * FastifyAdapter whose useStaticAssets() uses the @fastify/static installed for this package
 * (Swagger UI serves its assets through it). The stock adapter require()s '@fastify/static' from
 * @nestjs/platform-fastify's own location, where the workspace layout does not put it, and then
 * exits the process.
 */
export class AppFastifyAdapter extends FastifyAdapter {
  private errorHandler: ErrorHandler | null = null;

  override useStaticAssets(options: Parameters<FastifyAdapter['useStaticAssets']>[0]) {
    return this.register(fastifyStatic as never, options as never);
  }

  /**
   * Fastify keeps, for each route, the error handler in force when the route is added. Nest sets
   * its own (the global exception filter) only at init, after the static files, the page routes
   * and the 404 handler are registered: those would keep Fastify's default, which puts
   * `error.message` into the body. So the first handler (app.factory.ts sets one before anything
   * else) is installed once, as a stand-in that calls whichever handler was set last — every route
   * ends with Nest's, and Fastify sees one handler (no "overriding an errorHandler" warning).
   */
  override setErrorHandler(handler: ErrorHandler) {
    const installed = this.errorHandler !== null;
    this.errorHandler = handler;
    const instance = this.getInstance();
    if (!installed) {
      const current = ((...args: unknown[]) => (this.errorHandler as (...a: unknown[]) => unknown)(...args)) as ErrorHandler;
      instance.setErrorHandler(current);
    }
    return instance;
  }
}

type ErrorHandler = Parameters<FastifyAdapter['setErrorHandler']>[0];
