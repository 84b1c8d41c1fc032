import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { escapeLike } from '@akiya/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { exec, isMysql } from '../database/sql';

/** The columns of `users` the staff screens read (never the password hash). */
export interface StaffUserRow {
  id: number;
  email: string;
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  phone: string;
  zipcode: string;
  address: string;
  role: string;
  disabled: unknown;
  registration_status: string;
  email_verified_at: unknown;
  pending_email: string | null;
  last_login_at: unknown;
  created_at: unknown;
  updated_at: unknown;
  disabled_reason: string | null;
  disabled_at: unknown;
  disabled_by: number | null;
  withdrawn_at: unknown;
}

export interface ListingRow {
  id: number;
  title: string;
  is_published: unknown;
  moderation_status: string | null;
  created_at: unknown;
}

export interface EnquiryRow {
  id: number;
  buyer_id: number;
  property_id: number;
  title: string | null;
  contact_status: string;
  updated_at: unknown;
}

/** withdrawn_at: migration 1764000000010-Withdrawal. */
const COLUMNS = `id, email, last_name, first_name, last_name_kana, first_name_kana, phone, zipcode, address, role, disabled,
  registration_status, email_verified_at, pending_email, last_login_at, created_at, updated_at, disabled_reason, disabled_at, disabled_by, withdrawn_at`;

/** SQL of the staff users screens (the users columns of migrations 1764000000010-Withdrawal and 1764000000020-StaffAdmin included). */
@Injectable()
export class StaffUsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One page of accounts matching `q`, newest first. Each word of `q` must match the email, a name
   * or kana part, or the name written without a space; a `q` of digits also matches that id.
   */
  async search(q: string, offset: number, limit: number): Promise<{ rows: StaffUserRow[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (q !== '') {
      const fullName = isMysql(this.dataSource) ? 'CONCAT(last_name, first_name)' : '(last_name || first_name)';
      const fullKana = isMysql(this.dataSource) ? 'CONCAT(last_name_kana, first_name_kana)' : '(last_name_kana || first_name_kana)';
      const words = q.split(' ').filter((w) => w !== '');
      const wordConditions = words.map((word) => {
        const like = `%${escapeLike(word.toLowerCase())}%`;
        const likeRaw = `%${escapeLike(word)}%`;
        params.push(like, '\\');
        for (let i = 0; i < 6; i += 1) params.push(likeRaw, '\\');
        return `(LOWER(email) LIKE ? ESCAPE ? OR last_name LIKE ? ESCAPE ? OR first_name LIKE ? ESCAPE ? OR last_name_kana LIKE ? ESCAPE ?
                 OR first_name_kana LIKE ? ESCAPE ? OR ${fullName} LIKE ? ESCAPE ? OR ${fullKana} LIKE ? ESCAPE ?)`;
      });
      const byWords = `(${wordConditions.join(' AND ')})`;
      if (/^[0-9]{1,10}$/.test(q)) {
        conditions.push(`(id = ? OR ${byWords})`);
        params.unshift(Number(q));
      } else {
        conditions.push(byWords);
      }
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const count: { n: number | string }[] = await this.dataSource.query(`SELECT COUNT(*) AS n FROM users ${where}`, params);
    const rows: StaffUserRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM users ${where} ORDER BY id DESC LIMIT ? OFFSET ?`, [
      ...params,
      limit,
      offset,
    ]);
    return { rows: rows.map(numeric), total: Number(count[0]?.n ?? 0) };
  }

  async byId(id: number, m?: EntityManager): Promise<StaffUserRow | null> {
    const rows: StaffUserRow[] = await (m ?? this.dataSource).query(`SELECT ${COLUMNS} FROM users WHERE id = ?`, [id]);
    return rows[0] ? numeric(rows[0]) : null;
  }

  /** id, name and email of accounts (the staff who disabled one). */
  async names(id: number): Promise<{ id: number; name: string; email: string } | null> {
    const rows: { id: number; last_name: string; first_name: string; email: string }[] = await this.dataSource.query(
      'SELECT id, last_name, first_name, email FROM users WHERE id = ?',
      [id],
    );
    const r = rows[0];
    return r ? { id: Number(r.id), name: `${r.last_name} ${r.first_name}`.trim(), email: r.email } : null;
  }

  /** The user's listings, newest first (at most `limit`), and how many there are. */
  async listings(userId: number, limit: number): Promise<{ rows: ListingRow[]; total: number }> {
    const count: { n: number | string }[] = await this.dataSource.query('SELECT COUNT(*) AS n FROM properties WHERE seller_id = ?', [userId]);
    const rows: ListingRow[] = await this.dataSource.query(
      `SELECT p.id, p.title, p.is_published, pp.moderation_status, p.created_at FROM properties p
         LEFT JOIN property_postings pp ON pp.property_id = p.id
        WHERE p.seller_id = ? ORDER BY p.id DESC LIMIT ?`,
      [userId, limit],
    );
    return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })), total: Number(count[0]?.n ?? 0) };
  }

  /** The user's enquiries on either side, last active first (at most `limit`), and the counts per side. */
  async enquiries(userId: number, limit: number): Promise<{ rows: EnquiryRow[]; asBuyer: number; asSeller: number }> {
    const counts: { as_buyer: number | string | null; as_seller: number | string | null }[] = await this.dataSource.query(
      `SELECT SUM(CASE WHEN buyer_id = ? THEN 1 ELSE 0 END) AS as_buyer, SUM(CASE WHEN seller_id = ? THEN 1 ELSE 0 END) AS as_seller
         FROM contacts WHERE buyer_id = ? OR seller_id = ?`,
      [userId, userId, userId, userId],
    );
    const rows: EnquiryRow[] = await this.dataSource.query(
      `SELECT c.id, c.buyer_id, c.property_id, p.title, c.contact_status, c.updated_at FROM contacts c
         LEFT JOIN properties p ON p.id = c.property_id
        WHERE c.buyer_id = ? OR c.seller_id = ? ORDER BY c.updated_at DESC, c.id DESC LIMIT ?`,
      [userId, userId, limit],
    );
    return {
      rows: rows.map((r) => ({ ...r, id: Number(r.id), buyer_id: Number(r.buyer_id), property_id: Number(r.property_id) })),
      asBuyer: Number(counts[0]?.as_buyer ?? 0),
      asSeller: Number(counts[0]?.as_seller ?? 0),
    };
  }

  /**
   * Disables an enabled, non-staff account (conditional: true when this call changed it, so two staff
   * disabling at once record one change).
   */
  async disable(m: EntityManager, id: number, reason: string, staffId: number, now: string): Promise<boolean> {
    const r = await exec(
      m,
      `UPDATE users SET disabled = 1, disabled_reason = ?, disabled_at = ?, disabled_by = ?, updated_at = ?
        WHERE id = ? AND disabled = 0 AND role <> 'staff'`,
      [reason, now, staffId, now, id],
    );
    return r.affected === 1;
  }

  /** Enables a disabled account (conditional, as `disable`). */
  async enable(m: EntityManager, id: number, now: string): Promise<boolean> {
    const r = await exec(
      m,
      'UPDATE users SET disabled = 0, disabled_reason = NULL, disabled_at = NULL, disabled_by = NULL, updated_at = ? WHERE id = ? AND disabled = 1',
      [now, id],
    );
    return r.affected === 1;
  }
}

function numeric(row: StaffUserRow): StaffUserRow {
  return { ...row, id: Number(row.id), disabled_by: row.disabled_by === null || row.disabled_by === undefined ? null : Number(row.disabled_by) };
}
