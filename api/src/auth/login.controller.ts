import { Body, Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
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

  @Post('login/post-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Login step one (codes empty-password 409, disabled-login 403, not-verified 403)' })
  async postEmail(@Body() body: PostEmailDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SuccessResponse> {
    await this.limits.enforce('login', req, reply, normalizeEmail(body.email));
    return this.login.emailStep(body.email, req, reply);
  }

  @Post('login/post')
  @HttpCode(200)
  @ApiOperation({ summary: 'Login step two: starts a new session (401 wrong-password)' })
  async post(@Body() body: LoginDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponse> {
    await this.limits.enforce('login', req, reply, normalizeEmail(body.email));
    return this.login.passwordStep(body.email, body.password, req, reply);
  }

  @Post('login/post-register')
  @HttpCode(200)
  @ApiOperation({ summary: 'Temporary registration; mails the verification link' })
  @ApiConsumes('multipart/form-data', 'application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: RegisterDto })
  async register(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<RegisterResponse> {
    const form = await validateDto(RegisterDto, await readFormBody(req));
    await this.limits.enforce('register', req, reply, normalizeEmail(form.email));
    // A visitor who came through a supporter's /ref/{id} link within 30 days credits that supporter.
    return this.registration.register(form, (userId) => this.partners.creditFromRequest(req, userId, 'registration'));
  }

  @Post('login/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Follows the verification link: verifies and logs in (400 verify-token-not-exist)' })
  async verify(@Body() body: TokenDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponse> {
    await this.limits.enforce('token', req, reply);
    return this.registration.verify(body.token, req, reply);
  }

  @Post('login/resend-verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mails a new verification link to an unverified account; always success' })
  async resendVerify(@Body() body: EmailDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SuccessResponse> {
    await this.limits.enforce('mail', req, reply, normalizeEmail(body.email));
    await this.registration.resend(body.email);
    return { success: true };
  }

  @Post('login/remember')
  @HttpCode(200)
  @ApiOperation({ summary: 'Requests a password reset (or set-password) mail; always success' })
  async remember(@Body() body: EmailDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SuccessResponse> {
    await this.limits.enforce('mail', req, reply, normalizeEmail(body.email));
    await this.passwords.request(body.email);
    return { success: true };
  }

  @Post('login/reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a new password from a reset or set-password link; ends every session; logs in' })
  async reset(@Body() body: ResetPasswordDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponse> {
    await this.limits.enforce('token', req, reply);
    return this.passwords.reset(body.token, body.password, req, reply);
  }

  @Post('login/reservation-re-verify')
  @HttpCode(200)
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

  @Post('login/re-verify')
  @HttpCode(200)
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

  @Post('login/force/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff only: a 1-hour session as user :id (404 for anyone else)' })
  forceLogin(
    @Param('id', PositiveIntPipe) id: number,
    @CurrentAuth() auth: AuthContext | null,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ForceLoginResponse> {
    return this.login.forceLogin(auth, id, req, reply);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the session on the server and clears the cookie' })
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SuccessResponse> {
    await this.sessions.logout(req, reply);
    return { success: true };
  }
}
