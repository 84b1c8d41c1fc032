import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SqlConditions, sqlTime } from '../database/sql';

/** One row of `staff_audit_log` with the acting account's email and name. */
export interface AuditRow {
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

/** Which entries: all, or only one actor, action or target (AND-combined). */
export interface AuditFilter {
  actorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
}

/** SQL of the staff audit log (table `staff_audit_log`, migration 1764000000020-StaffAdmin). Rows are only ever appended. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Appends one entry, in the transaction of `m` when given. */
  async insert(
    row: { actorId: number; action: string; targetType: string; targetId: string | null; detail: string | null },
    m?: EntityManager,
  ): Promise<void> {
    await (m ?? this.dataSource).query(
      'INSERT INTO staff_audit_log (actor_id, action, target_type, target_id, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [row.actorId, row.action, row.targetType, row.targetId, row.detail, sqlTime()],
    );
  }

  /** How many entries match. */
  async count(filter: AuditFilter): Promise<number> {
    const { sql, params } = whereOf(filter);
    const rows: { n: number | string }[] = await this.dataSource.query(`SELECT COUNT(*) AS n FROM staff_audit_log a ${sql}`, params);
    return Number(rows[0]?.n ?? 0);
  }

  /** Matching entries, newest first. */
  async page(filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
    const { sql, params } = whereOf(filter);
    return this.dataSource.query(
      `SELECT a.*, u.email AS actor_email, u.last_name AS actor_last_name, u.first_name AS actor_first_name
         FROM staff_audit_log a LEFT JOIN users u ON u.id = a.actor_id
        ${sql} ORDER BY a.id DESC LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    );
  }
}

function whereOf(filter: AuditFilter): { sql: string; params: unknown[] } {
  const where = new SqlConditions()
    .addIfSet('a.actor_id = ?', filter.actorId)
    .addIfSet('a.action = ?', filter.action)
    .addIfSet('a.target_type = ?', filter.targetType)
    .addIfSet('a.target_id = ?', filter.targetId);
  return { sql: where.where, params: where.params };
}
