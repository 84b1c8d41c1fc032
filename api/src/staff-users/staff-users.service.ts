import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  normalizeStaffUserQuery,
  STAFF_USER_MESSAGES,
  STAFF_USER_QUERY_MAX,
  STAFF_USER_REASON_MAX,
  STAFF_USERS_PER_PAGE,
  validateStaffUserReason,
  type StaffUserDetail,
  type StaffUserListItem,
  type StaffUserListResponse,
  type StaffUserMove,
} from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { AuditLogService } from '../audit/audit-log.service';
import { bool, isoOf, isoOrNull, sqlTime, withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import type { AuthContext } from '../sessions/auth-context';
import { SessionsService } from '../sessions/sessions.service';
import { StaffUsersRepository, type StaffUserRow } from './staff-users.repository';

const DETAIL_LISTINGS = 50;
const DETAIL_ENQUIRIES = 50;

/** A page number from the query: digits ≥ 1, else 400. */
export function parsePage(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  const n = typeof raw === 'string' && /^[0-9]{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1) throw new ApiError(400, MESSAGES.invalidValue, { page: [MESSAGES.invalidValue] });
  return n;
}

/** The body of a disable / enable: `{ reason }` only, the reason required (the form's own rules). */
function reasonOf(move: StaffUserMove, body: unknown): string {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const k of Object.keys(b)) if (k !== 'reason') errors[k] = [MESSAGES.unknownParameter];
  const reason = typeof b.reason === 'string' ? b.reason.trim() : '';
  const found = validateStaffUserReason(move, { reason });
  if (found.reason) errors.reason = [found.reason];
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors.reason?.[0] ?? MESSAGES.formError, errors);
  return reason.slice(0, STAFF_USER_REASON_MAX);
}

function listItem(r: StaffUserRow): StaffUserListItem {
  return {
    id: r.id,
    email: r.email,
    name: `${r.last_name} ${r.first_name}`.trim(),
    role: r.role === 'staff' ? 'staff' : 'user',
    disabled: bool(r.disabled),
    withdrawnAt: isoOrNull(r.withdrawn_at),
    emailVerified: r.email_verified_at !== null && r.email_verified_at !== undefined,
    createdAt: isoOf(r.created_at),
  };
}

/**
 * Staff user administration (docs/accounts.md, "Staff: users and the audit log"): search, a user's
 * details, disable / enable with a reason. Disabling ends every session of the account at once;
 * each change is recorded in the audit log in the same transaction.
 */
