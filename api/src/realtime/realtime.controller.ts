import { Body, Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type UpdatedUserContactEvent } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { getAuthContext } from '../sessions/auth-context';
import { CurrentUser, VerifiedUserRequired, VerifiedPost } from '../sessions/auth.decorators';
import { SessionsService } from '../sessions/sessions.service';
import type { UserEntity } from '../users/entities/user.entity';
import { RealtimeService, SHUTDOWN_RETRY_MS } from './realtime.service';

function sseEvent(e: UpdatedUserContactEvent): string {
  return `id: ${e.id}\nevent: updated_user_contacts\ndata: ${JSON.stringify(e)}\n\n`;
}

/** The realtime stream of the my-page (Server-Sent Events) and the acknowledgement of handled rows. */
@ApiTags('my-page')
@Controller('my-page')
export class RealtimeController {
  constructor(
    private readonly realtime: RealtimeService,
    private readonly sessions: SessionsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * text/event-stream. The reply is hijacked from Fastify and written straight to the socket (no
   * compression, `X-Accel-Buffering: no` for nginx), so each event leaves at once. On connect: rows
   * of earlier days are deleted and today's pending rows are sent; then `event: updated_user_contacts`
   * for every change, and a comment line every 25 s.
   */
  @Get('events')
  @VerifiedUserRequired()
  @ApiProduces('text/event-stream')
  @ApiOperation({ summary: 'Server-Sent Events: updated_user_contacts of the logged-in user' })
  async events(@CurrentUser() user: UserEntity, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const sessionId = getAuthContext(req)?.session.id ?? null;
    if (sessionId === null) throw new ApiError(401, MESSAGES.loginRequired);
    // Live events are taken from before the day's pending rows are read: an event between the read
    // and the registration would otherwise reach neither (a page rendered on the server just before
    // relies on the stream for what changed since). Held until the pending rows are written; sent once.
    let closed = false;
    let open = false;
    const early: UpdatedUserContactEvent[] = [];
    let finish: (retryMs?: number) => void = () => {
      closed = true;
    };
    const unregister = this.realtime.register({
      userId: user.id,
      sessionId,
      send: (e) => {
        if (closed) return;
        if (open) raw.write(sseEvent(e));
        else early.push(e);
      },
      end: (retryMs) => finish(retryMs),
    });
    let pending: UpdatedUserContactEvent[];
    try {
      pending = await this.realtime.pendingFor(user.id);
    } catch (error) {
      unregister();
      throw error;
    }
    if (closed) {
      unregister();
      throw new ApiError(401, MESSAGES.loginRequired);
    }
    reply.hijack();
    const raw = reply.raw;
    const headers: Record<string, string | string[]> = {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    };
    const cookie = reply.getHeader('set-cookie');
    if (cookie !== undefined) headers['set-cookie'] = cookie as string | string[];
    raw.writeHead(200, headers);
    raw.socket?.setNoDelay(true);
    raw.socket?.setTimeout(0);
    raw.write(`retry: 3000\n: connected\n\n`);
    const sent = new Set<number>();
    for (const e of pending) {
      raw.write(sseEvent(e));
      sent.add(e.id);
    }
    for (const e of early) if (!sent.has(e.id)) raw.write(sseEvent(e));
    open = true;

    // Each heartbeat re-checks the session: a logout or a revoked session (password change, reset)
    // ends the stream instead of leaving it open for the next person at this browser.
    const heartbeat = setInterval(() => {
      void this.sessions.isLive(sessionId)
        .catch(() => true)
        .then((live) => {
          if (closed) return;
          if (live) raw.write(`: heartbeat ${Date.now()}\n\n`);
          else finish();
        });
    }, this.config.sseHeartbeatMs);
    heartbeat.unref();
    finish = (retryMs?: number) => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unregister();
      // Shutting down: reconnect soon (elsewhere), not after the usual 3 s.
      raw.end(retryMs === undefined ? undefined : `retry: ${retryMs}\n: shutting down\n\n`);
    };
    req.raw.on('close', () => finish());
    raw.on('close', () => finish());
    if (this.realtime.draining) finish(SHUTDOWN_RETRY_MS);
  }

  @VerifiedPost('updated-user-contacts/ack')
  @ApiOperation({ summary: 'Deletes handled updated_user_contacts rows of the logged-in user' })
  async ack(@CurrentUser() user: UserEntity, @Body() body: unknown): Promise<{ success: true; deleted: number }> {
    const ids = (body as { ids?: unknown } | null)?.ids;
    if (!Array.isArray(ids) || ids.length > 1000 || !ids.every((id) => Number.isInteger(id) && (id as number) > 0)) {
      throw new ApiError(400, MESSAGES.formError, { ids: [MESSAGES.invalidValue] });
    }
    return { success: true, deleted: await this.realtime.ack(user.id, ids as number[]) };
  }
}
