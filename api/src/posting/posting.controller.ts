import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PostingDetail, PostingResponse } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PositiveIntPipe } from '../http/pipes';
import { RateLimitService } from '../security/rate-limit.service';
import { CurrentUser, VerifiedUserRequired, VerifiedPost } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { PartnersService } from '../partners/partners.service';
import { readPhotoUpload } from './posting-form';
import { PostingService } from './posting.service';

/**
 * The posting form (docs/product.md §7 "multipart form submission": form fields plus optional saveId). Login with a
 * verified address is required (401 not-authed: the browser keeps the draft and opens the login
 * dialog). Someone else's listing is 404 on every route.
 */
@ApiTags('posting')
@Controller('post')
export class PostingController {
  constructor(
    private readonly posting: PostingService,
    private readonly limits: RateLimitService,
    private readonly partners: PartnersService,
  ) {}

  @VerifiedPost()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Posts a new listing (multipart: the fields of PostingValues, photos[], photo_comments[], saveId). It waits for review.' })
  async create(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserEntity,
  ): Promise<PostingResponse> {
    // Counted before the upload is read: a refused request costs no parsing (bucket `posting`).
    const result = await this.posting.create(user, await readPhotoUpload(this.limits, req, reply, user.id));
    // A listing posted within 30 days of a supporter's /ref/{id} link credits that supporter (once per owner).
    if (!result.duplicate) await this.partners.creditFromRequest(req, user.id, 'listing', result.id);
    return result;
  }

  @Get(':id')
  @VerifiedUserRequired()
  @ApiOperation({ summary: "The owner's listing as the form shows it (404 for anyone else)" })
  detail(@Param('id', PositiveIntPipe) id: number, @CurrentUser() user: UserEntity): Promise<PostingDetail> {
    return this.posting.detail(user, id);
  }

  @VerifiedPost(':id')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'The owner changes a listing (keep_image_ids[] + new photos[]); 404 for anyone else' })
  async update(
    @Param('id', PositiveIntPipe) id: number,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserEntity,
  ): Promise<PostingResponse> {
    return this.posting.update(user, id, await readPhotoUpload(this.limits, req, reply, user.id));
  }
}
