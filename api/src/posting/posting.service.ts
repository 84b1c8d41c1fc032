import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  EMPTY_POSTING_VALUES,
  factsFromValues,
  isSubmissionToken,
  layoutRooms,
  maxLength,
  MESSAGES,
  nearestWalkMinutes,
  POSTING_LIMITS,
  POSTING_MESSAGES,
  POSTING_TEXT_FIELDS,
  PREFECTURES,
  storedFactsJson,
  validatePosting,
  type ModerationStatus,
  type PhotoSizeName,
  type PostingDetail,
  type PostingErrors,
  type PostingResponse,
  type PostingValues,
} from '@akiya/contracts';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { isoOf, textOrNull } from '../database/sql';
import { ApiError } from '../http/api-error';
import { MailService } from '../mail/mail.service';
import type { MailSite } from '../mail/templates/layout';
import type { PropertyEntity } from '../properties/entities/property.entity';
import { PropertiesService } from '../properties/properties.service';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage';
import type { UserEntity } from '../users/entities/user.entity';
import { PhotoProcessor, type PhotoVariants } from './photo-processor';
import type { SniffedType } from './photo-type';
import { PHOTO_FIELD, type PostingForm, type UploadedFile } from './posting-form';
import { postingReceivedMail } from './posting-mails';
import { toPostingValues } from './posting-rows';
import { PostingRepository, type NewImage, type PostingContact } from './posting.repository';

/** Form fields besides the text fields: photo comments, kept photos (editing), the idempotency key. */
const EXTRA_FIELDS = ['photo_comments', 'keep_image_ids', 'keep_image_comments', 'saveId', 'client_token', 'category_ids'] as const;

/** A form checked field by field and ready to write. */
interface CheckedPosting {
  values: PostingValues;
  idempotencyKey: string | null;
  photos: { file: UploadedFile; comment: string; type: SniffedType }[];
  keep: { id: number; comment: string }[];
}

/** A photo rendered and stored: what its image row needs (but the sort order) and the storage keys it wrote. */
interface StoredPhoto extends Omit<NewImage, 'sort'> {
  keys: { key: string; visibility: 'public' | 'private' }[];
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

/** The price the form gives (null: 価格未定). */
function priceOf(v: PostingValues): number | null {
  return v.price_undecided === '1' || v.price_man_yen === '' ? null : Number(v.price_man_yen);
}

/**
 * Posting and editing a listing (docs/posting.md). A new listing is written with its derived
 * columns and bigrams and price tag in one transaction (PostingRepository), waits for review
 * (`property_postings.moderation_status = 'pending'`, not published), and the listing cache is
 * dropped after every write. The seller's mail is queued in the same transaction.
 */
@Injectable()
export class PostingService {
  readonly site: MailSite;

  constructor(
    private readonly repo: PostingRepository,
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
      const existing = await this.repo.findIdByKey(user.id, key);
      if (existing !== null) return { success: true, id: existing, moderation_status: await this.repo.statusOf(existing), duplicate: true };
    }
    const checked = await this.check(form, []);
    const rendered = await this.render(checked.photos);

    const written: StoredPhoto[] = [];
    let id: number;
    try {
      id = await this.repo.transaction(async (m) => {
        const newId = await this.repo.insertListing(m, {
          ...this.listingFields(checked.values),
          rootType: 'published',
          isPublished: false,
          isSuspension: false,
          isStopPublished: false,
          reception: true,
          areaCategoryId: null,
          publishedAt: null,
          sellerId: user.id,
        });
        await this.repo.insertPosting(m, { propertyId: newId, sellerId: user.id, status: 'pending', contact: contactOf(checked.values), idempotencyKey: key });
        await this.repo.replaceCategories(m, newId, checked.values.category_ids.map(Number));
        await this.repo.reindex(m, newId, priceOf(checked.values));
        await this.storePhotos(m, newId, rendered, 0, written);
        const mail = postingReceivedMail(this.site, { lastName: user.lastName, firstName: user.firstName, propertyId: newId, title: checked.values.title });
        await this.mail.send(user.email, mail, m);
        return newId;
      });
    } catch (error) {
      await this.removeStored(written);
      if (key !== null) {
        // A double submit that lost the race on the unique (seller, key): answer the winner's listing.
        const existing = await this.repo.findIdByKey(user.id, key);
        if (existing !== null) return { success: true, id: existing, moderation_status: await this.repo.statusOf(existing), duplicate: true };
      }
      throw error;
    }
    this.properties.invalidate();
    return { success: true, id, moderation_status: 'pending', duplicate: false };
  }

