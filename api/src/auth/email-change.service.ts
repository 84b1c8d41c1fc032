import { Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNT_ERROR_CODES,
  email as emailRule,
  EMAIL_MAX_LENGTH,
  MESSAGES,
  normalizeEmail,
  type SuccessResponse,
} from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import type { AuthContext } from '../sessions/auth-context';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { isUniqueViolation } from '../database/sql';
import { accountErrors } from './account-errors';
import { AccountMailer } from './account-mailer';
import { EmailCheckService } from './email-check.service';
import { UserTokensService } from './user-tokens.service';

/**
 * The forced email update (§4, §5, §8): a logged-in user whose address is flagged invalid gives a
 * new one; a link with a single-use token goes to the NEW address and leads back to the page the
 * user was on; following it moves the account to the new address.
 */
@Injectable()
export class EmailChangeService {
  private readonly logger = new Logger('EmailChange');

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: UserTokensService,
    private readonly mailer: AccountMailer,
  ) {}

  /** POST /api/login/reservation-re-verify. `returnPath` has passed isSafeReturnPath. */
  async reserve(user: UserEntity, rawEmail: string | undefined, returnPath: string): Promise<SuccessResponse> {
    if (user.invalidEmailFlag !== 1) {
      throw new ApiError(403, MESSAGES.emailChangeNotNeeded, undefined, { code: ACCOUNT_ERROR_CODES.emailChangeNotNeeded });
    }
    const given = (rawEmail ?? '').trim();
    if (given === '') throw accountErrors.emailField(MESSAGES.emailChangeEmpty);
    const email = normalizeEmail(given);
    if (email === normalizeEmail(user.email)) throw accountErrors.emailField(MESSAGES.emailChangeSame);
    if (emailRule(given) !== null || given.length > EMAIL_MAX_LENGTH) throw accountErrors.emailField(MESSAGES.email);
    const status = EmailCheckService.statusOf(await this.users.findByEmail(email));
    if (status === 'disabled-login') throw accountErrors.emailField(MESSAGES.emailChangeDisabled, ACCOUNT_ERROR_CODES.disabledLogin);
    if (status !== null) throw accountErrors.emailField(MESSAGES.emailChangeTaken, ACCOUNT_ERROR_CODES.emailExists);

    const token = await this.tokens.issue(user.id, 'email-change', { email, returnPath });
    await this.users.setPendingEmail(user.id, email);
    try {
      await this.mailer.sendEmailChange(user, email, this.mailer.returnLink(returnPath, token));
    } catch {
      throw accountErrors.mailFailed();
    }
    return { success: true };
  }

  /**
   * POST /api/login/re-verify. The token alone proves the new mailbox, so no login is needed; a
   * browser logged in as another account cannot use it.
   */
  async confirm(token: string, auth: AuthContext | null): Promise<SuccessResponse> {
    const found = await this.tokens.find(['email-change'], token);
    if (!found || !found.payload.email || (auth && auth.user.id !== found.userId)) throw accountErrors.emailLinkInvalid();
    const user = await this.users.findById(found.userId);
    if (!user || user.disabled) throw accountErrors.emailLinkInvalid();
    const taken = await this.users.findByEmail(found.payload.email);
    if (taken && taken.id !== user.id) {
      throw accountErrors.emailField(MESSAGES.emailChangeTaken, ACCOUNT_ERROR_CODES.emailExists);
    }
    if (!(await this.tokens.consume(['email-change'], token))) throw accountErrors.emailLinkInvalid();
    try {
      await this.users.replaceEmail(user.id, found.payload.email, new Date());
    } catch (error) {
      if (isUniqueViolation(error)) throw accountErrors.emailField(MESSAGES.emailChangeTaken, ACCOUNT_ERROR_CODES.emailExists);
      throw error;
    }
    this.logger.log(`user ${user.id} moved to a new address`);
    return { success: true };
  }
}
