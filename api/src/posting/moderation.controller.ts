import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ModerationAction, ReviewItem, ReviewListResponse } from '@akiya/contracts';
import type { FastifyRequest } from 'fastify';
import { readFormBody } from '../auth/form-body';
import { PositiveIntPipe } from '../http/pipes';
import { PostOk } from '../http/route-decorators';
import type { AuthContext } from '../sessions/auth-context';
import { CurrentAuth } from '../sessions/auth.decorators';
import { assertStaff, ModerationService } from './moderation.service';

/** Staff review of posted listings. Everyone but staff gets a plain 404 (logged out included). */
@ApiTags('posting')
@Controller('staff/review')
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get()
  @ApiOperation({ summary: 'Listings in one moderation state (default pending); staff only, else 404' })
  async list(@Query('status') status: unknown, @CurrentAuth() auth: AuthContext | null): Promise<ReviewListResponse> {
    assertStaff(auth);
    return { items: await this.moderation.list(this.moderation.parseStatus(status)) };
  }

  @Get(':id')
  async item(@Param('id', PositiveIntPipe) id: number, @CurrentAuth() auth: AuthContext | null): Promise<ReviewItem> {
    assertStaff(auth);
    return this.moderation.item(id);
  }

  @PostOk(':id/approve')
  @ApiOperation({ summary: 'Publishes the listing; mails the seller' })
  approve(@Param('id', PositiveIntPipe) id: number, @CurrentAuth() auth: AuthContext | null): Promise<ReviewItem> {
    return this.act(id, auth, 'approve', undefined);
  }

  @PostOk(':id/send-back')
  @ApiOperation({ summary: 'Sends the listing back with a reason {reason}; mails the seller' })
  async sendBack(@Param('id', PositiveIntPipe) id: number, @Req() req: FastifyRequest, @CurrentAuth() auth: AuthContext | null): Promise<ReviewItem> {
    assertStaff(auth);
    return this.act(id, auth, 'send-back', (await readFormBody(req)).reason);
  }

  @PostOk(':id/suspend')
  @ApiOperation({ summary: 'Takes the listing off the board {reason?}; mails the seller' })
  async suspend(@Param('id', PositiveIntPipe) id: number, @Req() req: FastifyRequest, @CurrentAuth() auth: AuthContext | null): Promise<ReviewItem> {
    assertStaff(auth);
    return this.act(id, auth, 'suspend', (await readFormBody(req)).reason);
  }

  private act(id: number, auth: AuthContext | null, action: ModerationAction, reason: unknown): Promise<ReviewItem> {
    assertStaff(auth);
    return this.moderation.act(auth.user.id, id, action, reason);
  }
}
