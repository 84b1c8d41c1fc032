import { Injectable } from '@nestjs/common';
import {
  MESSAGES,
  MODERATION_STATUSES,
  maxLength,
  POSTING_LIMITS,
  required,
  type ModerationAction,
  type ModerationStatus,
  type ReviewItem,
} from '@akiya/contracts';
import { AuditLogService } from '../audit/audit-log.service';
import { ApiError } from '../http/api-error';
import { MailService } from '../mail/mail.service';
import { PropertiesService } from '../properties/properties.service';
import type { AuthContext } from '../sessions/auth-context';
import { ModerationRepository } from './moderation.repository';
import { postingApprovedMail, postingReturnedMail, postingSuspendedMail } from './posting-mails';
import { toReviewItem } from './posting-rows';
import { PostingRepository } from './posting.repository';
import { notFound, PostingService } from './posting.service';

/** The most listings the review queue answers at once. */
const REVIEW_LIST_LIMIT = 100;

/** Staff: a logged-in user with role 'staff' in a session of their own (not an impersonation). */
export function isStaff(auth: AuthContext | null): auth is AuthContext {
  return auth !== null && auth.user.role === 'staff' && auth.session.impersonatedBy === null && !auth.user.disabled;
}

/** Anyone but staff gets the plain 404 of an unknown route (the staff routes do not reveal themselves). */
export function assertStaff(auth: AuthContext | null): asserts auth is AuthContext {
  if (!isStaff(auth)) throw new ApiError(404, MESSAGES.notFound);
}

/**
 * The review of posted listings (docs/posting.md): staff approve (published on the board), send
 * back with a reason (the seller corrects; review again), or suspend (taken off the board). The
 * seller gets a mail at each step, queued with the decision and its audit entry in one transaction;
 * the listing cache is dropped after each.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly repo: ModerationRepository,
    private readonly postings: PostingRepository,
    private readonly properties: PropertiesService,
    private readonly posting: PostingService,
    private readonly audit: AuditLogService,
    private readonly mail: MailService,
  ) {}

  /** The listings in one state (default: waiting for review), oldest first, at most REVIEW_LIST_LIMIT. */
  async list(status: ModerationStatus): Promise<ReviewItem[]> {
    const items: ReviewItem[] = [];
    for (const id of await this.repo.idsInState(status, REVIEW_LIST_LIMIT)) items.push(await this.item(id));
    return items;
  }

  async item(id: number): Promise<ReviewItem> {
    const row = await this.repo.findReviewRow(id);
    if (!row) throw notFound();
    return toReviewItem(row, await this.postings.images(id));
  }

  /** Validates the reason: required to send back, optional to suspend, at most POSTING_LIMITS.moderationReason. */
  checkReason(action: ModerationAction, reason: unknown): string | null {
    const text = typeof reason === 'string' ? reason.trim() : reason === undefined || reason === null ? '' : null;
    const message =
      text === null
        ? MESSAGES.invalidValue
        : ((action === 'send-back' ? required(text) : null) ?? maxLength(POSTING_LIMITS.moderationReason)(text));
    if (message !== null) throw new ApiError(400, MESSAGES.formError, { reason: [message] });
    return text === '' ? null : text;
  }

  async act(staffId: number, id: number, action: ModerationAction, reasonRaw: unknown): Promise<ReviewItem> {
    const reason = action === 'approve' ? null : this.checkReason(action, reasonRaw);
    const current = await this.item(id);
    const status: ModerationStatus = action === 'approve' ? 'approved' : action === 'send-back' ? 'returned' : 'suspended';
    await this.repo.transaction(async (m) => {
      await this.repo.setModeration(m, id, status, reason, staffId);
      if (action === 'approve') await this.repo.publish(m, id);
      else await this.repo.unpublish(m, id);
      // The staff audit log (docs/accounts.md), in the same transaction as the move.
      await this.audit.record({ actorId: staffId, action: `review.${action}`, targetType: 'property', targetId: id, detail: reason ?? undefined }, m);
      const seller = await this.repo.findSeller(m, id);
      if (seller) {
        const input = { lastName: seller.lastName, firstName: seller.firstName, propertyId: id, title: current.title };
        const mail =
          action === 'approve'
            ? postingApprovedMail(this.posting.site, input)
            : action === 'send-back'
              ? postingReturnedMail(this.posting.site, { ...input, reason: reason ?? '' })
              : postingSuspendedMail(this.posting.site, { ...input, reason });
        await this.mail.send(seller.email, mail, m);
      }
    });
    this.properties.invalidate();
    return this.item(id);
  }

  parseStatus(raw: unknown): ModerationStatus {
    if (raw === undefined || raw === '') return 'pending';
    if (typeof raw === 'string' && (MODERATION_STATUSES as readonly string[]).includes(raw)) return raw as ModerationStatus;
    throw new ApiError(400, MESSAGES.invalidValue, { status: [MESSAGES.invalidValue] });
  }
}
