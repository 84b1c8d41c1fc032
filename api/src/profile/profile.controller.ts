import { Body, Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EmailChangeStatusResponse, LoginResponse, ProfileResponse, PublicProfile, SuccessResponse } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChangeEmailDto, ChangePasswordDto, ProfileDto, WithdrawDto } from '../auth/dto/account.dto';
import { EmailChangeService } from '../auth/email-change.service';
import { PasswordResetService } from '../auth/password-reset.service';
import { PositiveIntPipe } from '../http/pipes';
import { PostOk } from '../http/route-decorators';
import { RateLimitService } from '../security/rate-limit.service';
import { CurrentUser, LoginRequired, VerifiedUserRequired, VerifiedPost } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { ProfileService } from './profile.service';
import { WithdrawalService } from './withdrawal.service';

/** My-page account calls. Profile and password need a verified address (docs/product.md §4 login gate). */
@ApiTags('my-page')
@Controller('my-page')
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly passwords: PasswordResetService,
    private readonly limits: RateLimitService,
    private readonly emailChange: EmailChangeService,
    private readonly withdrawal: WithdrawalService,
  ) {}

  @Get('profile')
  @VerifiedUserRequired()
  @ApiOperation({ summary: 'The logged-in user’s name, kana, address and phone' })
  get(@CurrentUser() user: UserEntity): ProfileResponse {
    return this.profiles.profileOf(user);
  }

  @VerifiedPost('profile')
  @ApiOperation({ summary: 'Updates name, kana, zipcode, address and phone' })
  update(@CurrentUser() user: UserEntity, @Body() body: ProfileDto): Promise<ProfileResponse> {
    return this.profiles.update(user, body);
  }

  @Get('get-user-public/:userId')
  @LoginRequired()
  @ApiOperation({ summary: 'Public profile of another user: name, contact_count' })
  publicProfile(@Param('userId', PositiveIntPipe) userId: number): Promise<PublicProfile> {
    return this.profiles.publicProfile(userId);
  }

  @PostOk('profile-alert/dismiss')
  @LoginRequired()
  @ApiOperation({ summary: 'Remembers that the profile alert was dismissed' })
  dismissAlert(@CurrentUser() user: UserEntity): Promise<SuccessResponse> {
    return this.profiles.dismissAlert(user);
  }

  @VerifiedPost('change-password')
  @ApiOperation({ summary: 'Changes the password (current one required); ends every other session' })
  async changePassword(
    @CurrentUser() user: UserEntity,
    @Body() body: ChangePasswordDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    await this.limits.enforce('login', req, reply, user.email);
    return this.passwords.change(user, body.current_password, body.password, req, reply);
  }

  @Get('email-change')
  @VerifiedUserRequired()
  @ApiOperation({ summary: 'The pending change of the address (new address, link expiry) or null' })
  emailChangeStatus(@CurrentUser() user: UserEntity): Promise<EmailChangeStatusResponse> {
    return this.emailChange.status(user.id);
  }

  @VerifiedPost('email-change')
  @ApiOperation({ summary: 'Starts a change of the address (current password required): mails a link to the new address' })
  async startEmailChange(
    @CurrentUser() user: UserEntity,
    @Body() body: ChangeEmailDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EmailChangeStatusResponse> {
    await this.limits.enforce('emailChange', req, reply, `user:${user.id}`);
    return this.emailChange.start(user, body.email, body.current_password);
  }

  @VerifiedPost('email-change/cancel')
  @ApiOperation({ summary: 'Cancels the pending change of the address: its link stops working' })
  cancelEmailChange(@CurrentUser() user: UserEntity): Promise<EmailChangeStatusResponse> {
    return this.emailChange.cancel(user);
  }

  @VerifiedPost('withdraw')
  @ApiOperation({ summary: 'Withdrawal (退会): current password required; ends open deals, stops listings, erases personal data, ends every session' })
  async withdraw(
    @CurrentUser() user: UserEntity,
    @Body() body: WithdrawDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessResponse> {
    await this.limits.enforce('login', req, reply, user.email);
    return this.withdrawal.withdraw(user, body, req, reply);
  }
}
