import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  EMPTY_POSTING_VALUES,
  factsFromValues,
  isSubmissionToken,
  layoutRooms,
  maxLength,
  MESSAGES,
  nearestWalkMinutes,
  parseStoredFacts,
  POSTING_LIMITS,
  POSTING_MESSAGES,
  POSTING_TEXT_FIELDS,
  PREFECTURES,
  priceTagForPrice,
  storedFactsJson,
  validatePosting,
  valuesFromFacts,
  type ModerationStatus,
  type PhotoSizeName,
  type PostingDetail,
  type PostingErrors,
  type PostingImage,
  type PostingResponse,
  type PostingValues,
} from '@akiya/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ApiError } from '../http/api-error';
import { MailService } from '../mail/mail.service';
import type { MailContent, MailSite } from '../mail/templates/layout';
import { PropertyEntity } from '../properties/entities/property.entity';
import { placeholders, syncListings } from '../properties/listing-index';
import { PropertiesService } from '../properties/properties.service';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage';
import type { UserEntity } from '../users/entities/user.entity';
import { PhotoProcessor, type PhotoVariants } from './photo-processor';
import type { SniffedType } from './photo-type';
import { PHOTO_FIELD, type PostingForm, type UploadedFile } from './posting-form';
import { postingReceivedMail } from './posting-mails';

/** Form fields besides the text fields: photo comments, kept photos (editing), the idempotency key. */
const EXTRA_FIELDS = ['photo_comments', 'keep_image_ids', 'keep_image_comments', 'saveId', 'client_token', 'category_ids'] as const;

/** A form checked field by field and ready to write. */
interface CheckedPosting {
  values: PostingValues;
  idempotencyKey: string | null;
  photos: { file: UploadedFile; comment: string; type: SniffedType }[];
  keep: { id: number; comment: string }[];
}

/** A photo rendered and stored: what the image rows need. */
interface StoredPhoto {
  keys: { key: string; visibility: 'public' | 'private' }[];
  detail: string;
  card: string;
  full: string;
  original: string;
  originalBytes: number;
  comment: string;
}

function formError(errors: PostingErrors | Record<string, string>): ApiError {
  const perField: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(errors)) if (v) perField[k] = [v];
  return new ApiError(400, MESSAGES.formError, perField);
}

export function notFound(): ApiError {
  return new ApiError(404, MESSAGES.notFound, { id: [MESSAGES.notFound] });
}

