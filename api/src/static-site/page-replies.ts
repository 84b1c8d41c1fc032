import { Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { toErrorBody } from '../http/api-exception.filter';
import type { RenderMode } from '../ssr/page-renderer';
import { RENDER_HEADER } from '../ssr/page-sender';
import { NO_CACHE } from './static-files';

/** The answers the site's own routes share: a page rendered in the browser, and an error in the JSON shape. */

/** A page of the shell as it is (no server rendering): the browser renders it. */
export async function sendPlain(reply: FastifyReply, status: number, html: string, render: RenderMode = 'browser'): Promise<void> {
  await reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', NO_CACHE).header(RENDER_HEADER, render).send(html);
}

export async function sendError(reply: FastifyReply, error: unknown): Promise<void> {
  const body = toErrorBody(error);
  if (body.statusCode >= 500) new Logger('StaticSite').error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}

