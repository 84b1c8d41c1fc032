import { Body, Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  isDigits,
  MESSAGE_FINISH_PATH,
  MESSAGES,
  POSTED_PROPERTY_FILTERS,
  type ChangePublishResponse,
  type PostedPropertyFilter,
  type PostedPropertyListResponse,
  type PostedPropertyResponse,
} from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { PositiveIntPipe } from '../http/pipes';
import { readOperatorForm } from '../inquiries/inquiry-rate-limit';
import type { FormSentResponse } from '../inquiries/inquiries.controller';
import { RateLimitService } from '../security/rate-limit.service';
import { CurrentUser, VerifiedUserRequired, VerifiedPost } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { ChangePublishDto, RepublishDto } from './dto/seller.dto';
import { RepublishService } from './republish.service';
import { SellerService } from './seller.service';

/** `page` (digits, ≥ 1, default 1) and `status` (all | stopped); anything else is 400. */
function readListQuery(query: Record<string, unknown>): { page: number; status: PostedPropertyFilter } {
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(query)) if (key !== 'page' && key !== 'status') errors[key] = [MESSAGES.unknownParameter];
  let page = 1;
  if (query.page !== undefined) {
    const n = typeof query.page === 'string' && isDigits(query.page) ? Number(query.page) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) errors.page = [MESSAGES.invalidPage];
    else page = n;
  }
  let status: PostedPropertyFilter = 'all';
  if (query.status !== undefined) {
    if ((POSTED_PROPERTY_FILTERS as readonly unknown[]).includes(query.status)) status = query.status as PostedPropertyFilter;
    else errors.status = [MESSAGES.invalidValue];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(400, first, errors);
  return { page, status };
}

/** The seller's my-page: posted properties, change of publication, and the republish request. */
@ApiTags('my-page')
@Controller()
export class SellerController {
  constructor(
    private readonly seller: SellerService,
    private readonly republish: RepublishService,
    private readonly limits: RateLimitService,
  ) {}

  @Get('my-page/project')
  @VerifiedUserRequired()
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'status', required: false, enum: POSTED_PROPERTY_FILTERS })
  @ApiOperation({ summary: 'The logged-in user’s posted properties, newest first, 10 per page' })
  list(@CurrentUser() user: UserEntity, @Query() query: Record<string, unknown>): Promise<PostedPropertyListResponse> {
    const { page, status } = readListQuery(query ?? {});
    return this.seller.list(user.id, page, status);
  }

  @Get('my-page/project/:id')
  @VerifiedUserRequired()
  @ApiOperation({ summary: 'One of the logged-in user’s listings (another user’s: 404)' })
  async get(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<PostedPropertyResponse> {
    return { property: await this.seller.get(user.id, id) };
  }

  @VerifiedPost('my-page/change-publish/:id')
  @ApiOperation({ summary: '受付休止 / 掲載中止 and resuming them for one of the user’s listings (409 when the state does not allow it)' })
  changePublish(
    @CurrentUser() user: UserEntity,
    @Param('id', PositiveIntPipe) id: number,
    @Body() body: ChangePublishDto,
  ): Promise<ChangePublishResponse> {
    return this.seller.changePublish(user.id, id, body.action);
  }

  @VerifiedPost('forms/republish')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiBody({ type: RepublishDto })
  @ApiOperation({ summary: 'Asks the operator (mail) to republish one of the user’s stopped listings' })
  async requestRepublish(
    @CurrentUser() user: UserEntity,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FormSentResponse> {
    const account = `user:${user.id}`;
    const form = await readOperatorForm(this.limits, req, reply, RepublishDto, { bot: account, of: () => account });
    if (form) await this.republish.request(user, form.property_id, form.message);
    return { success: true, redirect: MESSAGE_FINISH_PATH };
  }
}
