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
  override useStaticAssets(options: Parameters<FastifyAdapter['useStaticAssets']>[0]) {
    return this.register(fastifyStatic as never, options as never);
  }
}
