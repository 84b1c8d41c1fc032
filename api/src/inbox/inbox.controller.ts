import { Controller, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UnreadCountResponse } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, VerifiedGet } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { InboxService } from './inbox.service';

/** The combined inbox of the my-page and the header's unread total (verified login; the viewer's own threads). */
@ApiTags('deals')
@Controller('my-page')
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @VerifiedGet('unread-count')
  @ApiOperation({ summary: 'The header badge: unread deal messages + unread messages from 家いちば事務局 ({ total }, uncapped)' })
  unreadCount(@CurrentUser() user: UserEntity): Promise<UnreadCountResponse> {
    return this.inbox.unreadCount(user);
  }

  @VerifiedGet('all-contacts')
  @ApiOperation({ summary: 'Every contact of the user (both sides), posted properties, counts and unread ids per thread' })
  async list(@CurrentUser() user: UserEntity, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    // ContactListResponse, serialised (and kept per user until one of their contacts changes); a big
    // list goes gzip-compressed to a client that accepts it (a user with 2,000 contacts: 1.25 MB → 62 KB).
    const list = await this.inbox.listJson(user);
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (list.gzip && /\bgzip\b/.test(accepts)) {
      reply.header('content-encoding', 'gzip');
      return list.gzip;
    }
    return list.json;
  }
}
