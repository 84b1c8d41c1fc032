import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ModerationStatus, PostingImage } from '@akiya/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { placeholders, sqlTime } from '../database/sql';
import { PropertyEntity } from '../properties/entities/property.entity';
import { syncListings } from '../properties/listing-index';
import { syncPriceTag } from '../tags/price-tag.repository';

/** The private part of a posted listing (`property_postings`): never shown on the board. */
export interface PostingContact {
  addressPrivate: string;
  contactName: string;
  contactNameKana: string;
  contactPhone: string;
  contactEmail: string;
}

/** A listing with its posting row, as the owner's form reads it back (`SELECT p.*` + the private columns). */
export type PostingDetailRow = Record<string, unknown>;

/** A photo's stored files, as the image rows keep them. */
export interface NewImage {
  /** The detail size's public URL (`property_images.path`). */
  detail: string;
  card: string;
  full: string;
  /** The private original's storage key. */
  original: string;
  originalBytes: number;
  comment: string;
  sort: number;
}

/** The stored files of an image row, to delete once the change is committed. */
export interface ImageFiles {
  path: string;
  card_path: string | null;
  full_path: string | null;
  original_key: string | null;
}

/**
 * SQL of posted listings (docs/posting.md): the listing row, its `property_postings` row (moderation
 * state, private address and contact, idempotency key), its categories and photos. The writes take
 * the EntityManager of the caller's transaction.
 */
