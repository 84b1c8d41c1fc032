import { Body, Controller, Param, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  normalizeEmail,
  type ForceLoginResponse,
  type LoginResponse,
  type RegisterResponse,
  type SuccessResponse,
} from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PositiveIntPipe } from '../http/pipes';
import { PostOk } from '../http/route-decorators';
import { RateLimitService } from '../security/rate-limit.service';
import type { AuthContext } from '../sessions/auth-context';
import { CurrentAuth, LoginRequired } from '../sessions/auth.decorators';
import { SessionsService } from '../sessions/sessions.service';
import {
  EmailDto,
  LoginDto,
  PostEmailDto,
  RegisterDto,
  ReserveEmailDto,
  ResetPasswordDto,
  TokenDto,
} from './dto/account.dto';
import { EmailChangeService } from './email-change.service';
import { readFormBody, validateDto } from './form-body';
import { PartnersService } from '../partners/partners.service';
import { LoginService } from './login.service';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';

/**
 * The login routes of docs/product.md §7 (/api/login/…) and /api/logout. Every call is a POST (CSRF token
 * required) answering 200 on success; failures use the one error shape with a `code`.
 */
@ApiTags('accounts')
@Controller()
export class LoginController {
  constructor(
    private readonly login: LoginService,
    private readonly registration: RegistrationService,
    private readonly passwords: PasswordResetService,
    private readonly emailChange: EmailChangeService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitService,
    private readonly partners: PartnersService,
  ) {}

  @PostOk('login/post-email')
  @ApiOperation({ summary: 'Login step one (codes empty-password 409, disabled-login 403, not-verified 403)' })
  async postEmail(@Body() body: PostEmailDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SuccessResponse> {
    await this.limits.enforce('login', req, reply, normalizeEmail(body.email));
    return this.login.emailStep(body.email, req, reply);
  }

  @PostOk('login/post')
  @ApiOperation({ summary: 'Login step two: starts a new session (401 wrong-password)' })
  async post(@Body() body: LoginDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponse> {
    await this.limits.enforce('login', req, reply, normalizeEmail(body.email));
    return this.login.passwordStep(body.email, body.password, req, reply);
  }

  @PostOk('login/post-register')
  @ApiOperation({ summary: 'Temporary registration; mails the verification link' })
  @ApiConsumes('multipart/form-data', 'application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: RegisterDto })
  async register(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<RegisterResponse> {
    const form = await validateDto(RegisterDto, await readFormBody(req));
    await this.limits.enforce('register', req, reply, normalizeEmail(form.email));
    // A visitor who came through a supporter's /ref/{id} link within 30 days credits that supporter.
    return this.registration.register(form, (userId) => this.partners.creditFromRequest(req, userId, 'registration'));
  }

  @PostOk('login/verify')
  @ApiOperation({ summary: 'Follows the verification link: verifies and logs in (400 verify-token-not-exist)' })
  async verify(@Body() body: TokenDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponse> {
    await this.limits.enforce('token', req, reply);
    return this.registration.verify(body.token, req, reply);
  }

  @PostOk('login/resend-verify')
  @ApiOperation({ summary: 'Mails a new verification link to an unverified account; always success' })
  async resendVerify(@Body() body: EmailDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SuccessResponse> {
    await this.limits.enforce('mail', req, reply, normalizeEmail(body.email));
    await this.registration.resend(body.email);
    return { success: true };
  }

  @PostOk('login/remember')
  @ApiOperation({ summary: 'Requests a password reset (or set-password) mail; always success' })
  async remember(@Body() body: EmailDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SuccessResponse> {
    await this.limits.enforce('mail', req, reply, normalizeEmail(body.email));
    await this.passwords.request(body.email);
    return { success: true };
  }

  @PostOk('login/reset')
  @ApiOperation({ summary: 'Sets a new password from a reset or set-password link; ends every session; logs in' })
  async reset(@Body() body: ResetPasswordDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponse> {
    await this.limits.enforce('token', req, reply);
    return this.passwords.reset(body.token, body.password, req, reply);
  }

  @PostOk('login/reservation-re-verify')
  @LoginRequired()
  @ApiOperation({ summary: 'Forced email update: mails a link to the new address' })
  async reservationReVerify(
    @Body() body: ReserveEmailDto,
    @CurrentAuth() auth: AuthContext,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessResponse> {
    await this.limits.enforce('emailChange', req, reply, `user:${auth.user.id}`);
    return this.emailChange.reserve(auth.user, body.email, body.currentUrl);
  }

  @PostOk('login/re-verify')
  @ApiOperation({ summary: 'Forced email update: follows the link (400 verify-token-not-exist)' })
  async reVerify(
    @Body() body: TokenDto,
    @CurrentAuth() auth: AuthContext | null,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessResponse> {
    await this.limits.enforce('token', req, reply, auth ? `user:${auth.user.id}` : null);
    return this.emailChange.confirm(body.token, auth);
  }

  @PostOk('login/force/:id')
  @ApiOperation({ summary: 'Staff only: a 1-hour session as user :id (404 for anyone else)' })
  forceLogin(
    @Param('id', PositiveIntPipe) id: number,
    @CurrentAuth() auth: AuthContext | null,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ForceLoginResponse> {
    return this.login.forceLogin(auth, id, req, reply);
  }

  @PostOk('logout')
  @ApiOperation({ summary: 'Ends the session on the server and clears the cookie' })
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SuccessResponse> {
    await this.sessions.logout(req, reply);
    return { success: true };
  }
}