  /**
   * POST /api/post/:id: the owner changes a listing. Kept photos are listed in keep_image_ids (in
   * the new order, with keep_image_comments), new ones follow. A listing sent back goes to review
   * again; the other states stay. Someone else's (or a missing) listing: 404.
   */
  async update(user: UserEntity, id: number, form: PostingForm): Promise<PostingResponse> {
    const owned = await this.ownedListing(user.id, id);
    const existingImageIds = await this.repo.imageIds(id);
    const checked = await this.check(form, existingImageIds);
    const rendered = await this.render(checked.photos);
    const nextStatus: ModerationStatus = owned.status === 'returned' ? 'pending' : owned.status;

    const written: StoredPhoto[] = [];
    const removed: { key: string; visibility: 'public' | 'private' }[] = [];
    try {
      await this.repo.transaction(async (m) => {
        const before = await this.repo.searchText(m, id);
        const changes: Partial<PropertyEntity> = { ...this.listingFields(checked.values) };
        if (nextStatus === 'pending') changes.isPublished = false;
        await this.repo.updateListing(m, id, changes);
        const contact = contactOf(checked.values);
        if (owned.hasPostingRow) await this.repo.updatePosting(m, id, nextStatus, contact);
        else await this.repo.insertPosting(m, { propertyId: id, sellerId: user.id, status: nextStatus, contact, idempotencyKey: null });
        await this.repo.replaceCategories(m, id, checked.values.category_ids.map(Number));
        await this.repo.reindex(m, id, priceOf(checked.values), before);

        // Photos: drop the ones not kept, renumber the kept ones, append the new ones.
        const keepIds = checked.keep.map((k) => k.id);
        const files = await this.repo.deleteImages(m, existingImageIds.filter((imageId) => !keepIds.includes(imageId)));
        for (const f of files) {
          for (const p of [f.path, f.card_path, f.full_path]) if (p && p.startsWith('/uploads/')) removed.push({ key: p.slice('/uploads/'.length), visibility: 'public' });
          if (f.original_key) removed.push({ key: f.original_key, visibility: 'private' });
        }
        for (const [index, keep] of checked.keep.entries()) await this.repo.updateImage(m, id, keep.id, index + 1, keep.comment);
        await this.storePhotos(m, id, rendered, checked.keep.length, written);
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
    const r = await this.repo.findDetail(id);
    if (r === null) throw notFound();
    return {
      id,
      values: toPostingValues(r, await this.repo.categoryIds(id)),
      images: await this.repo.images(id),
      moderation_status: owned.status,
      moderation_reason: textOrNull(r.moderation_reason),
      is_published: Boolean(Number(r.is_published)),
      updated_at: isoOf(r.updated_at),
    };
  }

  // ---------------------------------------------------------------------------

  private idempotencyKey(form: PostingForm): string | null {
    const raw = form.fields.saveId ?? form.fields.client_token;
    if (raw === undefined || raw === '') return null;
    if (Array.isArray(raw) || !isSubmissionToken(raw)) throw formError({ saveId: POSTING_MESSAGES.invalidSaveId });
    return raw;
  }

  /** The listing of `sellerId` with its moderation state; not theirs or missing: 404 (the same answer). */
  private async ownedListing(sellerId: number, id: number): Promise<{ status: ModerationStatus; hasPostingRow: boolean }> {
    const row = await this.repo.findOwnership(id);
    if (row === null || row.sellerId !== sellerId) throw notFound();
    return { status: row.status ?? 'approved', hasPostingRow: row.status !== null };
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
      if ((await this.repo.countCategories(ids)) !== ids.length) errors.category_ids = POSTING_MESSAGES.invalidCategory;
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

      await this.repo.insertImage(manager, propertyId, { ...stored, comment: photo.comment, sort: sortOffset + i + 1 });
    }
  }

  private async removeStored(written: StoredPhoto[]): Promise<void> {
    for (const w of written) for (const k of w.keys) await this.storage.delete(k.key, k.visibility).catch(() => undefined);
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
}

/** The private columns of the form, trimmed. */
function contactOf(v: PostingValues): PostingContact {
  return {
    addressPrivate: v.address_private.trim(),
    contactName: v.contact_name.trim(),
    contactNameKana: v.contact_name_kana.trim(),
    contactPhone: v.contact_phone.trim(),
    contactEmail: v.contact_email.trim(),
  };
}
