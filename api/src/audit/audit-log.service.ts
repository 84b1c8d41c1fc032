import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isoOf } from '../database/sql';
import { AuditLogRepository } from './audit-log.repository';

/** One staff action to record (docs/accounts.md, "Audit log"). */
export interface AuditEntryInput {
  /** The staff account that acted. */
  actorId: number;
  /** What was done, a stable dotted name such as 'user.disable' or 'review.approve'. */
  action: string;
  /** The kind of thing acted on: 'user', 'property', 'contact', 'bank', … */
  targetType: string;
  /** Its id (kept as text), or null when the action has no single target. */
  targetId: string | number | null;
  /** A short free text: the reason given, the fields changed, … (never a password or token). */
  detail?: string;
}

/** One recorded action as read back, with the acting account's email and name. */
export interface AuditEntry {
  id: number;
  actorId: number;
  actorEmail: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  detail: string | null;
  createdAt: string;
}

export interface AuditListQuery {
  page?: number;
  perPage?: number;
  actorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string | number;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  perPage: number;
}

const MAX_DETAIL = 2000;
const MAX_PER_PAGE = 100;

/**
 * The staff audit log (table `staff_audit_log`, migration 1764000000020-StaffAdmin): every staff
 * action is appended here by the service that performs it; staff read it at /my-page/staff/audit.
 * Rows are never updated or deleted by the application.
 */
@Injectable()
export class AuditLogService {
  constructor(private readonly repo: AuditLogRepository) {}

  /**
   * Appends one entry. Pass `m` to write inside the transaction of the action itself (the entry then
   * exists exactly when the action took effect).
   */
  async record(
    entry: { actorId: number; action: string; targetType: string; targetId: string | number | null; detail?: string },
    m?: EntityManager,
  ): Promise<void> {
    const detail = entry.detail === undefined || entry.detail === '' ? null : entry.detail.slice(0, MAX_DETAIL);
    await this.repo.insert(
      { actorId: entry.actorId, action: entry.action, targetType: entry.targetType, targetId: entry.targetId === null ? null : String(entry.targetId), detail },
      m,
    );
  }

  /** Newest first, paged; optionally only one actor, action or target. */
  async list(query: AuditListQuery = {}): Promise<AuditPage> {
    const perPage = Math.min(Math.max(Math.trunc(query.perPage ?? 50), 1), MAX_PER_PAGE);
    const page = Math.max(Math.trunc(query.page ?? 1), 1);
    const filter = {
      actorId: query.actorId,
      action: query.action,
      targetType: query.targetType,
      targetId: query.targetId === undefined ? undefined : String(query.targetId),
    };
    const total = await this.repo.count(filter);
    const rows = await this.repo.page(filter, perPage, (page - 1) * perPage);
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        actorId: Number(r.actor_id),
        actorEmail: r.actor_email,
        actorName: `${r.actor_last_name ?? ''} ${r.actor_first_name ?? ''}`.trim(),
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        detail: r.detail,
        createdAt: isoOf(r.created_at),
      })),
      total,
      page,
      perPage,
    };
  }
}
