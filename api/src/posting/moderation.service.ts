import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  MODERATION_STATUSES,
  maxLength,
  POSTING_LIMITS,
  PREFECTURES,
  required,
  type ModerationAction,
  type ModerationStatus,
  type ReviewItem,
} from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { AuditLogService } from '../audit/audit-log.service';
import { ApiError } from '../http/api-error';
import { PropertyEntity } from '../properties/entities/property.entity';
import { PropertiesService } from '../properties/properties.service';
import type { AuthContext } from '../sessions/auth-context';
import { postingApprovedMail, postingReturnedMail, postingSuspendedMail } from './posting-mails';
import { dbTime, notFound, PostingService } from './posting.service';

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
 * seller gets a mail at each step; the listing cache is dropped after each.
 */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly properties: PropertiesService,
    private readonly posting: PostingService,
    private readonly audit: AuditLogService,
  ) {}

  /** The listings in one state (default: waiting for review), oldest first, at most 100. */
  async list(status: ModerationStatus): Promise<ReviewItem[]> {
    const rows: { property_id: number | string }[] = await this.dataSource.query(
      `SELECT property_id FROM property_postings WHERE moderation_status = ? ORDER BY updated_at, property_id LIMIT 100`,
      [status],
    );
    const items: ReviewItem[] = [];
    for (const r of rows) items.push(await this.item(Number(r.property_id)));
    return items;
  }

  async item(id: number): Promise<ReviewItem> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT p.id, p.title, p.description, p.prefecture_code, p.municipality, p.address_public, p.price_man_yen, p.created_at, p.updated_at,
              pp.moderation_status, pp.moderation_reason, pp.address_private, pp.contact_name, pp.contact_name_kana, pp.contact_phone,
              pp.contact_email, u.id AS seller_id, u.email AS seller_email, u.last_name, u.first_name
         FROM property_postings pp JOIN properties p ON p.id = pp.property_id JOIN users u ON u.id = p.seller_id
        WHERE pp.property_id = ?`,
      [id],
    );
    const r = rows[0];
    if (!r) throw notFound();
    const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
    return {
      id: Number(r.id),
      title: s(r.title),
      prefecture_name: PREFECTURES.find((p) => p.code === r.prefecture_code)?.name ?? '',
      municipality: s(r.municipality),
      address_public: s(r.address_public),
      address_private: s(r.address_private),
      price_man_yen: r.price_man_yen === null ? null : Number(r.price_man_yen),
      description: s(r.description),
      moderation_status: r.moderation_status as ModerationStatus,
      moderation_reason: r.moderation_reason === null ? null : s(r.moderation_reason),
      seller: { id: Number(r.seller_id), email: s(r.seller_email), name: `${s(r.last_name)} ${s(r.first_name)}`.trim() },
      contact: { name: s(r.contact_name), name_kana: s(r.contact_name_kana), phone: s(r.contact_phone), email: s(r.contact_email) },
      images: await this.posting.images(id),
      created_at: new Date(r.created_at as string).toISOString(),
      updated_at: new Date(r.updated_at as string).toISOString(),
    };
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
    await this.dataSource.transaction(async (manager) => {
      const now = dbTime();
      await manager.query(
        'UPDATE property_postings SET moderation_status = ?, moderation_reason = ?, moderated_at = ?, moderated_by = ?, updated_at = ? WHERE property_id = ?',
        [status, reason, now, staffId, now, id],
      );
      const repo = manager.getRepository(PropertyEntity);
      if (action === 'approve') {
        const row = await repo.findOne({ where: { id }, select: { id: true, publishedAt: true } });
        await repo.update({ id }, { isPublished: true, rootType: 'published', publishedAt: row?.publishedAt ?? new Date() });
      } else {
        await repo.update({ id }, { isPublished: false });
      }
      // The staff audit log (docs/accounts.md), in the same transaction as the move.
      await this.audit.record({ actorId: staffId, action: `review.${action}`, targetType: 'property', targetId: id, detail: reason ?? undefined }, manager);
    });
    this.properties.invalidate();

    const sellers: { email: string; last_name: string; first_name: string }[] = await this.dataSource.query(
      'SELECT u.email, u.last_name, u.first_name FROM properties p JOIN users u ON u.id = p.seller_id WHERE p.id = ?',
      [id],
    );
    const seller = sellers[0];
    if (seller) {
      const input = { lastName: seller.last_name, firstName: seller.first_name, propertyId: id, title: current.title };
      const mail =
        action === 'approve'
          ? postingApprovedMail(this.posting.site, input)
          : action === 'send-back'
            ? postingReturnedMail(this.posting.site, { ...input, reason: reason ?? '' })
            : postingSuspendedMail(this.posting.site, { ...input, reason });
      await this.posting.sendMail(seller.email, mail);
    }
    return this.item(id);
  }

  parseStatus(raw: unknown): ModerationStatus {
    if (raw === undefined || raw === '') return 'pending';
    if (typeof raw === 'string' && (MODERATION_STATUSES as readonly string[]).includes(raw)) return raw as ModerationStatus;
    throw new ApiError(400, MESSAGES.invalidValue, { status: [MESSAGES.invalidValue] });
  }
}
