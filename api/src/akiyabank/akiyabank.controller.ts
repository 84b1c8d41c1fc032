import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  validateBankListQuery,
  type BankListQuery,
  type BankListResponse,
  type BankListingDetail,
  type BankManageOverview,
  type BankManagedListing,
  type BankMunicipalitySummary,
} from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ContractQueryPipe, PositiveIntPipe } from '../http/pipes';
import { NoStoreGet, PostOk } from '../http/route-decorators';
import { readPhotoUpload } from '../posting/posting-form';
import { RateLimitService } from '../security/rate-limit.service';
import { CurrentUser, VerifiedUserRequired } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { BankManageService } from './bank-manage.service';
import { BankMemberGuard } from './bank-member.guard';
import { BankReadService } from './bank-read.service';
import { BankListingDto, BankProfileDto } from './dto/bank-listing.dto';

/** The public vacant-house bank: municipalities (filters), the list, a listing's page. */
@ApiTags('akiyabank')
@Controller('akiyabank')
export class AkiyabankController {
  constructor(private readonly read: BankReadService) {}

  @Get('municipalities')
  @ApiOperation({ summary: 'Every municipality with a bank and its number of published listings' })
  municipalities(): Promise<BankMunicipalitySummary[]> {
    return this.read.municipalities();
  }

  @Get('listings')
  @ApiOperation({ summary: 'Published bank listings, newest first, 10 a page; filters prefecture (code) and municipality (id)' })
  list(@Query(new ContractQueryPipe(validateBankListQuery)) query: BankListQuery): Promise<BankListResponse> {
    return this.read.list(query);
  }

  @Get('listings/:id')
  @ApiOperation({ summary: 'A published bank listing with its municipality (terms, contact) and photos; else 404' })
  detail(@Param('id', PositiveIntPipe) id: number): Promise<BankListingDetail> {
    return this.read.detail(id);
  }
}

/**
 * A municipality's management of its bank. Login with a verified address (401 otherwise); a user who
 * is no member of a municipality gets 404 on every route before anything of the request is checked
 * (BankMemberGuard), and another municipality's listing is 404 too.
 */
@ApiTags('akiyabank')
@Controller('akiyabank/manage')
@VerifiedUserRequired()
@UseGuards(BankMemberGuard)
export class AkiyabankManageController {
  constructor(
    private readonly manage: BankManageService,
    private readonly limits: RateLimitService,
  ) {}

  @NoStoreGet()
  @ApiOperation({ summary: "The member's municipality and every listing of its bank (drafts too)" })
  overview(@CurrentUser() user: UserEntity): Promise<BankManageOverview> {
    return this.manage.overview(user);
  }

  @Put('municipality')
  @ApiOperation({ summary: "Replaces the bank's name, terms and office contact of the member's municipality" })
  updateProfile(@CurrentUser() user: UserEntity, @Body() body: BankProfileDto): Promise<BankManageOverview> {
    return this.manage.updateProfile(user, body);
  }

  @NoStoreGet('listings/:id')
  listing(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<BankManagedListing> {
    return this.manage.listing(user, id);
  }

  @Post('listings')
  @HttpCode(201)
  @ApiOperation({ summary: 'Registers a listing (not public until published)' })
  create(@CurrentUser() user: UserEntity, @Body() body: BankListingDto): Promise<BankManagedListing> {
    return this.manage.create(user, body);
  }

  @Put('listings/:id')
  update(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number, @Body() body: BankListingDto): Promise<BankManagedListing> {
    return this.manage.update(user, id, body);
  }

  @PostOk('listings/:id/publish')
  @ApiOperation({ summary: 'Publishes a listing (it needs at least one photo)' })
  publish(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<BankManagedListing> {
    return this.manage.setPublished(user, id, true);
  }

  @PostOk('listings/:id/unpublish')
  unpublish(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<BankManagedListing> {
    return this.manage.setPublished(user, id, false);
  }

  @PostOk('listings/:id/photos')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Adds photos (multipart: photos[], photo_comments[]) through the upload pipeline' })
  async addPhotos(
    @CurrentUser() user: UserEntity,
    @Param('id', PositiveIntPipe) id: number,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BankManagedListing> {
    // The posting bucket, as every photo upload, counted before the upload is read (members only: the guard ran).
    return this.manage.addPhotos(user, id, await readPhotoUpload(this.limits, request, reply, user.id));
  }

  @Delete('listings/:id/photos/:photoId')
  removePhoto(
    @CurrentUser() user: UserEntity,
    @Param('id', PositiveIntPipe) id: number,
    @Param('photoId', PositiveIntPipe) photoId: number,
  ): Promise<BankManagedListing> {
    return this.manage.removePhoto(user, id, photoId);
  }
}
