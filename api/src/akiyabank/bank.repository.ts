import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BankProfileValues } from '@akiya/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { exec, forUpdate, insertRow, placeholders, SqlConditions, sqlTime } from '../database/sql';

/** A bank_listings row joined with its municipality's public columns, as the drivers return it. */
export interface BankListingRow {
  id: number | string;
  municipality_id: number | string;
  status: string;
  title: string;
  description: string;
  district: string;
  deal_type: string;
  price: number | string | null;
  land_or_building: string;
  land_area: number | string | null;
  building_area: number | string | null;
  built_year: number | string | null;
  layout: string;
  bank_number: string;
  published_at: unknown;
  updated_at: unknown;
  m_name: string;
  m_prefecture_code: string;
  m_bank_name: string;
}

/** A bank_municipalities row: the bank's profile columns are named as the contracts' values. */
export interface MunicipalityRow extends BankProfileValues {
  id: number | string;
  prefecture_code: string;
  name: string;
}

/** A bank_members row with its account's email and name. */
export interface MemberRow {
  municipality_id: number | string;
  user_id: number | string;
  created_at: unknown;
  email: string;
  last_name: string | null;
  first_name: string | null;
}

export interface PhotoRow {
  id: number | string;
  listing_id: number | string;
  path: string;
  card_path: string;
  full_path: string;
  storage_stem: string;
  comment: string;
  sort: number | string;
}

export interface PublicFilter {
  prefecture: string | null;
  municipality: number | null;
}

/** The columns a municipality writes (already checked by the rules). */
export interface BankListingColumns {
  title: string;
  description: string;
  district: string;
  deal_type: string;
  price: number | null;
  land_or_building: string;
  land_area: number | null;
  building_area: number | null;
  built_year: number | null;
  layout: string;
  bank_number: string;
}

const LISTING_COLUMNS = `l.id, l.municipality_id, l.status, l.title, l.description, l.district, l.deal_type, l.price,
  l.land_or_building, l.land_area, l.building_area, l.built_year, l.layout, l.bank_number, l.published_at, l.updated_at,
  m.name AS m_name, m.prefecture_code AS m_prefecture_code, m.bank_name AS m_bank_name`;

