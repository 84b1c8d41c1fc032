import { Injectable, Logger } from '@nestjs/common';
import { REGISTER_COMPLETE_PATH, type LoginResponse, type RegisterResponse } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { isUniqueViolation, withTransaction } from '../database/sql';
import { accountErrors } from './account-errors';
import { AccountMailer } from './account-mailer';
import type { RegisterDto } from './dto/account.dto';
import { LoginService } from './login.service';
import { PasswordHasher } from './passwords';
import { UserTokensService } from './user-tokens.service';

/** Temporary registration, email verification (which logs in) and re-sending the verification mail. */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger('Registration');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: UserTokensService,
    private readonly mailer: AccountMailer,
    private readonly login: LoginService,
  ) {}

  /**
   * Creates a temporary account and queues its verification mail in the same transaction (the
   * mail queue, docs/mail.md: an SMTP outage never fails the registration). An address that has an
   * account (in any state) is a field error.
   */
  async register(form: RegisterDto, onRegistered?: (userId: number) => Promise<unknown>): Promise<RegisterResponse> {
    if (await this.users.findByEmail(form.email)) throw accountErrors.emailTaken();
    const passwordHash = await this.hasher.hash(form.password);
    let user: UserEntity;
    try {
      user = await withTransaction(this.dataSource, async (m) => {
        const created = await this.users.createTemporary(form, passwordHash, m);
        await this.mailer.mailLink(created, 'verify', m);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw accountErrors.emailTaken();
      throw error;
    }
    this.logger.log(`temporary account ${user.id} registered`);
    // e.g. the supporter programme's referral credit (never fails the registration).
    await onRegistered?.(user.id);
    return { success: true, redirect: REGISTER_COMPLETE_PATH };
  }

  /** Follows a verification link: the account becomes registered and is logged in on this browser. */
  async verify(token: string, request: FastifyRequest, reply: FastifyReply): Promise<LoginResponse> {
    const user = await this.login.userOfLink(['verify'], token, accountErrors.verifyTokenInvalid);
    return this.login.logInByLink(user, new Date(), request, reply);
  }

  /** Mails a new verification link to an unverified account; does nothing otherwise (same answer). */
  async resend(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.disabled || (user.emailVerifiedAt && user.registrationStatus === 'registered')) return;
    const token = await this.tokens.issue(user.id, 'verify');
    await this.mailer.sendVerification(user, token).catch(() => this.logger.warn(`verification mail for user ${user.id} not sent`));
  }
}
