import { Injectable, Logger } from '@nestjs/common';
import type { ForceLoginResponse, LoginResponse, SuccessResponse } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuditLogService } from '../audit/audit-log.service';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import type { ApiError } from '../http/api-error';
import { RateLimitService } from '../security/rate-limit.service';
import type { AuthContext } from '../sessions/auth-context';
import { SessionsService } from '../sessions/sessions.service';
import type { UserEntity } from '../users/entities/user.entity';
import { toUserDto } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { accountErrors } from './account-errors';
import { AccountMailer } from './account-mailer';
import type { UserTokenKind } from './entities/user-token.entity';
import { PasswordHasher } from './passwords';
import { UserTokensService } from './user-tokens.service';

/** The two-step login (docs/product.md §2, §8) and staff impersonation. */
@Injectable()
export class LoginService {
  private readonly logger = new Logger('Login');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly tokens: UserTokensService,
    private readonly mailer: AccountMailer,
    private readonly limits: RateLimitService,
    private readonly audit: AuditLogService,
  ) {}

  /**
   * Step one. An unknown address answers exactly like a usable one ({success: true}); the docs/product.md §8 codes
   * are answered for disabled (403), unverified (403) and password-less (409, after mailing a
   * set-password link) accounts.
   */
  async emailStep(email: string, request: FastifyRequest, reply: FastifyReply): Promise<SuccessResponse> {
    const user = await this.users.findByEmail(email);
    if (!user) return { success: true };
    if (user.disabled) throw accountErrors.disabled(this.config.operatorEmail);
    if (user.registrationStatus === 'temporary' || !user.emailVerifiedAt) throw accountErrors.notVerified();
    if (!user.passwordHash) {
      await this.limits.enforce('mail', request, reply, user.email);
      const token = await this.tokens.issue(user.id, 'set-password');
      await this.mailer.sendSetPassword(user, token).catch(() => {
        throw accountErrors.mailFailed();
      });
      throw accountErrors.emptyPassword();
    }
    return { success: true };
  }

  /**
   * Step two. Always one argon2 verification (a dummy one for an unknown address); the account's
   * state is only revealed to someone who knows its password. Success starts a new session.
   */
  async passwordStep(email: string, password: string, request: FastifyRequest, reply: FastifyReply): Promise<LoginResponse> {
    const user = await this.users.findByEmail(email);
    const ok = await this.hasher.check(user?.passwordHash, password);
    if (!user || !ok || !user.passwordHash) throw accountErrors.wrongPassword();
    if (user.disabled) throw accountErrors.disabled(this.config.operatorEmail);
    if (user.registrationStatus === 'temporary' || !user.emailVerifiedAt) throw accountErrors.notVerified();
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.setPasswordHash(user.id, await this.hasher.hash(password), null);
    }
    return this.logIn(user, request, reply);
  }

  /** Starts a new session for `user` and answers {success, user}. */
  async logIn(user: UserEntity, request: FastifyRequest, reply: FastifyReply): Promise<LoginResponse> {
    await this.sessions.login(request, reply, user);
    const fresh = (await this.users.findById(user.id)) ?? user;
    return { success: true, user: toUserDto(fresh) };
  }

  /**
   * The account a mailed link of one of `kinds` was issued for; the link is used up. An unknown,
   * used or expired link (or a deleted account) → `invalid()`.
   */
  async userOfLink(kinds: readonly UserTokenKind[], token: string, invalid: () => ApiError): Promise<UserEntity> {
    const used = await this.tokens.consume(kinds, token);
    const user = used ? await this.users.findById(used.userId) : null;
    if (!user) throw invalid();
    if (user.disabled) throw accountErrors.disabled(this.config.operatorEmail);
    return user;
  }

  /** Logs in the account of a followed link, which proves the address: an unverified account is verified as of `at`. */
  async logInByLink(user: UserEntity, at: Date, request: FastifyRequest, reply: FastifyReply): Promise<LoginResponse> {
    if (!user.emailVerifiedAt || user.registrationStatus === 'temporary') await this.users.markVerified(user.id, at);
    return this.logIn(user, request, reply);
  }

  /**
   * /login/force/{id}: a staff user (in a session of their own, not an impersonation) opens a
   * one-hour session of another, non-staff, enabled user. Anyone else gets 404, as for a route
   * that does not exist.
   */
  async forceLogin(auth: AuthContext | null, targetId: number, request: FastifyRequest, reply: FastifyReply): Promise<ForceLoginResponse> {
    if (!auth || auth.user.role !== 'staff' || auth.session.impersonatedBy !== null) {
      if (auth) this.logger.warn(`user ${auth.user.id} tried to impersonate user ${targetId}: refused`);
      throw accountErrors.notFound();
    }
    const target = await this.users.findById(targetId);
    if (!target || target.role === 'staff' || target.disabled) throw accountErrors.notFound();
    const session = await this.sessions.startImpersonation(request, reply, auth.user, target);
    await this.audit.record({ actorId: auth.user.id, action: 'user.force-login', targetType: 'user', targetId: target.id, detail: `until ${session.expiresAt.toISOString()}` });
    return { success: true, user: toUserDto(target), expires_at: session.expiresAt.toISOString() };
  }
}
