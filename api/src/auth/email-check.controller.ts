import { Body, Controller, Req, RequestMethod, Res } from '@nestjs/common';
import type { RouteInfo } from '@nestjs/common/interfaces';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { normalizeEmail, type CheckEmailDetailResponse, type CheckEmailResponse } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PostOk } from '../http/route-decorators';
import { RateLimitService } from '../security/rate-limit.service';
import { EmailDto } from './dto/account.dto';
import { EmailCheckService } from './email-check.service';

/**
 * Routes whose path is written in full, outside the global /api prefix: docs/product.md §7 names both
 * POST /user/check-email-exists and POST /api/user/check-email-exists (same handler path otherwise).
 * app.factory.ts passes these to setGlobalPrefix's `exclude`.
 */
export const UNPREFIXED_ROUTES: RouteInfo[] = [
  { path: 'user/check-email-exists', method: RequestMethod.POST },
  { path: 'api/user/check-email-exists', method: RequestMethod.POST },
];

/**
 * The two email checks (docs/product.md §5, §7). Both are rate-limited, do one lookup whatever the answer, and
 * return nothing but the documented fields.
 */
@ApiTags('accounts')
@Controller()
export class EmailCheckController {
  constructor(
    private readonly check: EmailCheckService,
    private readonly limits: RateLimitService,
  ) {}

  @PostOk('user/check-email-exists')
  @ApiOperation({ summary: 'Registration form check: success = the address is free' })
  async free(@Body() body: EmailDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<CheckEmailResponse> {
    await this.limits.enforce('emailCheck', req, reply, normalizeEmail(body.email));
    return { success: (await this.check.status(body.email)) === null };
  }

  @PostOk('api/user/check-email-exists')
  @ApiOperation({ summary: 'Email-change dialog check: message email-exists | not-verified | disabled-login | null' })
  async detail(
    @Body() body: EmailDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CheckEmailDetailResponse> {
    await this.limits.enforce('emailCheck', req, reply, normalizeEmail(body.email));
    const message = await this.check.status(body.email);
    return { success: message === null, message };
  }
}
