import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { exec, SqlConditions } from '../database/sql';
import { moveVersionedStatus } from '../common/versioned-status';
import { activeStaffIds } from '../users/user-briefs.repository';

export interface PartnerRow {
  id: number;
  user_id: number;
  status: string;
  version: number;
  display_name: string;
  area: string;
  activity: string;
  phone: string | null;
  created_at: unknown;
  updated_at: unknown;
}

export interface ReferralRow {
  id: number;
  partner_id: number;
  owner_user_id: number;
  kind: string;
  property_id: number | null;
  property_title: string | null;
  owner_last_name: string | null;
  reward_id: number | null;
  /** REFERRAL_STATE: 'waiting' | 'creditable' | 'void'. */
  state: string;
  created_at: unknown;
}

/** An approved partner whose account is not disabled, with what identifies its owner. */
export interface ActivePartnerRow {
  id: number;
  user_id: number;
  phone: string | null;
  email: string;
  user_phone: string;
}

/** The contact details of a referred account, or of a listing and its seller. */
export interface OwnerContactRow {
  email: string;
  phone: string;
  contact_email: string | null;
  contact_phone: string | null;
}

/**
 * Where a referral stands, worked out from the account and the listing each time (so there is
 * nothing to keep in step when an address is verified or a listing reviewed). Needs the aliases
 * `r` (partner_referrals), `u` (its owner), `pr` (properties) and `pp` (property_postings):
 * - a disabled account never pays (`void`);
 * - a registration counts once the address is verified (the link followed), `waiting` before;
 * - a listing counts while it is approved by the review and published; `waiting` while pending or
 *   sent back; `void` once suspended by staff or gone.
 */
const REFERRAL_STATE = `CASE
    WHEN u.disabled = 1 THEN 'void'
    WHEN r.kind = 'registration' THEN
      CASE WHEN u.email_verified_at IS NOT NULL AND u.registration_status = 'registered' THEN 'creditable' ELSE 'waiting' END
    WHEN r.kind = 'listing' THEN
      CASE
        WHEN pp.moderation_status = 'approved' AND pr.is_published = 1 THEN 'creditable'
        WHEN pp.moderation_status IN ('pending', 'returned') THEN 'waiting'
        ELSE 'void'
      END
    ELSE 'void'
  END`;

const REFERRAL_JOINS = `JOIN users u ON u.id = r.owner_user_id
       LEFT JOIN properties pr ON pr.id = r.property_id
       LEFT JOIN property_postings pp ON pp.property_id = r.property_id`;

export interface StaffReferralRow {
  id: number;
  partner_id: number;
  owner_user_id: number;
  kind: string;
  property_id: number | null;
  created_at: unknown;
  display_name: string;
  owner_email: string;
  owner_last_name: string | null;
  owner_first_name: string | null;
  owner_created_at: unknown;
  owner_verified_at: unknown;
  property_title: string | null;
  moderation_status: string | null;
  reward_id: number | null;
  state: string;
}

export interface RewardRow {
  id: number;
  partner_id: number;
  referral_id: number;
  kind: string;
  amount_yen: number;
  status: string;
  version: number;
  created_at: unknown;
  display_name?: string;
}

const num = <T extends object>(row: T, keys: (keyof T)[]): T => {
  const out = { ...row };
  for (const k of keys) if (out[k] !== null && out[k] !== undefined) (out as Record<keyof T, unknown>)[k] = Number(out[k]);
  return out;
};