/** SQL of the vacant-house bank (docs/akiyabank.md). One purpose per method. */
@Injectable()
export class BankRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every municipality with its number of published listings, by prefecture code then id. */
  async municipalitiesWithCounts(): Promise<(MunicipalityRow & { listing_count: number | string })[]> {
    return this.dataSource.query(
      `SELECT m.id, m.prefecture_code, m.name, m.bank_name, m.terms, m.office_name, m.office_phone, m.office_email, m.office_hours,
              (SELECT COUNT(*) FROM bank_listings l WHERE l.municipality_id = m.id AND l.status = 'published') AS listing_count
         FROM bank_municipalities m ORDER BY m.prefecture_code, m.id`,
    );
  }

  async findMunicipality(id: number): Promise<MunicipalityRow | null> {
    const rows: MunicipalityRow[] = await this.dataSource.query('SELECT * FROM bank_municipalities WHERE id = ?', [id]);
    return rows[0] ?? null;
  }

  /** The municipality whose bank the user manages, or null for a user who is no member. */
  async municipalityOfMember(userId: number): Promise<MunicipalityRow | null> {
    const rows: MunicipalityRow[] = await this.dataSource.query(
      'SELECT m.* FROM bank_members b INNER JOIN bank_municipalities m ON m.id = b.municipality_id WHERE b.user_id = ?',
      [userId],
    );
    return rows[0] ?? null;
  }

  private publicWhere(filter: PublicFilter): { sql: string; params: unknown[] } {
    const where = new SqlConditions("l.status = 'published'")
      .addIfSet('m.prefecture_code = ?', filter.prefecture)
      .addIfSet('l.municipality_id = ?', filter.municipality);
    return { sql: where.sql, params: where.params };
  }

  async countPublished(filter: PublicFilter): Promise<number> {
    const where = this.publicWhere(filter);
    const rows: { n: number | string }[] = await this.dataSource.query(
      `SELECT COUNT(*) AS n FROM bank_listings l INNER JOIN bank_municipalities m ON m.id = l.municipality_id WHERE ${where.sql}`,
      where.params,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** One page of published listings, newest first. */
  async pagePublished(filter: PublicFilter, offset: number, limit: number): Promise<BankListingRow[]> {
    const where = this.publicWhere(filter);
    return this.dataSource.query(
      `SELECT ${LISTING_COLUMNS} FROM bank_listings l INNER JOIN bank_municipalities m ON m.id = l.municipality_id
        WHERE ${where.sql} ORDER BY l.published_at DESC, l.id DESC LIMIT ? OFFSET ?`,
      [...where.params, limit, offset],
    );
  }

  async findListing(id: number): Promise<BankListingRow | null> {
    const rows: BankListingRow[] = await this.dataSource.query(
      `SELECT ${LISTING_COLUMNS} FROM bank_listings l INNER JOIN bank_municipalities m ON m.id = l.municipality_id WHERE l.id = ?`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Every listing of one bank (drafts too), most recently changed first. */
  async listingsOfMunicipality(municipalityId: number): Promise<(BankListingRow & { photo_count: number | string })[]> {
    return this.dataSource.query(
      `SELECT ${LISTING_COLUMNS}, (SELECT COUNT(*) FROM bank_listing_photos p WHERE p.listing_id = l.id) AS photo_count
         FROM bank_listings l INNER JOIN bank_municipalities m ON m.id = l.municipality_id
        WHERE l.municipality_id = ? ORDER BY l.updated_at DESC, l.id DESC`,
      [municipalityId],
    );
  }

  async photosOf(listingId: number, m: EntityManager = this.dataSource.manager): Promise<PhotoRow[]> {
    return m.query('SELECT * FROM bank_listing_photos WHERE listing_id = ? ORDER BY sort, id', [listingId]);
  }

  /** The first photo of each listing. */
  async firstPhotos(listingIds: number[]): Promise<Map<number, PhotoRow>> {
    const out = new Map<number, PhotoRow>();
    if (listingIds.length === 0) return out;
    const rows: PhotoRow[] = await this.dataSource.query(
      `SELECT * FROM bank_listing_photos WHERE listing_id IN (${placeholders(listingIds.length)}) ORDER BY listing_id, sort, id`,
      listingIds,
    );
    for (const r of rows) if (!out.has(Number(r.listing_id))) out.set(Number(r.listing_id), r);
    return out;
  }

  async insertListing(m: EntityManager, municipalityId: number, columns: BankListingColumns): Promise<number> {
    const now = sqlTime();
    return insertRow(m, 'bank_listings', { municipality_id: municipalityId, status: 'draft', ...columns, created_at: now, updated_at: now });
  }

  async updateListing(m: EntityManager, id: number, columns: BankListingColumns): Promise<void> {
    const cols = Object.keys(columns);
    await exec(m, `UPDATE bank_listings SET ${cols.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`, [...Object.values(columns), sqlTime(), id]);
  }

  /** Publishes (keeping the first publication date) or withdraws a listing. */
  async setStatus(m: EntityManager, id: number, status: 'draft' | 'published'): Promise<void> {
    const now = sqlTime();
    if (status === 'published') {
      await exec(m, "UPDATE bank_listings SET status = 'published', published_at = COALESCE(published_at, ?), updated_at = ? WHERE id = ?", [now, now, id]);
    } else {
      await exec(m, "UPDATE bank_listings SET status = 'draft', updated_at = ? WHERE id = ?", [now, id]);
    }
  }

  /** The listing row locked for a write (FOR UPDATE on MySQL), or null. */
  async lockListing(m: EntityManager, id: number): Promise<{ municipality_id: number; status: string } | null> {
    const mysql = m.connection.options.type === 'mysql';
    const rows: { municipality_id: number | string; status: string }[] = await m.query(
      `SELECT municipality_id, status FROM bank_listings WHERE id = ?${mysql ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ? { municipality_id: Number(rows[0].municipality_id), status: rows[0].status } : null;
  }

  async countPhotos(m: EntityManager, listingId: number): Promise<number> {
    const rows: { n: number | string }[] = await m.query('SELECT COUNT(*) AS n FROM bank_listing_photos WHERE listing_id = ?', [listingId]);
    return Number(rows[0]?.n ?? 0);
  }

  async maxPhotoSort(m: EntityManager, listingId: number): Promise<number> {
    const rows: { s: number | string | null }[] = await m.query('SELECT MAX(sort) AS s FROM bank_listing_photos WHERE listing_id = ?', [listingId]);
    return Number(rows[0]?.s ?? 0);
  }

  async insertPhoto(m: EntityManager, photo: Omit<PhotoRow, 'id'>): Promise<number> {
    return insertRow(m, 'bank_listing_photos', { ...photo, created_at: sqlTime() });
  }

  async deletePhoto(m: EntityManager, listingId: number, photoId: number): Promise<PhotoRow | null> {
    const rows: PhotoRow[] = await m.query('SELECT * FROM bank_listing_photos WHERE id = ? AND listing_id = ?', [photoId, listingId]);
    if (!rows[0]) return null;
    await exec(m, 'DELETE FROM bank_listing_photos WHERE id = ?', [photoId]);
    await exec(m, 'UPDATE bank_listings SET updated_at = ? WHERE id = ?', [sqlTime(), listingId]);
    return rows[0];
  }

  async updateMunicipality(m: EntityManager, id: number, columns: Record<string, string>): Promise<void> {
    const cols = Object.keys(columns);
    await exec(m, `UPDATE bank_municipalities SET ${cols.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`, [...Object.values(columns), sqlTime(), id]);
  }

  // --- Staff: municipalities and their members (docs/akiyabank.md, "Staff: municipalities and members") ---

  /** Inserts a municipality; a (prefecture, name) that exists fails on UQ_bank_municipalities_name. */
  async insertMunicipality(m: EntityManager, columns: Record<string, string>): Promise<number> {
    const now = sqlTime();
    return insertRow(m, 'bank_municipalities', { ...columns, created_at: now, updated_at: now });
  }

  /** The municipality row locked for a write (FOR UPDATE on MySQL), or null. */
  async lockMunicipality(m: EntityManager, id: number): Promise<MunicipalityRow | null> {
    const rows: MunicipalityRow[] = await m.query(`SELECT * FROM bank_municipalities WHERE id = ?${forUpdate(m)}`, [id]);
    return rows[0] ?? null;
  }

  /** Every member of every municipality, with the account's email and name, oldest membership first. */
  async allMembers(): Promise<MemberRow[]> {
    return this.dataSource.query(
      `SELECT b.municipality_id, b.user_id, b.created_at, u.email, u.last_name, u.first_name
         FROM bank_members b INNER JOIN users u ON u.id = b.user_id ORDER BY b.municipality_id, b.id`,
    );
  }

  /** The id of the account with this (already normalised) email, or null. */
  async userIdByEmail(m: EntityManager, email: string): Promise<number | null> {
    const rows: { id: number | string }[] = await m.query('SELECT id FROM users WHERE email = ?', [email]);
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** The municipality an account is a member of (id and name), or null. */
  async membershipOf(m: EntityManager, userId: number): Promise<{ municipality_id: number; name: string } | null> {
    const rows: { municipality_id: number | string; name: string }[] = await m.query(
      'SELECT b.municipality_id, m.name FROM bank_members b INNER JOIN bank_municipalities m ON m.id = b.municipality_id WHERE b.user_id = ?',
      [userId],
    );
    return rows[0] ? { municipality_id: Number(rows[0].municipality_id), name: rows[0].name } : null;
  }

  /** Adds a member; a user who is a member already fails on UQ_bank_members_user. */
  async insertMember(m: EntityManager, municipalityId: number, userId: number): Promise<void> {
    await insertRow(m, 'bank_members', { municipality_id: municipalityId, user_id: userId, created_at: sqlTime() });
  }

  /** Removes a member of this municipality; false when the account was none. */
  async deleteMember(m: EntityManager, municipalityId: number, userId: number): Promise<boolean> {
    const result = await exec(m, 'DELETE FROM bank_members WHERE municipality_id = ? AND user_id = ?', [municipalityId, userId]);
    return result.affected > 0;
  }

  async touch(m: EntityManager, listingId: number): Promise<void> {
    await exec(m, 'UPDATE bank_listings SET updated_at = ? WHERE id = ?', [sqlTime(), listingId]);
  }
}
