import { Injectable, Logger } from '@nestjs/common';
import { MESSAGES, validateWithdrawal, WITHDRAWN_USER_NAME, type SuccessResponse } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../auth/passwords';
import { DealWorkflowService, type EndedDeal } from '../contacts/deal-workflow.service';
import { withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import { PropertiesService } from '../properties/properties.service';
import { SessionsService } from '../sessions/sessions.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { WithdrawalRepository } from './withdrawal.repository';

/** What the transaction did, for what is told after it committed. */
interface Withdrawn {
  ended: EndedDeal[];
  stopped: number[];
}

/**
 * Withdrawal (退会, POST /api/my-page/withdraw; docs/accounts.md "退会"). After the rules of the form
 * and the current password, one transaction: every open deal of the user (as buyer and as seller)
 * ended with the deal workflow's cancel move and its message to the other party; every listing of
 * the user stopped (掲載中止, recorded as the seller's own stop); the mail settings all off; unused
 * tokens voided; the personal columns erased (UsersRepository.eraseForWithdrawal). Then every
 * session of the user is revoked through the session store (DB or Redis, so on every instance),
 * the listing caches are dropped (PropertiesService.invalidate, which also reaches the page caches
 * and the other instances), and the other parties get their deal notices.
 */
@Injectable()
export class WithdrawalService {
  private readonly logger = new Logger('Withdrawal');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly repo: WithdrawalRepository,
    private readonly hasher: PasswordHasher,
    private readonly deals: DealWorkflowService,
    private readonly listings: PropertiesService,
    private readonly sessions: SessionsService,
  ) {}

  async withdraw(user: UserEntity, body: { current_password?: unknown; reason?: unknown }, req: FastifyRequest, reply: FastifyReply): Promise<SuccessResponse> {
    const errors = validateWithdrawal(body);
    if (Object.keys(errors).length > 0) {
      const fields = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v as string]]));
      throw new ApiError(400, Object.values(errors)[0] as string, fields);
    }
    if (!(await this.hasher.check(user.passwordHash, String(body.current_password)))) {
      throw new ApiError(400, MESSAGES.currentPasswordWrong, { current_password: [MESSAGES.currentPasswordWrong] });
    }
    const reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : null;
    const at = new Date();

    const done = await withTransaction(this.dataSource, async (m): Promise<Withdrawn | null> => {
      const ended = await this.deals.cancelAllOf(m, user.id);
      const stopped = await this.repo.stopListingsOf(m, user.id, at);
      await this.repo.turnOffMail(m, user.id, at);
      await this.repo.voidTokens(m, user.id, at);
      await this.repo.anonymiseInboxItems(m, user.id);
      // A concurrent withdrawal of the same account came first: everything above rolls back.
      if (!(await this.users.eraseForWithdrawal(m, user.id, at, reason))) return null;
      return { ended, stopped };
    });
    if (!done) throw new ApiError(404, MESSAGES.notFound);

    await this.sessions.revokeAllForUser(user.id);
    await this.sessions.logout(req, reply);
    this.listings.invalidate();
    await this.deals.announceEnded(user.id, WITHDRAWN_USER_NAME, done.ended);
    this.logger.log(`user ${user.id} withdrew: ${done.ended.length} deal(s) cancelled, ${done.stopped.length} listing(s) stopped`);
    return { success: true };
  }
}