/** SQL of the supporter programme (tables of migration 1763960000080-Partners). */
@Injectable()
export class PartnersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private q(m?: EntityManager) {
    return m ?? this.dataSource;
  }

  async byUser(userId: number, m?: EntityManager): Promise<PartnerRow | null> {
    const rows: PartnerRow[] = await this.q(m).query('SELECT * FROM partners WHERE user_id = ?', [userId]);
    return rows[0] ? num(rows[0], ['id', 'user_id', 'version']) : null;
  }

  async byId(id: number, m?: EntityManager): Promise<PartnerRow | null> {
    const rows: PartnerRow[] = await this.q(m).query('SELECT * FROM partners WHERE id = ?', [id]);
    return rows[0] ? num(rows[0], ['id', 'user_id', 'version']) : null;
  }

  /** The partner `id` if it may be credited: approved, its account not disabled; else null. */
  async activeById(id: number): Promise<ActivePartnerRow | null> {
    const rows: ActivePartnerRow[] = await this.dataSource.query(
      `SELECT p.id, p.user_id, p.phone, u.email, u.phone AS user_phone FROM partners p JOIN users u ON u.id = p.user_id
        WHERE p.id = ? AND p.status = 'approved' AND u.disabled = 0`,
      [id],
    );
    return rows[0] ? num(rows[0], ['id', 'user_id']) : null;
  }

  /** The referred account's email and phone, plus the listing's contact email and phone when `propertyId`. */
  async ownerContact(ownerUserId: number, propertyId: number | null): Promise<OwnerContactRow | null> {
    const rows: OwnerContactRow[] = await this.dataSource.query(
      `SELECT u.email, u.phone, pp.contact_email, pp.contact_phone FROM users u
         LEFT JOIN property_postings pp ON pp.property_id = ? AND pp.seller_id = u.id
        WHERE u.id = ?`,
      [propertyId, ownerUserId],
    );
    return rows[0] ?? null;
  }

  async insertPartner(m: EntityManager, p: { userId: number; displayName: string; area: string; activity: string; phone: string | null; now: string }): Promise<void> {
    await m.query(
      'INSERT INTO partners (user_id, status, version, display_name, area, activity, phone, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?)',
      [p.userId, 'pending', p.displayName, p.area, p.activity, p.phone, p.now, p.now],
    );
  }

  async list(status: string | null): Promise<(PartnerRow & { email: string; last_name: string; first_name: string })[]> {
    const rows: (PartnerRow & { email: string; last_name: string; first_name: string })[] = await this.dataSource.query(
      `SELECT p.*, u.email, u.last_name, u.first_name FROM partners p JOIN users u ON u.id = p.user_id
       ${status ? 'WHERE p.status = ?' : ''} ORDER BY p.id DESC LIMIT 200`,
      status ? [status] : [],
    );
    return rows.map((r) => num(r, ['id', 'user_id', 'version']));
  }

  /** Conditional update: true when the row still had `from` and `version`. */
  movePartner(m: EntityManager, id: number, from: string, version: number, to: string, now: string): Promise<boolean> {
    return moveVersionedStatus(m, 'partners', id, { from, version, to, now });
  }

  async referrals(partnerId: number): Promise<ReferralRow[]> {
    const rows: ReferralRow[] = await this.dataSource.query(
      `SELECT r.*, pr.title AS property_title, u.last_name AS owner_last_name, w.id AS reward_id, ${REFERRAL_STATE} AS state
       FROM partner_referrals r
       ${REFERRAL_JOINS}
       LEFT JOIN partner_rewards w ON w.referral_id = r.id
       WHERE r.partner_id = ? ORDER BY r.id DESC LIMIT 500`,
      [partnerId],
    );
    return rows.map((r) => num(r, ['id', 'partner_id', 'owner_user_id', 'property_id', 'reward_id']));
  }

  /** Staff: the newest referrals of every partner with their source (account, listing) and state. */
  async staffReferrals(): Promise<StaffReferralRow[]> {
    const rows: StaffReferralRow[] = await this.dataSource.query(
      `SELECT r.*, p.display_name, u.email AS owner_email, u.last_name AS owner_last_name, u.first_name AS owner_first_name,
              u.created_at AS owner_created_at, u.email_verified_at AS owner_verified_at,
              pr.title AS property_title, pp.moderation_status, w.id AS reward_id, ${REFERRAL_STATE} AS state
       FROM partner_referrals r
       JOIN partners p ON p.id = r.partner_id
       ${REFERRAL_JOINS}
       LEFT JOIN partner_rewards w ON w.referral_id = r.id
       ORDER BY r.id DESC LIMIT 200`,
    );
    return rows.map((r) => num(r, ['id', 'partner_id', 'owner_user_id', 'property_id', 'reward_id']));
  }

  async referral(id: number, m?: EntityManager): Promise<ReferralRow | null> {
    const rows: ReferralRow[] = await this.q(m).query(
      `SELECT r.*, w.id AS reward_id, ${REFERRAL_STATE} AS state FROM partner_referrals r
       ${REFERRAL_JOINS}
       LEFT JOIN partner_rewards w ON w.referral_id = r.id
       WHERE r.id = ?`,
      [id],
    );
    return rows[0] ? num(rows[0], ['id', 'partner_id', 'owner_user_id', 'property_id', 'reward_id']) : null;
  }

  async insertReferral(p: { partnerId: number; ownerUserId: number; kind: string; propertyId: number | null; now: string }): Promise<void> {
    await this.dataSource.query('INSERT INTO partner_referrals (partner_id, owner_user_id, kind, property_id, created_at) VALUES (?, ?, ?, ?, ?)', [
      p.partnerId,
      p.ownerUserId,
      p.kind,
      p.propertyId,
      p.now,
    ]);
  }

  async rewards(partnerId: number | null, status: string | null): Promise<RewardRow[]> {
    const where = new SqlConditions().addIfSet('w.partner_id = ?', partnerId);
    // An empty status filters nothing, as a missing one.
    if (status) where.add('w.status = ?', status);
    const rows: RewardRow[] = await this.dataSource.query(
      `SELECT w.*, r.kind, p.display_name FROM partner_rewards w
       JOIN partner_referrals r ON r.id = w.referral_id JOIN partners p ON p.id = w.partner_id
       ${where.where} ORDER BY w.id DESC LIMIT 500`,
      where.params,
    );
    return rows.map((r) => num(r, ['id', 'partner_id', 'referral_id', 'amount_yen', 'version']));
  }

  async reward(id: number, m?: EntityManager): Promise<RewardRow | null> {
    const rows: RewardRow[] = await this.q(m).query('SELECT w.*, r.kind FROM partner_rewards w JOIN partner_referrals r ON r.id = w.referral_id WHERE w.id = ?', [id]);
    return rows[0] ? num(rows[0], ['id', 'partner_id', 'referral_id', 'amount_yen', 'version']) : null;
  }

  /**
   * The reward request of one referral, written only if the referral is the partner's and
   * creditable at this very statement (one INSERT … SELECT: no window between the check and the
   * write). Null when it is not creditable; a second request for the same referral, from whatever
   * instance, is refused by UQ_partner_rewards_referral (a unique violation for the caller).
   */
  async insertCreditableReward(m: EntityManager, p: { partnerId: number; referralId: number; amountYen: number; now: string }): Promise<number | null> {
    const r = await exec(
      m,
      `INSERT INTO partner_rewards (partner_id, referral_id, amount_yen, status, version, created_at, updated_at)
       SELECT r.partner_id, r.id, ?, 'requested', 1, ?, ? FROM partner_referrals r
       ${REFERRAL_JOINS}
       WHERE r.id = ? AND r.partner_id = ? AND ${REFERRAL_STATE} = 'creditable'`,
      [p.amountYen, p.now, p.now, p.referralId, p.partnerId],
    );
    if (r.affected !== 1) return null;
    const rows: { id: number }[] = await m.query('SELECT id FROM partner_rewards WHERE referral_id = ?', [p.referralId]);
    return Number(rows[0].id);
  }

  /** Conditional update of a reward, as movePartner. */
  moveReward(m: EntityManager, id: number, from: string, version: number, to: string, now: string): Promise<boolean> {
    return moveVersionedStatus(m, 'partner_rewards', id, { from, version, to, now });
  }

  /** The partner's reward requests the operator has not answered yet (status requested). */
  async openRewardCount(partnerId: number): Promise<number> {
    const rows: { n: unknown }[] = await this.dataSource.query("SELECT COUNT(*) AS n FROM partner_rewards WHERE partner_id = ? AND status = 'requested'", [
      partnerId,
    ]);
    return Number(rows[0]?.n ?? 0);
  }

  staffIds(): Promise<number[]> {
    return activeStaffIds(this.dataSource);
  }
}
