import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { toErrorBody } from '../http/api-exception.filter';
import type { SavedSearchesService } from './saved-searches.service';

/**
 * GET /feed/board.xml?<query> (below) and GET /feed/search/{token}.xml: the Atom feed of one saved search (docs/search.md "Saved searches"),
 * the newest 50 public listings matching it. The token is the capability (no login, so feed readers
 * can poll it); an unknown or malformed token → 404 in the JSON error shape. Not cached by shared
 * caches for long: the search may be deleted.
 */
export function registerSavedSearchFeed(fastify: FastifyInstance, searches: () => SavedSearchesService): void {
  // GET /feed/board.xml?<query>: the feed of any board list's filters (no token: the query is public).
  fastify.get('/feed/board.xml', async (request, reply) => {
    try {
      const at = request.url.indexOf('?');
      const xml = await searches().boardFeed(at < 0 ? '' : request.url.slice(at + 1));
      await reply.header('content-type', 'application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
    } catch (error) {
      const body = toErrorBody(error);
      if (body.statusCode >= 500) new Logger('BoardFeed').error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      await reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
    }
  });

  fastify.get('/feed/search/:file', async (request, reply) => {
    try {
      const match = /^([A-Za-z0-9_-]{32})\.xml$/.exec((request.params as { file: string }).file);
      const xml = match ? await searches().feed(match[1]) : null;
      if (xml === null) {
        const body = toErrorBody({ statusCode: 404 });
        return await reply.status(404).header('content-type', 'application/json; charset=utf-8').send(body);
      }
      await reply.header('content-type', 'application/atom+xml; charset=utf-8').header('cache-control', 'private, max-age=600').header('x-robots-tag', 'noindex').send(xml);
    } catch (error) {
      const body = toErrorBody(error);
      if (body.statusCode >= 500) new Logger('SavedSearchFeed').error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      await reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
    }
  });
}
