import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ACCOUNT_ERROR_CODES,
  email as emailRule,
  EMAIL_MAX_LENGTH,
  type EmailChangeStatusResponse,
  MESSAGES,
  normalizeEmail,
  type SuccessResponse,
} from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import type { AuthContext } from '../sessions/auth-context';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { isUniqueViolation, withTransaction } from '../database/sql';
import { accountErrors } from './account-errors';
import { AccountMailer } from './account-mailer';
import { EmailCheckService } from './email-check.service';
import { PasswordHasher } from './passwords';
import { UserTokensService } from './user-tokens.service';

/** Where the link of a change started on the my page leads back to (the shell follows its email_token). */
export const MY_PAGE_EMAIL_CHANGE_RETURN_PATH = '/my-page/profile';

/**
 * Changes of the account's address. Both kinds mail a link with a single-use `email-change` token
 * (24 h) to the NEW address and keep the address in `users.pending_email` until the link is
 * followed (POST /api/login/re-verify), so a user has at most one pending change:
 *
 * - the forced update (docs/product.md §4, §5, §8): a logged-in user whose address is flagged invalid gives a new
 *   one; the link leads back to the page the user was on;
 * - the change from /my-page/profile: a verified user gives a new address and the current password;
 *   the link leads to /my-page/profile, and once it is followed the OLD address gets a notice.
 */
@Injectable()
export class EmailChangeService {
  private readonly logger = new Logger('EmailChange');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly tokens: UserTokensService,
    private readonly mailer: AccountMailer,
    private readonly hasher: PasswordHasher,
  ) {}

  /** POST /api/login/reservation-re-verify. `returnPath` has passed isSafeReturnPath. */
  async reserve(user: UserEntity, rawEmail: string | undefined, returnPath: string): Promise<SuccessResponse> {
    if (user.invalidEmailFlag !== 1) {
      throw new ApiError(403, MESSAGES.emailChangeNotNeeded, undefined, { code: ACCOUNT_ERROR_CODES.emailChangeNotNeeded });
    }
    const email = this.checkFormat(user, rawEmail);
    await this.checkFree(email);
    await this.mailLink(user, email, returnPath);
    return { success: true };
  }

  /**
   * POST /api/my-page/email-change: the docs/product.md §5 checks of the address (empty, same, format), then the
   * current password (as for the password change), then whether the address is free — so only
   * someone who knows the password learns that much, and no more than the forced update tells.
   * Replaces an earlier pending change.
   */
  async start(user: UserEntity, rawEmail: string | undefined, currentPassword: string): Promise<EmailChangeStatusResponse> {
    const email = this.checkFormat(user, rawEmail);
    if (!(await this.hasher.check(user.passwordHash, currentPassword))) {
      throw new ApiError(400, MESSAGES.currentPasswordWrong, { current_password: [MESSAGES.currentPasswordWrong] });
    }
    await this.checkFree(email);
    try {
      await this.mailLink(user, email, MY_PAGE_EMAIL_CHANGE_RETURN_PATH);
    } catch (error) {
      // A link that never arrived is no pending change.
      await this.cancel(user);
      throw error;
    }
    return this.status(user.id);
  }

  /** GET /api/my-page/email-change: the pending change (new address, link expiry) or null. */
  async status(userId: number): Promise<EmailChangeStatusResponse> {
    const user = await this.users.findById(userId);
    const token = user?.pendingEmail ? await this.tokens.pending(userId, 'email-change') : null;
    if (!user || !token || token.payload.email !== user.pendingEmail) return { success: true, pending: null };
    return { success: true, pending: { email: user.pendingEmail, expires_at: token.expiresAt.toISOString() } };
  }

  /** POST /api/my-page/email-change/cancel: the mailed link stops working; the address stays as it is. */
  async cancel(user: UserEntity): Promise<EmailChangeStatusResponse> {
    await this.tokens.revoke(user.id, 'email-change');
    await this.users.setPendingEmail(user.id, null);
    return { success: true, pending: null };
  }

  /**
   * POST /api/login/re-verify. The token alone proves the new mailbox, so no login is needed; a
   * browser logged in as another account cannot use it. The user's sessions stay valid.
   */
  async confirm(token: string, auth: AuthContext | null): Promise<SuccessResponse> {
    const found = await this.tokens.find(['email-change'], token);
    if (!found || !found.payload.email || (auth && auth.user.id !== found.userId)) throw accountErrors.emailLinkInvalid();
    const user = await this.users.findById(found.userId);
    if (!user || user.disabled) throw accountErrors.emailLinkInvalid();
    const newEmail = found.payload.email;
    const taken = await this.users.findByEmail(newEmail);
    if (taken && taken.id !== user.id) {
      throw accountErrors.emailField(MESSAGES.emailChangeTaken, ACCOUNT_ERROR_CODES.emailExists);
    }
    if (!(await this.tokens.consume(['email-change'], token))) throw accountErrors.emailLinkInvalid();
    const at = new Date();
    let moved: boolean;
    try {
      moved = await this.users.replaceEmail(user.id, newEmail, at);
    } catch (error) {
      if (isUniqueViolation(error)) throw accountErrors.emailField(MESSAGES.emailChangeTaken, ACCOUNT_ERROR_CODES.emailExists);
      throw error;
    }
    // Cancelled, replaced or applied by a concurrent request in the meantime.
    if (!moved) throw accountErrors.emailLinkInvalid();
    this.logger.log(`user ${user.id} moved to a new address`);
    // A flagged address does not receive mail; any other old address is told of the change.
    if (user.invalidEmailFlag !== 1) {
      this.mailer.sendEmailChanged(user, newEmail, at).catch(() => this.logger.warn(`email-changed notice for user ${user.id} not sent`));
    }
    return { success: true };
  }

  /** docs/product.md §5 checks in order: empty, same as the current address, format. Returns the normalised address. */
  private checkFormat(user: UserEntity, rawEmail: string | undefined): string {
    const given = (rawEmail ?? '').trim();
    if (given === '') throw accountErrors.emailField(MESSAGES.emailChangeEmpty);
    const email = normalizeEmail(given);
    if (email === normalizeEmail(user.email)) throw accountErrors.emailField(MESSAGES.emailChangeSame);
    if (emailRule(given) !== null || given.length > EMAIL_MAX_LENGTH) throw accountErrors.emailField(MESSAGES.email);
    return email;
  }

  /** docs/product.md §5 results of the address check: registered or unverified elsewhere, or disabled. */
  private async checkFree(email: string): Promise<void> {
    const status = EmailCheckService.statusOf(await this.users.findByEmail(email));
    if (status === 'disabled-login') throw accountErrors.emailField(MESSAGES.emailChangeDisabled, ACCOUNT_ERROR_CODES.disabledLogin);
    if (status !== null) throw accountErrors.emailField(MESSAGES.emailChangeTaken, ACCOUNT_ERROR_CODES.emailExists);
  }

  /** Issues the token (voiding an earlier one), records the pending address and mails the NEW address. */
  private async mailLink(user: UserEntity, email: string, returnPath: string): Promise<void> {
    // One transaction: the token, the pending address and the queued mail (docs/mail.md).
    await withTransaction(this.dataSource, async (m) => {
      const token = await this.tokens.issue(user.id, 'email-change', { email, returnPath }, m);
      await this.users.setPendingEmail(user.id, email, m);
      let link: string;
      try {
        link = this.mailer.returnLink(returnPath, token);
      } catch {
        throw accountErrors.mailFailed();
      }
      await this.mailer.sendEmailChange(user, email, link, m);
    });
  }
}
