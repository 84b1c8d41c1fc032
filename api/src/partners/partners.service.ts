import { Injectable, Logger } from '@nestjs/common';
import {
  canMovePartner,
  canMoveReward,
  MESSAGES,
  PARTNER_JOIN_LABELS,
  PARTNER_MESSAGES,
  partnerPaths,
  rewardAmountOf,
  validatePartnerJoin,
  type MyPartnerResponse,
  type PartnerJoinValues,
  type PartnerReferralKind,
  type PartnerReferralState,
  type PartnerRewardItem,
  type PartnerRewardStatus,
  type PartnerStatus,
  type PartnerSummary,
  type StaffPartnerItem,
  type StaffPartnerReferralItem,
  type StaffPartnerRewardItem,
} from '@akiya/contracts';
import type { FastifyRequest } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { isoOf, isoOrNull, isUniqueViolation, sqlTime, withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import { getAuthContext } from '../sessions/auth-context';
import { InquiriesService } from '../inquiries/inquiries.service';
import { MailService } from '../mail/mail.service';
import type { MailContent } from '../mail/templates/layout';
import { MailPreferencesService } from '../mail-preferences/mail-preferences.service';
import { RealtimeService } from '../realtime/realtime.service';
import { DataDirKey } from '../security/data-dir-key';
import type { UserEntity } from '../users/entities/user.entity';
import { operatorPartnerMail, partnerAppliedMail, partnerRewardMail, partnerStatusMail } from './partner-mail';
import { ReferralCookie } from './referral-cookie';
import { looksLikeSelf } from './referral-self';

export { looksLikeSelf } from './referral-self';
import { PartnersRepository, type PartnerRow, type RewardRow } from './partners.repository';

/** A mail ready to be queued in a transaction. */
interface PreparedMail {
  to: string;
  content: MailContent;
}

const notFound = () => new ApiError(404, MESSAGES.notFound);
const FIELDS = new Set(Object.keys(PARTNER_JOIN_LABELS));

function toSummary(row: PartnerRow): PartnerSummary {
  return {
    id: row.id,
    status: row.status as PartnerStatus,
    displayName: row.display_name,
    area: row.area,
    referralPath: row.status === 'approved' ? partnerPaths.referral(row.id) : null,
    createdAt: isoOf(row.created_at),
    version: row.version,
  };
}

function toReward(row: RewardRow): PartnerRewardItem {
  return {
    id: row.id,
    referralId: row.referral_id,
    kind: row.kind as PartnerReferralKind,
    amountYen: row.amount_yen,
    status: row.status as PartnerRewardStatus,
    version: row.version,
    createdAt: isoOf(row.created_at),
  };
}

/**
 * The supporter programme: applications, approval, the referral credits (/ref/{id} then a
 * registration or a listing within 30 days, once per owner and kind, never the partner itself),
 * reward requests (only for a creditable referral: a verified account, a published listing) and
 * their moves. Every change touches the realtime rows of the partner and the staff (their open
 * pages and contact-list badges refresh) and mails the person concerned.
 */
@Injectable()
export class PartnersService {
  private readonly logger = new Logger('Partners');
  /** The signed `akiya_ref` cookie: only /ref/{id} makes one, anything else credits nobody. */
  readonly referralCookie: ReferralCookie;

  constructor(
    private readonly repo: PartnersRepository,
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimeService,
    private readonly prefs: MailPreferencesService,
    private readonly mail: MailService,
    private readonly inquiries: InquiriesService,
    @InjectConfig() config: AppConfig,
  ) {
    this.referralCookie = new ReferralCookie(new DataDirKey(config.dataDir, 'referral.key'));
  }

  /** The join form's body, checked with the rules the browser runs (400 with field messages). */
  static check(body: unknown): PartnerJoinValues {
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    for (const k of Object.keys(b)) if (!FIELDS.has(k)) errors[k] = [MESSAGES.unknownParameter];
    const text = (k: string) => (typeof b[k] === 'string' ? (b[k] as string) : '');
    const values: PartnerJoinValues = {
      display_name: text('display_name').trim(),
      area: text('area').trim(),
      activity: text('activity').replace(/\r\n?/g, '\n').trim(),
      phone: text('phone').trim(),
      agree: b.agree === true || b.agree === 'true' || b.agree === '1',
    };
    for (const [k, message] of Object.entries(validatePartnerJoin(values))) if (message) errors[k] = [message];
    if (Object.keys(errors).length > 0) throw new ApiError(400, MESSAGES.formError, errors);
    return values;
  }

  /**
   * The application, the applicant's mail and the operator's mail are written in one transaction:
   * all or nothing (the mails are sent by the queue after the commit).
   */
  async join(user: UserEntity, values: PartnerJoinValues): Promise<{ success: true; partner: PartnerSummary }> {
    if (await this.repo.byUser(user.id)) throw new ApiError(409, PARTNER_MESSAGES.alreadyApplied);
    const applicantMail = await this.userMail(user.id, (to) => partnerAppliedMail(this.inquiries.site, { to, displayName: values.display_name }));
    let row: PartnerRow;
    try {
      row = await withTransaction(this.dataSource, async (m) => {
        await this.repo.insertPartner(m, {
          userId: user.id,
          displayName: values.display_name,
          area: values.area,
          activity: values.activity,
          phone: values.phone || null,
          now: sqlTime(),
        });
        const inserted = (await this.repo.byUser(user.id, m)) as PartnerRow;
        await this.queueMail(m, applicantMail);
        await this.inquiries.toOperator(
          operatorPartnerMail(this.inquiries.site, {
            kind: 'application',
            userId: user.id,
            name: `${user.lastName} ${user.firstName}`.trim(),
            detail: `活動名：${inserted.display_name}\n活動する地域：${inserted.area}\n取り組みたいこと：\n${inserted.activity}`,
            at: new Date(),
          }),
          m,
        );
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, PARTNER_MESSAGES.alreadyApplied);
      throw error;
    }
    await this.touch(user.id);
    return { success: true, partner: toSummary(row) };
  }

  async mine(user: UserEntity): Promise<MyPartnerResponse> {
    const row = await this.repo.byUser(user.id);
    if (!row) return { partner: null, referrals: [], rewards: [] };
    const [referrals, rewards] = await Promise.all([this.repo.referrals(row.id), this.repo.rewards(row.id, null)]);
    return {
      partner: toSummary(row),
      referrals: referrals.map((r) => ({
        id: r.id,
        kind: r.kind as PartnerReferralKind,
        ownerLabel: `${r.owner_last_name ?? ''} 様`.trim(),
        propertyId: r.property_id,
        propertyTitle: r.property_title,
        createdAt: isoOf(r.created_at),
        state: r.state as PartnerReferralState,
        rewardId: r.reward_id,
      })),
      rewards: rewards.map(toReward),
    };
  }

  /** The contact-list fields: the partner's id, and its reward requests still waiting for an answer. */
  async contactListFields(userId: number): Promise<{ partner: { id: number } | null; noResponsePartnerRewardCount: number }> {
    const row = await this.repo.byUser(userId);
    if (!row) return { partner: null, noResponsePartnerRewardCount: 0 };
    return { partner: { id: row.id }, noResponsePartnerRewardCount: await this.repo.openRewardCount(row.id) };
  }

  /**
   * The partner asks to be paid for one referral. Only a creditable one (the referred account
   * verified its address; the listing is approved and published): the check and the write are one
   * conditional INSERT, and the unique referral_id refuses a second request, even one arriving at
   * the same moment on another instance.
   */
  async requestReward(user: UserEntity, referralId: number): Promise<PartnerRewardItem> {
    const partner = await this.repo.byUser(user.id);
    const referral = await this.repo.referral(referralId);
    if (!partner || !referral || referral.partner_id !== partner.id) throw notFound();
    if (partner.status !== 'approved') throw new ApiError(409, PARTNER_MESSAGES.notApproved);
    if (referral.reward_id !== null) throw new ApiError(409, PARTNER_MESSAGES.rewardExists);
    const amountYen = rewardAmountOf(referral.kind as PartnerReferralKind);
    let id: number | null;
    try {
      // The request and the operator's mail in one transaction.
      id = await withTransaction(this.dataSource, async (m) => {
        const inserted = await this.repo.insertCreditableReward(m, { partnerId: partner.id, referralId, amountYen, now: sqlTime() });
        if (inserted === null) return null;
        await this.inquiries.toOperator(
          operatorPartnerMail(this.inquiries.site, {
            kind: 'reward',
            userId: user.id,
            name: partner.display_name,
            detail: `報酬：${amountYen.toLocaleString('ja-JP')}円（${referral.kind}）`,
            at: new Date(),
          }),
          m,
        );
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, PARTNER_MESSAGES.rewardExists);
      throw error;
    }
    if (id === null) {
      // Requested meanwhile (by a request that won), not creditable yet, or never.
      const now = await this.repo.referral(referralId);
      if (now?.reward_id) throw new ApiError(409, PARTNER_MESSAGES.rewardExists);
      throw new ApiError(409, now?.state === 'waiting' ? PARTNER_MESSAGES.notCreditable : PARTNER_MESSAGES.notCreditableAnyMore);
    }
    const reward = (await this.repo.reward(id)) as RewardRow;
    await this.touch(user.id);
    return toReward(reward);
  }

  /**
   * Records the partner whose signed /ref cookie the request carries: once per owner and kind (the unique
   * index decides, whatever instance is first). Only an active partner (approved, account not
   * disabled); never the partner itself (same account, a registration made from the partner's own
   * logged-in browser, or the partner's email / phone on the account or the listing). Recording is
   * not paying: the referral stays `waiting` until the address is verified or the listing published.
   * Never throws: a registration or a listing must not fail because of a referral.
   */
  async creditFromRequest(request: FastifyRequest, ownerUserId: number, kind: PartnerReferralKind, propertyId: number | null = null): Promise<boolean> {
    // A forged, unsigned, altered or expired cookie names nobody (ReferralCookie).
    const partnerId = this.referralCookie.fromRequest(request)?.partnerId ?? null;
    if (partnerId === null) return false;
    try {
      return await this.credit(partnerId, ownerUserId, kind, propertyId, getAuthContext(request)?.user.id ?? null);
    } catch (error) {
      this.logger.error(`referral credit failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  async credit(partnerId: number, ownerUserId: number, kind: PartnerReferralKind, propertyId: number | null, requesterUserId: number | null = null): Promise<boolean> {
    const partner = await this.repo.activeById(partnerId);
    if (!partner || partner.user_id === ownerUserId || partner.user_id === requesterUserId) return false;
    const owner = await this.repo.ownerContact(ownerUserId, kind === 'listing' ? propertyId : null);
    if (!owner || looksLikeSelf(partner, owner)) {
      if (owner) this.logger.warn(`referral of user ${ownerUserId} (${kind}) by partner ${partnerId} refused: the partner's own contact details`);
      return false;
    }
    try {
      await this.repo.insertReferral({ partnerId, ownerUserId, kind, propertyId, now: sqlTime() });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    await this.touch(partner.user_id);
    return true;
  }

  /** Whether /ref/{id} names an active partner (approved, its account not disabled). */
  async isReferrer(partnerId: number): Promise<boolean> {
    return (await this.repo.activeById(partnerId)) !== null;
  }

  // --- staff -----------------------------------------------------------------------------------

  async staffList(status: unknown): Promise<{ items: StaffPartnerItem[] }> {
    const filter = typeof status === 'string' && status !== '' ? status : null;
    const rows = await this.repo.list(filter);
    return {
      items: rows.map((r) => ({
        ...toSummary(r),
        activity: r.activity,
        phone: r.phone,
        user: { id: r.user_id, name: `${r.last_name} ${r.first_name}`.trim(), email: r.email },
      })),
    };
  }

  /** The move and the partner's mail in one transaction. */
  async movePartner(id: number, to: PartnerStatus, version: number): Promise<PartnerSummary> {
    const before = await this.repo.byId(id);
    if (!before) throw notFound();
    const mail = await this.userMail(before.user_id, (name) => partnerStatusMail(this.inquiries.site, { to: name, status: to, referralPath: partnerPaths.referral(id) }));
    const moved = await withTransaction(this.dataSource, async (m) => {
      const row = await this.repo.byId(id, m);
      if (!row) throw notFound();
      if (row.version !== version || !canMovePartner(row.status, to)) throw new ApiError(409, PARTNER_MESSAGES.conflict);
      if (!(await this.repo.movePartner(m, id, row.status, version, to, sqlTime()))) throw new ApiError(409, PARTNER_MESSAGES.conflict);
      await this.queueMail(m, mail);
      return row;
    });
    await this.touch(moved.user_id);
    return toSummary((await this.repo.byId(id)) as PartnerRow);
  }

  /** Staff: the source of each credit (docs/partners.md, "What staff see"). */
  async staffReferrals(): Promise<{ items: StaffPartnerReferralItem[] }> {
    const rows = await this.repo.staffReferrals();
    return {
      items: rows.map((r) => ({
        id: r.id,
        partner: { id: r.partner_id, displayName: r.display_name },
        kind: r.kind as PartnerReferralKind,
        state: r.state as PartnerReferralState,
        referralPath: partnerPaths.referral(r.partner_id),
        createdAt: isoOf(r.created_at),
        owner: {
          id: r.owner_user_id,
          email: r.owner_email,
          name: `${r.owner_last_name ?? ''} ${r.owner_first_name ?? ''}`.trim(),
          registeredAt: isoOf(r.owner_created_at),
          verifiedAt: isoOrNull(r.owner_verified_at),
        },
        property: r.property_id === null ? null : { id: r.property_id, title: r.property_title ?? '', moderationStatus: r.moderation_status },
        rewardId: r.reward_id,
      })),
    };
  }

  async staffRewards(status: unknown): Promise<{ items: StaffPartnerRewardItem[] }> {
    const filter = typeof status === 'string' && status !== '' ? status : null;
    const rows = await this.repo.rewards(null, filter);
    return { items: rows.map((r) => ({ ...toReward(r), partner: { id: r.partner_id, displayName: r.display_name ?? '' } })) };
  }

  /** The move and the partner's mail in one transaction. */
  async moveReward(id: number, to: PartnerRewardStatus, version: number): Promise<PartnerRewardItem> {
    const before = await this.repo.reward(id);
    if (!before) throw notFound();
    const partner = await this.repo.byId(before.partner_id);
    const mail = partner ? await this.userMail(partner.user_id, (name) => partnerRewardMail(this.inquiries.site, { to: name, status: to, amountYen: before.amount_yen })) : null;
    const moved = await withTransaction(this.dataSource, async (m) => {
      const row = await this.repo.reward(id, m);
      if (!row) throw notFound();
      if (row.version !== version || !canMoveReward(row.status, to)) throw new ApiError(409, PARTNER_MESSAGES.conflict);
      // A referral that stopped counting while its request waited (the listing suspended by staff,
      // the account disabled) is not approved; what was approved or paid already stays as it is.
      if (to === 'approved' && (await this.repo.referral(row.referral_id, m))?.state !== 'creditable') {
        throw new ApiError(409, PARTNER_MESSAGES.noLongerCreditable);
      }
      if (!(await this.repo.moveReward(m, id, row.status, version, to, sqlTime()))) throw new ApiError(409, PARTNER_MESSAGES.conflict);
      await this.queueMail(m, mail);
      return row;
    });
    if (partner && partner.id === moved.partner_id) await this.touch(partner.user_id);
    return toReward((await this.repo.reward(id)) as RewardRow);
  }

  // --- notifications ---------------------------------------------------------------------------

  private async touch(userId: number): Promise<void> {
    try {
      await this.realtime.touch([userId, ...(await this.repo.staffIds())], null);
    } catch (error) {
      this.logger.error(`partner realtime touch failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * The mail to a user, read before the transaction that queues it (queueMail): null when the user
   * turned these mails off, is disabled or unknown, or the lookup failed (logged; the action goes on).
   */
  private async userMail(userId: number, build: (to: string) => MailContent): Promise<PreparedMail | null> {
    try {
      return await this.prefs.othersMail(userId, build);
    } catch (error) {
      this.logger.error(`partner mail to user ${userId} not prepared: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** Writes a prepared mail in the action's transaction (it exists exactly when the action committed). */
  private async queueMail(m: EntityManager, mail: PreparedMail | null): Promise<void> {
    if (mail) await this.mail.send(mail.to, mail.content, m);
  }
}
