import { Injectable, Logger } from '@nestjs/common';
import { MESSAGES, type LoginResponse } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import { SessionsService } from '../sessions/sessions.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { accountErrors } from './account-errors';
import { AccountMailer } from './account-mailer';
import { LoginService } from './login.service';
import { PasswordHasher } from './passwords';

/** Password reset (remember → reset), set-password for accounts without one, and password change. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('Passwords');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly mailer: AccountMailer,
    private readonly sessions: SessionsService,
    private readonly login: LoginService,
  ) {}

  /**
   * POST /api/login/remember: mails the link that fits the account — reset (1 h), set-password when
   * it has none, or the verification mail when the address is not verified yet. Unknown and
   * disabled addresses get nothing; the caller answers {success: true} in every case.
   */
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.disabled) return;
    try {
      // The new token and its queued mail in one transaction (docs/mail.md).
      const kind = user.registrationStatus === 'temporary' || !user.emailVerifiedAt ? 'verify' : !user.passwordHash ? 'set-password' : 'reset';
      await withTransaction(this.dataSource, (m) => this.mailer.mailLink(user, kind, m));
    } catch {
      this.logger.warn(`reset mail for user ${user.id} not sent`);
    }
  }

  /**
   * POST /api/login/reset: a reset or set-password link sets the password, ends every session of the
   * account, and logs in on this browser with a new one. Following the link also proves the address.
   */
  async reset(token: string, password: string, request: FastifyRequest, reply: FastifyReply): Promise<LoginResponse> {
    const user = await this.login.userOfLink(['reset', 'set-password'], token, accountErrors.resetTokenInvalid);
    return this.login.logInByLink(user, await this.replacePassword(user, password), request, reply);
  }

  /** POST /api/my-page/change-password: needs the current password; ends every other session too. */
  async change(user: UserEntity, current: string, next: string, request: FastifyRequest, reply: FastifyReply): Promise<LoginResponse> {
    if (!(await this.hasher.check(user.passwordHash, current))) {
      throw new ApiError(400, MESSAGES.currentPasswordWrong, { current_password: [MESSAGES.currentPasswordWrong] });
    }
    await this.replacePassword(user, next);
    return this.login.logIn(user, request, reply);
  }

  private async replacePassword(user: UserEntity, password: string): Promise<Date> {
    const at = new Date();
    await this.users.setPasswordHash(user.id, await this.hasher.hash(password), at);
    await this.sessions.revokeAllForUser(user.id);
    this.mailer.sendPasswordChanged(user, at).catch(() => this.logger.warn(`password-changed notice for user ${user.id} not sent`));
    return at;
  }
}