@Injectable()
export class StaffUsersService {
  private readonly logger = new Logger('StaffUsers');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repo: StaffUsersRepository,
    private readonly sessions: SessionsService,
    private readonly audit: AuditLogService,
  ) {}

  async list(rawQ: unknown, rawPage: unknown): Promise<StaffUserListResponse> {
    const q = normalizeStaffUserQuery(rawQ);
    if (q.length > STAFF_USER_QUERY_MAX) throw new ApiError(400, STAFF_USER_MESSAGES.queryTooLong, { q: [STAFF_USER_MESSAGES.queryTooLong] });
    const page = parsePage(rawPage);
    const { rows, total } = await this.repo.search(q, (page - 1) * STAFF_USERS_PER_PAGE, STAFF_USERS_PER_PAGE);
    // A page past the last one is not found (like the public lists), page 1 of nothing is an empty list.
    if (page > 1 && rows.length === 0) throw new ApiError(404, MESSAGES.notFound);
    return { items: rows.map(listItem), total, page, perPage: STAFF_USERS_PER_PAGE, q };
  }

  async detail(auth: AuthContext, id: number): Promise<StaffUserDetail> {
    const r = await this.repo.byId(id);
    if (!r) throw new ApiError(404, MESSAGES.notFound);
    const [listings, enquiries, disabledBy] = await Promise.all([
      this.repo.listings(id, DETAIL_LISTINGS),
      this.repo.enquiries(id, DETAIL_ENQUIRIES),
      r.disabled_by !== null ? this.repo.names(r.disabled_by) : Promise.resolve(null),
    ]);
    const base = listItem(r);
    return {
      ...base,
      lastNameKana: r.last_name_kana,
      firstNameKana: r.first_name_kana,
      phone: r.phone,
      zipcode: r.zipcode,
      address: r.address,
      registrationStatus: r.registration_status,
      emailVerifiedAt: isoOrNull(r.email_verified_at),
      pendingEmail: r.pending_email,
      lastLoginAt: isoOrNull(r.last_login_at),
      updatedAt: isoOf(r.updated_at),
      disabledReason: r.disabled_reason,
      disabledAt: isoOrNull(r.disabled_at),
      disabledBy,
      listings: listings.rows.map((l) => ({
        id: l.id,
        title: l.title,
        isPublished: bool(l.is_published),
        moderationStatus: l.moderation_status,
        createdAt: isoOf(l.created_at),
      })),
      listingsTotal: listings.total,
      enquiries: enquiries.rows.map((e) => ({
        id: e.id,
        side: e.buyer_id === id ? 'buyer' : 'seller',
        propertyId: e.property_id,
        propertyTitle: e.title ?? '',
        status: e.contact_status,
        updatedAt: isoOf(e.updated_at),
      })),
      enquiryCounts: { asBuyer: enquiries.asBuyer, asSeller: enquiries.asSeller },
      canForceLogin: base.role !== 'staff' && !base.disabled && base.withdrawnAt === null,
      canDisable: base.role !== 'staff' && r.id !== auth.user.id && base.withdrawnAt === null,
    };
  }

  /**
   * Disables an account with a reason: refused for the staff member themselves and for any staff
   * account (400 with the reason), 409 when it is disabled already. Its sessions end everywhere.
   */
  async disable(auth: AuthContext, id: number, body: unknown): Promise<StaffUserDetail> {
    const reason = reasonOf('disable', body);
    const target = await this.repo.byId(id);
    if (!target) throw new ApiError(404, MESSAGES.notFound);
    if (target.id === auth.user.id) throw new ApiError(400, STAFF_USER_MESSAGES.cannotDisableSelf);
    if (target.role === 'staff') throw new ApiError(400, STAFF_USER_MESSAGES.cannotDisableStaff);
    if (target.withdrawn_at !== null && target.withdrawn_at !== undefined) throw new ApiError(409, STAFF_USER_MESSAGES.withdrawn);
    const changed = await withTransaction(this.dataSource, async (m) => {
      if (!(await this.repo.disable(m, id, reason, auth.user.id, sqlTime()))) return false;
      await this.audit.record({ actorId: auth.user.id, action: 'user.disable', targetType: 'user', targetId: id, detail: reason }, m);
      return true;
    });
    if (!changed) throw new ApiError(409, STAFF_USER_MESSAGES.alreadyDisabled);
    // Every session store (database or Redis): the user is logged out on every device at once.
    const ended = await this.sessions.revokeAllForUser(id);
    this.logger.log(`staff user ${auth.user.id} disabled user ${id} (${ended} session(s) ended)`);
    return this.detail(auth, id);
  }

  /** Enables a disabled account again, with a reason; 409 when it is not disabled. */
  async enable(auth: AuthContext, id: number, body: unknown): Promise<StaffUserDetail> {
    const reason = reasonOf('enable', body);
    const target = await this.repo.byId(id);
    if (!target) throw new ApiError(404, MESSAGES.notFound);
    if (target.withdrawn_at !== null && target.withdrawn_at !== undefined) throw new ApiError(409, STAFF_USER_MESSAGES.withdrawn);
    const changed = await withTransaction(this.dataSource, async (m) => {
      if (!(await this.repo.enable(m, id, sqlTime()))) return false;
      await this.audit.record({ actorId: auth.user.id, action: 'user.enable', targetType: 'user', targetId: id, detail: reason }, m);
      return true;
    });
    if (!changed) throw new ApiError(409, STAFF_USER_MESSAGES.alreadyEnabled);
    this.logger.log(`staff user ${auth.user.id} enabled user ${id}`);
    return this.detail(auth, id);
  }
}