function asList(v: string | string[] | undefined): string[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

/** A moment as a UTC datetime literal both engines store as TypeORM does ('2026-11-22 06:30:00.000'). */
export function dbTime(date: Date = new Date()): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

function toNumberOrNull(v: string): number | null {
  return v === '' ? null : Number(v);
}

/**
 * Posting and editing a listing (docs/posting.md). A new listing is written with its derived
 * columns and bigrams (syncListings) and price tag in one transaction, waits for review
 * (`property_postings.moderation_status = 'pending'`, not published), and the listing cache is
 * dropped after every write.
 */
@Injectable()
export class PostingService {
  private readonly logger = new Logger('Posting');
  readonly site: MailSite;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly properties: PropertiesService,
    private readonly mail: MailService,
    @InjectConfig() config: AppConfig,
    private readonly photoProcessor: PhotoProcessor,
  ) {
    this.site = { publicUrl: config.publicUrl, operatorEmail: config.operatorEmail };
  }

  /** POST /api/post: a new listing of `user`, waiting for review. A repeated save id answers the first listing. */
  async create(user: UserEntity, form: PostingForm): Promise<PostingResponse> {
    const key = this.idempotencyKey(form);
    if (key !== null) {
      const existing = await this.findByKey(user.id, key);
      if (existing !== null) return { success: true, id: existing, moderation_status: await this.statusOf(existing), duplicate: true };
    }
    const checked = await this.check(form, []);
    const rendered = await this.render(checked.photos);

    const written: StoredPhoto[] = [];
    let id: number;
    try {
      id = await this.dataSource.transaction(async (manager) => {
        const now = dbTime();
        const insert = await manager.getRepository(PropertyEntity).insert({
          ...this.listingFields(checked.values),
          rootType: 'published',
          isPublished: false,
          isSuspension: false,
          isStopPublished: false,
          reception: true,
          areaCategoryId: null,
          publishedAt: null,
          sellerId: user.id,
          searchText: '',
          priceSort: 0,
        });
        const newId = Number(insert.identifiers[0].id);
        await manager.query(
          `INSERT INTO property_postings (property_id, seller_id, moderation_status, moderation_reason, moderated_at, moderated_by,
             address_private, contact_name, contact_name_kana, contact_phone, contact_email, idempotency_key, created_at, updated_at)
           VALUES (?, ?, 'pending', NULL, NULL, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [newId, user.id, ...this.privateFields(checked.values), key, now, now],
        );
        await this.writeCategories(manager, newId, checked.values.category_ids);
        await syncListings(manager, [newId]);
        await syncPriceTag(manager, newId, toNumberOrNull(checked.values.price_undecided === '1' ? '' : checked.values.price_man_yen));
        await this.storePhotos(manager, newId, rendered, 0, written);
        return newId;
      });
    } catch (error) {
      await this.removeStored(written);
      if (key !== null) {
        // A double submit that lost the race on the unique (seller, key): answer the winner's listing.
        const existing = await this.findByKey(user.id, key);
        if (existing !== null) return { success: true, id: existing, moderation_status: await this.statusOf(existing), duplicate: true };
      }
      throw error;
    }
    this.properties.invalidate();
    await this.sendMail(user.email, postingReceivedMail(this.site, { lastName: user.lastName, firstName: user.firstName, propertyId: id, title: checked.values.title }));
    return { success: true, id, moderation_status: 'pending', duplicate: false };
  }

  /**
   * POST /api/post/:id: the owner changes a listing. Kept photos are listed in keep_image_ids (in
   * the new order, with keep_image_comments), new ones follow. A listing sent back goes to review
   * again; the other states stay. Someone else's (or a missing) listing: 404.
   */
  async update(user: UserEntity, id: number, form: PostingForm): Promise<PostingResponse> {
    const owned = await this.ownedListing(user.id, id);
    const existingImages: { id: number | string }[] = await this.dataSource.query('SELECT id FROM property_images WHERE property_id = ?', [id]);
    const checked = await this.check(form, existingImages.map((r) => Number(r.id)));
    const rendered = await this.render(checked.photos);
    const nextStatus: ModerationStatus = owned.status === 'returned' ? 'pending' : owned.status;

    const written: StoredPhoto[] = [];
    const removed: { key: string; visibility: 'public' | 'private' }[] = [];
    try {
      await this.dataSource.transaction(async (manager) => {
        const now = dbTime();
        const before: { search_text: string }[] = await manager.query('SELECT search_text FROM properties WHERE id = ?', [id]);
        const changes: Partial<PropertyEntity> = { ...this.listingFields(checked.values) };
        if (nextStatus === 'pending') changes.isPublished = false;
        await manager.getRepository(PropertyEntity).update({ id }, changes);
        if (owned.hasPostingRow) {
          await manager.query(
            `UPDATE property_postings SET moderation_status = ?, address_private = ?, contact_name = ?, contact_name_kana = ?,
               contact_phone = ?, contact_email = ?, updated_at = ? WHERE property_id = ?`,
            [nextStatus, ...this.privateFields(checked.values), now, id],
          );
        } else {
          await manager.query(
            `INSERT INTO property_postings (property_id, seller_id, moderation_status, address_private, contact_name, contact_name_kana,
               contact_phone, contact_email, idempotency_key, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
            [id, user.id, nextStatus, ...this.privateFields(checked.values), now, now],
          );
        }
        await manager.query('DELETE FROM property_categories WHERE property_id = ?', [id]);
        await this.writeCategories(manager, id, checked.values.category_ids);
        await syncListings(manager, [id], new Map([[id, before[0]?.search_text ?? '']]));
        await syncPriceTag(manager, id, toNumberOrNull(checked.values.price_undecided === '1' ? '' : checked.values.price_man_yen));

        // Photos: drop the ones not kept, renumber the kept ones, append the new ones.
        const keepIds = checked.keep.map((k) => k.id);
        const dropped = existingImages.map((r) => Number(r.id)).filter((imageId) => !keepIds.includes(imageId));
        if (dropped.length > 0) {
          const files: { path: string; card_path: string | null; full_path: string | null; original_key: string | null }[] = await manager.query(
            `SELECT i.path, f.card_path, f.full_path, f.original_key FROM property_images i
               LEFT JOIN property_image_files f ON f.image_id = i.id WHERE i.id IN (${placeholders(dropped.length)})`,
            dropped,
          );
          for (const f of files) {
            for (const p of [f.path, f.card_path, f.full_path]) if (p && p.startsWith('/uploads/')) removed.push({ key: p.slice('/uploads/'.length), visibility: 'public' });
            if (f.original_key) removed.push({ key: f.original_key, visibility: 'private' });
          }
          await manager.query(`DELETE FROM property_image_files WHERE image_id IN (${placeholders(dropped.length)})`, dropped);
          await manager.query(`DELETE FROM property_images WHERE id IN (${placeholders(dropped.length)})`, dropped);
        }
        for (const [index, keep] of checked.keep.entries()) {
          await manager.query('UPDATE property_images SET sort = ?, comment = ? WHERE id = ? AND property_id = ?', [index + 1, keep.comment, keep.id, id]);
        }
        await this.storePhotos(manager, id, rendered, checked.keep.length, written);
      });
    } catch (error) {
      await this.removeStored(written);
      throw error;
    }
    // Files of dropped photos go once the change is committed (S3 paths are not under /uploads/: kept).
    for (const r of removed) await this.storage.delete(r.key, r.visibility).catch(() => undefined);
    this.properties.invalidate();
    return { success: true, id, moderation_status: nextStatus, duplicate: false };
  }

  /** GET /api/post/:id: the owner's listing as the form shows it; anyone else 404. */
  async detail(user: UserEntity, id: number): Promise<PostingDetail> {
    const owned = await this.ownedListing(user.id, id);
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT p.*, pp.moderation_reason, pp.address_private, pp.contact_name, pp.contact_name_kana, pp.contact_phone, pp.contact_email
         FROM properties p LEFT JOIN property_postings pp ON pp.property_id = p.id WHERE p.id = ?`,
      [id],
    );
    const r = rows[0];
    const categories: { category_id: number | string }[] = await this.dataSource.query(
      'SELECT category_id FROM property_categories WHERE property_id = ? ORDER BY category_id',
      [id],
    );
    const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
    const num = (v: unknown) => (v === null || v === undefined ? '' : String(Number(v)));
    const values: PostingValues = {
      ...EMPTY_POSTING_VALUES,
      title: str(r.title),
      description: str(r.description),
      prefecture_code: str(r.prefecture_code),
      municipality: str(r.municipality),
      address_public: str(r.address_public),
      address_private: str(r.address_private),
      price_undecided: r.price_man_yen === null ? '1' : '',
      price_man_yen: num(r.price_man_yen),
      land_or_building: str(r.land_or_building) || 'building',
      land_area: num(r.land_area),
      building_area: num(r.building_area),
      built_year: num(r.built_year),
      structure: str(r.structure),
      ...valuesFromFacts(parseStoredFacts(r.layout === null || r.layout === undefined ? null : String(r.layout), r.facts === null || r.facts === undefined ? null : String(r.facts))),
      category_ids: categories.map((c) => String(Number(c.category_id))),
      contact_name: str(r.contact_name),
      contact_name_kana: str(r.contact_name_kana),
      contact_phone: str(r.contact_phone),
      contact_email: str(r.contact_email),
      agree_terms: '',
      agree_privacy: '',
    };
    return {
      id,
      values,
      images: await this.images(id),
      moderation_status: owned.status,
      moderation_reason: r.moderation_reason === null || r.moderation_reason === undefined ? null : String(r.moderation_reason),
      is_published: Boolean(Number(r.is_published)),
      updated_at: new Date(r.updated_at as string).toISOString(),
    };
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

  /** Sends a mail; a failure is logged, not answered (the listing is already saved). */
  async sendMail(to: string, content: MailContent): Promise<void> {
    try {
      await this.mail.send(to, content);
    } catch (error) {
      this.logger.warn(`posting mail "${content.kind}" not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // ---------------------------------------------------------------------------

  private idempotencyKey(form: PostingForm): string | null {
    const raw = form.fields.saveId ?? form.fields.client_token;
    if (raw === undefined || raw === '') return null;
    if (Array.isArray(raw) || !isSubmissionToken(raw)) throw formError({ saveId: POSTING_MESSAGES.invalidSaveId });
    return raw;
  }

  private async findByKey(sellerId: number, key: string): Promise<number | null> {
    const rows: { property_id: number | string }[] = await this.dataSource.query(
      'SELECT property_id FROM property_postings WHERE seller_id = ? AND idempotency_key = ?',
      [sellerId, key],
    );
    return rows.length > 0 ? Number(rows[0].property_id) : null;
  }

  private async statusOf(id: number): Promise<ModerationStatus> {
    const rows: { moderation_status: ModerationStatus }[] = await this.dataSource.query(
      'SELECT moderation_status FROM property_postings WHERE property_id = ?',
      [id],
    );
    return rows[0]?.moderation_status ?? 'approved';
  }

  /** The listing of `sellerId` with its moderation state; not theirs or missing: 404 (the same answer). */
  private async ownedListing(sellerId: number, id: number): Promise<{ status: ModerationStatus; hasPostingRow: boolean }> {
    const rows: { seller_id: number | string; moderation_status: ModerationStatus | null }[] = await this.dataSource.query(
      'SELECT p.seller_id, pp.moderation_status FROM properties p LEFT JOIN property_postings pp ON pp.property_id = p.id WHERE p.id = ?',
      [id],
    );
    if (rows.length === 0 || Number(rows[0].seller_id) !== sellerId) throw notFound();
    return { status: rows[0].moderation_status ?? 'approved', hasPostingRow: rows[0].moderation_status !== null };
  }

  /** Every rule of contracts' validatePosting, then the photo bytes, then the categories against the table. */
  private async check(form: PostingForm, existingImageIds: number[]): Promise<CheckedPosting> {
    const errors: Record<string, string> = {};
    const known = new Set<string>([...POSTING_TEXT_FIELDS, ...EXTRA_FIELDS]);
    for (const name of Object.keys(form.fields)) if (!known.has(name)) errors[name] = MESSAGES.unknownParameter;

    const values = { ...EMPTY_POSTING_VALUES, land_or_building: '' } as PostingValues;
    for (const name of POSTING_TEXT_FIELDS) {
      const raw = form.fields[name];
      if (Array.isArray(raw)) errors[name] = MESSAGES.invalidValue;
      else values[name] = (raw ?? '').replace(/\r\n/g, '\n');
    }
    values.category_ids = asList(form.fields.category_ids);

    const comments = asList(form.fields.photo_comments);
    const photos = form.files.filter((f) => f.field === PHOTO_FIELD).map((file, i) => ({ file, comment: comments[i] ?? '' }));
    const keepIds = asList(form.fields.keep_image_ids);
    const keepComments = asList(form.fields.keep_image_comments);
    const keep: { id: number; comment: string }[] = [];
    for (const [i, raw] of keepIds.entries()) {
      const imageId = Number(raw);
      if (!/^[0-9]{1,9}$/.test(raw) || !existingImageIds.includes(imageId) || keep.some((k) => k.id === imageId)) {
        errors.photos ??= MESSAGES.invalidValue;
        continue;
      }
      keep.push({ id: imageId, comment: keepComments[i] ?? '' });
    }

    const ruleErrors = validatePosting(values, photos.map((p) => ({ size: p.file.bytes.length, comment: p.comment })), {
      photoCount: photos.length + keep.length,
    });
    for (const [k, v] of Object.entries(ruleErrors)) if (v && errors[k] === undefined) errors[k] = v;
    const longKeep = keep.map((k) => maxLength(POSTING_LIMITS.photoComment)(k.comment)).find((m) => m !== null);
    if (longKeep && errors.photo_comments === undefined) errors.photo_comments = longKeep;

    // The upload pipeline's checks (type, pixels per photo and per request), from the headers only.
    const photoCheck = await this.photoProcessor.check(photos.map((p) => p.file));
    if (photoCheck.error !== null) errors.photos ??= photoCheck.error;
    const typed: CheckedPosting['photos'] = photos.flatMap((p, i) => {
      const type = photoCheck.types[i];
      return type ? [{ ...p, type }] : [];
    });

    if (errors.category_ids === undefined && values.category_ids.length > 0) {
      const ids = [...new Set(values.category_ids.map(Number))];
      const found: { id: number | string }[] = await this.dataSource.query(`SELECT id FROM categories WHERE id IN (${placeholders(ids.length)})`, ids);
      if (found.length !== ids.length) errors.category_ids = POSTING_MESSAGES.invalidCategory;
      values.category_ids = ids.map(String);
    }

    if (Object.keys(errors).length > 0) throw formError(errors);
    return { values, idempotencyKey: null, photos: typed, keep };
  }

  /** Renders every photo (one at a time, in the instance's photo pool); an undecodable one is a form error. */
  private async render(photos: CheckedPosting['photos']): Promise<{ variants: PhotoVariants; original: Buffer; ext: string; comment: string }[]> {
    const out: { variants: PhotoVariants; original: Buffer; ext: string; comment: string }[] = [];
    for (const p of photos) {
      out.push({ variants: await this.photoProcessor.renderUpload(p.file), original: p.file.bytes, ext: p.type.ext, comment: p.comment });
    }
    return out;
  }

  /** Stores the sizes (public) and the original (private) of each photo and inserts the image rows. */
  private async storePhotos(
    manager: EntityManager,
    propertyId: number,
    rendered: Awaited<ReturnType<PostingService['render']>>,
    sortOffset: number,
    written: StoredPhoto[],
  ): Promise<void> {
    for (const [i, photo] of rendered.entries()) {
      const stem = `properties/${propertyId}/${randomBytes(8).toString('hex')}`;
      const stored: StoredPhoto = { keys: [], detail: '', card: '', full: '', original: '', originalBytes: photo.original.length, comment: photo.comment };
      written.push(stored);
      for (const size of ['card', 'detail', 'full'] as PhotoSizeName[]) {
        const key = `${stem}-${size}.jpg`;
        await this.storage.put(key, photo.variants[size], { contentType: 'image/jpeg', visibility: 'public' });
        stored.keys.push({ key, visibility: 'public' });
        stored[size] = this.storage.publicUrl(key);
      }
      stored.original = `originals/${stem}.${photo.ext}`;
      await this.storage.put(stored.original, photo.original, { contentType: 'application/octet-stream', visibility: 'private' });
      stored.keys.push({ key: stored.original, visibility: 'private' });

      await manager.query('INSERT INTO property_images (property_id, path, comment, sort) VALUES (?, ?, ?, ?)', [
        propertyId,
        stored.detail,
        photo.comment,
        sortOffset + i + 1,
      ]);
      const idRows: { id: number | string }[] = await manager.query('SELECT id FROM property_images WHERE property_id = ? AND path = ?', [propertyId, stored.detail]);
      await manager.query('INSERT INTO property_image_files (image_id, card_path, full_path, original_key, original_bytes) VALUES (?, ?, ?, ?, ?)', [
        Number(idRows[0].id),
        stored.card,
        stored.full,
        stored.original,
        stored.originalBytes,
      ]);
    }
  }

  private async removeStored(written: StoredPhoto[]): Promise<void> {
    for (const w of written) for (const k of w.keys) await this.storage.delete(k.key, k.visibility).catch(() => undefined);
  }

  private async writeCategories(manager: EntityManager, id: number, categoryIds: string[]): Promise<void> {
    for (const c of categoryIds) await manager.query('INSERT INTO property_categories (property_id, category_id) VALUES (?, ?)', [id, Number(c)]);
  }

  private listingFields(v: PostingValues): Partial<PropertyEntity> {
    const prefecture = PREFECTURES.find((p) => p.code === v.prefecture_code);
    const land = v.land_or_building === 'land';
    const facts = factsFromValues(v);
    // A land listing has no rooms: its 間取り (and the building's 現況) are not kept.
    if (land) {
      facts.layout = null;
      facts.currentStatus = null;
    }
    return {
      title: v.title.trim(),
      description: v.description,
      prefectureCode: v.prefecture_code,
      municipality: v.municipality.trim(),
      addressPublic: v.address_public.trim(),
      priceManYen: v.price_undecided === '1' ? null : Number(v.price_man_yen),
      landOrBuilding: land ? 'land' : 'building',
      landArea: v.land_area === '' ? null : Number(v.land_area),
      buildingArea: land || v.building_area === '' ? null : Number(v.building_area),
      builtYear: land || v.built_year === '' ? null : Number(v.built_year),
      structure: land || v.structure === '' ? null : v.structure,
      layout: facts.layout,
      layoutRooms: layoutRooms(facts.layout),
      nearestWalkMinutes: nearestWalkMinutes(facts),
      facts: storedFactsJson(facts),
      // The map shows a posted listing at its prefecture until staff place it more precisely.
      lat: prefecture ? prefecture.lat : null,
      lng: prefecture ? prefecture.lng : null,
    };
  }

  private privateFields(v: PostingValues): string[] {
    return [v.address_private.trim(), v.contact_name.trim(), v.contact_name_kana.trim(), v.contact_phone.trim(), v.contact_email.trim()];
  }
}

/** The price tag of a listing (PRICE_TAGS) follows its price, as PropertiesService does for its own writes. */
export async function syncPriceTag(manager: EntityManager, id: number, price: number | null): Promise<void> {
  await manager.query("DELETE FROM property_tags WHERE property_id = ? AND tag_id IN (SELECT id FROM tags WHERE kind = 'price')", [id]);
  const slug = priceTagForPrice(price);
  if (slug === null) return;
  const tags: { id: number | string }[] = await manager.query('SELECT id FROM tags WHERE slug = ?', [slug]);
  if (tags.length > 0) await manager.query('INSERT INTO property_tags (property_id, tag_id) VALUES (?, ?)', [id, Number(tags[0].id)]);
}