@Injectable()
export class PostingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `fn` in one transaction (not retried: photo files are stored inside it). */
  transaction<T>(fn: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(fn);
  }

  // --- reads --------------------------------------------------------------------------------------

  /** The listing a seller posted with this idempotency key, or null. */
  async findIdByKey(sellerId: number, key: string): Promise<number | null> {
    const rows: { property_id: number | string }[] = await this.dataSource.query(
      'SELECT property_id FROM property_postings WHERE seller_id = ? AND idempotency_key = ?',
      [sellerId, key],
    );
    return rows.length > 0 ? Number(rows[0].property_id) : null;
  }

  /** The moderation state of a listing; one without a posting row (staff-made, seeded) counts as approved. */
  async statusOf(id: number): Promise<ModerationStatus> {
    const rows: { moderation_status: ModerationStatus }[] = await this.dataSource.query(
      'SELECT moderation_status FROM property_postings WHERE property_id = ?',
      [id],
    );
    return rows[0]?.moderation_status ?? 'approved';
  }

  /** A listing's seller and moderation state (null: no posting row), or null when there is no such listing. */
  async findOwnership(id: number): Promise<{ sellerId: number; status: ModerationStatus | null } | null> {
    const rows: { seller_id: number | string; moderation_status: ModerationStatus | null }[] = await this.dataSource.query(
      'SELECT p.seller_id, pp.moderation_status FROM properties p LEFT JOIN property_postings pp ON pp.property_id = p.id WHERE p.id = ?',
      [id],
    );
    return rows.length === 0 ? null : { sellerId: Number(rows[0].seller_id), status: rows[0].moderation_status ?? null };
  }

  /** Ids of a listing's photos. */
  async imageIds(id: number): Promise<number[]> {
    const rows: { id: number | string }[] = await this.dataSource.query('SELECT id FROM property_images WHERE property_id = ?', [id]);
    return rows.map((r) => Number(r.id));
  }

  /** How many of these (distinct) category ids exist. */
  async countCategories(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const found: { id: number | string }[] = await this.dataSource.query(`SELECT id FROM categories WHERE id IN (${placeholders(ids.length)})`, ids);
    return found.length;
  }

  /** The listing with its posting row's reason and private columns, or null. */
  async findDetail(id: number): Promise<PostingDetailRow | null> {
    const rows: PostingDetailRow[] = await this.dataSource.query(
      `SELECT p.*, pp.moderation_reason, pp.address_private, pp.contact_name, pp.contact_name_kana, pp.contact_phone, pp.contact_email
         FROM properties p LEFT JOIN property_postings pp ON pp.property_id = p.id WHERE p.id = ?`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** A listing's category ids, ascending. */
  async categoryIds(id: number): Promise<number[]> {
    const rows: { category_id: number | string }[] = await this.dataSource.query(
      'SELECT category_id FROM property_categories WHERE property_id = ? ORDER BY category_id',
      [id],
    );
    return rows.map((r) => Number(r.category_id));
  }

  /** The photos of a listing in order, with their sizes. */
  async images(id: number): Promise<PostingImage[]> {
    const rows: { id: number | string; path: string; comment: string; card_path: string | null; full_path: string | null }[] = await this.dataSource.query(
      `SELECT i.id, i.path, i.comment, f.card_path, f.full_path FROM property_images i
         LEFT JOIN property_image_files f ON f.image_id = i.id WHERE i.property_id = ? ORDER BY i.sort, i.id`,
      [id],
    );
    return rows.map((i) => ({ id: Number(i.id), path: i.path, card_path: i.card_path ?? null, full_path: i.full_path ?? null, comment: i.comment }));
  }

  // --- writes (in the caller's transaction) -------------------------------------------------------

  /** Inserts the listing row; returns its id. Its derived columns come from `reindex`. */
  async insertListing(m: EntityManager, fields: Partial<PropertyEntity>): Promise<number> {
    const insert = await m.getRepository(PropertyEntity).insert({ ...fields, searchText: '', priceSort: 0 });
    return Number(insert.identifiers[0].id);
  }

  /** Changes columns of the listing row. */
  async updateListing(m: EntityManager, id: number, changes: Partial<PropertyEntity>): Promise<void> {
    await m.getRepository(PropertyEntity).update({ id }, changes);
  }

  /** The listing's search text as stored (what `reindex` replaces), '' when missing. */
  async searchText(m: EntityManager, id: number): Promise<string> {
    const rows: { search_text: string }[] = await m.query('SELECT search_text FROM properties WHERE id = ?', [id]);
    return rows[0]?.search_text ?? '';
  }

  /** Brings the derived columns, the word-search bigrams and the price tag up to date after a write. */
  async reindex(m: EntityManager, id: number, price: number | null, previousSearchText?: string): Promise<void> {
    await syncListings(m, [id], previousSearchText === undefined ? undefined : new Map([[id, previousSearchText]]));
    await syncPriceTag(m, id, price);
  }

  /** The posting row of a listing (no moderation yet). */
  async insertPosting(
    m: EntityManager,
    row: { propertyId: number; sellerId: number; status: ModerationStatus; contact: PostingContact; idempotencyKey: string | null },
  ): Promise<void> {
    const now = sqlTime();
    await m.query(
      `INSERT INTO property_postings (property_id, seller_id, moderation_status, moderation_reason, moderated_at, moderated_by,
         address_private, contact_name, contact_name_kana, contact_phone, contact_email, idempotency_key, created_at, updated_at)
       VALUES (?, ?, ?, NULL, NULL, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [row.propertyId, row.sellerId, row.status, ...contactValues(row.contact), row.idempotencyKey, now, now],
    );
  }

  /** The owner's edit of the posting row: its state and private columns. */
  async updatePosting(m: EntityManager, propertyId: number, status: ModerationStatus, contact: PostingContact): Promise<void> {
    await m.query(
      `UPDATE property_postings SET moderation_status = ?, address_private = ?, contact_name = ?, contact_name_kana = ?,
         contact_phone = ?, contact_email = ?, updated_at = ? WHERE property_id = ?`,
      [status, ...contactValues(contact), sqlTime(), propertyId],
    );
  }

  /** Replaces the listing's categories. */
  async replaceCategories(m: EntityManager, propertyId: number, categoryIds: number[]): Promise<void> {
    await m.query('DELETE FROM property_categories WHERE property_id = ?', [propertyId]);
    for (const c of categoryIds) await m.query('INSERT INTO property_categories (property_id, category_id) VALUES (?, ?)', [propertyId, c]);
  }

  /** Deletes image rows and their file rows; returns the files they named. */
  async deleteImages(m: EntityManager, imageIds: number[]): Promise<ImageFiles[]> {
    if (imageIds.length === 0) return [];
    const list = placeholders(imageIds.length);
    const files: ImageFiles[] = await m.query(
      `SELECT i.path, f.card_path, f.full_path, f.original_key FROM property_images i
         LEFT JOIN property_image_files f ON f.image_id = i.id WHERE i.id IN (${list})`,
      imageIds,
    );
    await m.query(`DELETE FROM property_image_files WHERE image_id IN (${list})`, imageIds);
    await m.query(`DELETE FROM property_images WHERE id IN (${list})`, imageIds);
    return files;
  }

  /** A kept photo's new position and comment. */
  async updateImage(m: EntityManager, propertyId: number, imageId: number, sort: number, comment: string): Promise<void> {
    await m.query('UPDATE property_images SET sort = ?, comment = ? WHERE id = ? AND property_id = ?', [sort, comment, imageId, propertyId]);
  }

  /** The image row and the file row of a stored photo. */
  async insertImage(m: EntityManager, propertyId: number, image: NewImage): Promise<void> {
    await m.query('INSERT INTO property_images (property_id, path, comment, sort) VALUES (?, ?, ?, ?)', [propertyId, image.detail, image.comment, image.sort]);
    const idRows: { id: number | string }[] = await m.query('SELECT id FROM property_images WHERE property_id = ? AND path = ?', [propertyId, image.detail]);
    await m.query('INSERT INTO property_image_files (image_id, card_path, full_path, original_key, original_bytes) VALUES (?, ?, ?, ?, ?)', [
      Number(idRows[0].id),
      image.card,
      image.full,
      image.original,
      image.originalBytes,
    ]);
  }
}

function contactValues(c: PostingContact): string[] {
  return [c.addressPrivate, c.contactName, c.contactNameKana, c.contactPhone, c.contactEmail];
}
