import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isoOf, sqlTime } from '../database/sql';

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

interface AuditRow {
  id: number | string;
  actor_id: number | string;
  actor_email: string | null;
  actor_last_name: string | null;
  actor_first_name: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  detail: string | null;
  created_at: unknown;
}

/**
 * The staff audit log (table `staff_audit_log`, migration 1764000000020-StaffAdmin): every staff
 * action is appended here by the service that performs it; staff read it at /my-page/staff/audit.
 * Rows are never updated or deleted by the application.
 */
@Injectable()
export class AuditLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Appends one entry. Pass `m` to write inside the transaction of the action itself (the entry then
   * exists exactly when the action took effect).
   */
  async record(
    entry: { actorId: number; action: string; targetType: string; targetId: string | number | null; detail?: string },
    m?: EntityManager,
  ): Promise<void> {
    const detail = entry.detail === undefined || entry.detail === '' ? null : entry.detail.slice(0, MAX_DETAIL);
    await (m ?? this.dataSource).query(
      'INSERT INTO staff_audit_log (actor_id, action, target_type, target_id, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [entry.actorId, entry.action, entry.targetType, entry.targetId === null ? null : String(entry.targetId), detail, sqlTime()],
    );
  }

  /** Newest first, paged; optionally only one actor, action or target. */
  async list(query: AuditListQuery = {}): Promise<AuditPage> {
    const perPage = Math.min(Math.max(Math.trunc(query.perPage ?? 50), 1), MAX_PER_PAGE);
    const page = Math.max(Math.trunc(query.page ?? 1), 1);
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.actorId !== undefined) {
      where.push('a.actor_id = ?');
      params.push(query.actorId);
    }
    if (query.action !== undefined) {
      where.push('a.action = ?');
      params.push(query.action);
    }
    if (query.targetType !== undefined) {
      where.push('a.target_type = ?');
      params.push(query.targetType);
    }
    if (query.targetId !== undefined) {
      where.push('a.target_id = ?');
      params.push(String(query.targetId));
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const count: { n: number | string }[] = await this.dataSource.query(`SELECT COUNT(*) AS n FROM staff_audit_log a ${whereSql}`, params);
    const rows: AuditRow[] = await this.dataSource.query(
      `SELECT a.*, u.email AS actor_email, u.last_name AS actor_last_name, u.first_name AS actor_first_name
         FROM staff_audit_log a LEFT JOIN users u ON u.id = a.actor_id
        ${whereSql} ORDER BY a.id DESC LIMIT ? OFFSET ?`,
      [...params, perPage, (page - 1) * perPage],
    );
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
      total: Number(count[0]?.n ?? 0),
      page,
      perPage,
    };
  }
}
