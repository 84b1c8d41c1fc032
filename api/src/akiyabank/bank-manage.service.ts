import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BANK_LISTING_LIMITS,
  BANK_MAX_PHOTOS,
  BANK_MESSAGES,
  MESSAGES,
  maxLength,
  type BankManageOverview,
  type BankManagedListing,
} from '@akiya/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import { PhotoProcessor, type PhotoVariants } from '../posting/photo-processor';
import type { PostingForm } from '../posting/posting-form';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage';
import type { UserEntity } from '../users/entities/user.entity';
import { BankRepository, type BankListingColumns, type MunicipalityRow } from './bank.repository';
import { statusOf, toDetail, toMunicipality, toSummary } from './bank.mapper';
import { bankNotFound } from './bank-read.service';
import type { BankListingDto, BankProfileDto } from './dto/bank-listing.dto';

function formError(errors: Record<string, string>): ApiError {
  return new ApiError(400, MESSAGES.formError, Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
}

function columnsOf(dto: BankListingDto): BankListingColumns {
  const num = (s: string) => (s === '' ? null : Number(s));
  const land = dto.land_or_building === 'land';
  return {
    title: dto.title,
    description: dto.description,
    district: dto.district,
    deal_type: dto.deal_type,
    price: num(dto.price),
    land_or_building: dto.land_or_building,
    land_area: num(dto.land_area),
    building_area: land ? null : num(dto.building_area),
    built_year: land ? null : num(dto.built_year),
    layout: land ? '' : dto.layout,
    bank_number: dto.bank_number,
  };
}

interface StoredKey {
  key: string;
  visibility: 'public' | 'private';
}

/**
 * A municipality manages its own bank: members only (anyone else: 404, the route's existence is not
 * confirmed), and only the listings of their municipality (another one's listing: 404).
 */
@Injectable()
export class BankManageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly repo: BankRepository,
    private readonly photoProcessor: PhotoProcessor,
  ) {}

  /** The user's municipality, or 404. */
  async membership(user: UserEntity): Promise<MunicipalityRow> {
    const municipality = await this.repo.municipalityOfMember(user.id);
    if (!municipality) throw bankNotFound();
    return municipality;
  }

  async overview(user: UserEntity): Promise<BankManageOverview> {
    const municipality = await this.membership(user);
    const rows = await this.repo.listingsOfMunicipality(Number(municipality.id));
    const photos = await this.repo.firstPhotos(rows.map((r) => Number(r.id)));
    return {
      municipality: toMunicipality(municipality),
      listings: rows.map((r) => ({ ...toSummary(r, photos.get(Number(r.id))), ...statusOf(r), photo_count: Number(r.photo_count) })),
    };
  }

  /** Replaces the bank's name, terms and office contact of the member's municipality. */
  async updateProfile(user: UserEntity, dto: BankProfileDto): Promise<BankManageOverview> {
    const municipality = await this.membership(user);
    const { bank_name, terms, office_name, office_phone, office_email, office_hours } = dto;
    await withTransaction(this.dataSource, (m) =>
      this.repo.updateMunicipality(m, Number(municipality.id), { bank_name, terms, office_name, office_phone, office_email, office_hours }),
    );
    return this.overview(user);
  }

  async listing(user: UserEntity, id: number): Promise<BankManagedListing> {
    const municipality = await this.membership(user);
    const row = await this.repo.findListing(id);
    if (!row || Number(row.municipality_id) !== Number(municipality.id)) throw bankNotFound();
    return { ...toDetail(row, municipality, await this.repo.photosOf(id)), ...statusOf(row) };
  }

  async create(user: UserEntity, dto: BankListingDto): Promise<BankManagedListing> {
    const municipality = await this.membership(user);
    const id = await withTransaction(this.dataSource, (m) => this.repo.insertListing(m, Number(municipality.id), columnsOf(dto)));
    return this.listing(user, id);
  }

  async update(user: UserEntity, id: number, dto: BankListingDto): Promise<BankManagedListing> {
    const municipality = await this.membership(user);
    await withTransaction(this.dataSource, async (m) => {
      await this.ownedLocked(m, Number(municipality.id), id);
      await this.repo.updateListing(m, id, columnsOf(dto));
    });
    return this.listing(user, id);
  }

  /** Publishes (needs a photo) or withdraws a listing. */
  async setPublished(user: UserEntity, id: number, publish: boolean): Promise<BankManagedListing> {
    const municipality = await this.membership(user);
    await withTransaction(this.dataSource, async (m) => {
      await this.ownedLocked(m, Number(municipality.id), id);
      if (publish && (await this.repo.countPhotos(m, id)) === 0) throw formError({ photos: BANK_MESSAGES.publishNeedsPhoto });
      await this.repo.setStatus(m, id, publish ? 'published' : 'draft');
    });
    return this.listing(user, id);
  }

  /** Adds photos through the upload pipeline: checked, re-encoded without metadata, stored, then recorded. */
  async addPhotos(user: UserEntity, id: number, form: PostingForm): Promise<BankManagedListing> {
    const municipality = await this.membership(user);
    const mid = Number(municipality.id);
    await this.ownedLocked(this.dataSource.manager, mid, id);
    const unknown = Object.keys(form.fields).find((k) => k !== 'photo_comments');
    if (unknown) throw formError({ [unknown]: MESSAGES.unknownParameter });
    const raw = form.fields.photo_comments;
    const comments = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    if (form.files.length === 0) throw formError({ photos: BANK_MESSAGES.photoRequired });
    const longComment = comments.map((c) => maxLength(BANK_LISTING_LIMITS.photoComment)(c)).find((msg) => msg !== null);
    if (longComment) throw formError({ photo_comments: longComment });
    if ((await this.repo.countPhotos(this.dataSource.manager, id)) + form.files.length > BANK_MAX_PHOTOS) {
      throw formError({ photos: BANK_MESSAGES.tooManyPhotos });
    }
    // The one upload pipeline of every photo (types, pixel caps per photo and per request, then the pool).
    await this.photoProcessor.accept(form.files);
    const rendered: { variants: PhotoVariants; comment: string }[] = [];
    for (const [i, file] of form.files.entries()) {
      rendered.push({ variants: await this.photoProcessor.renderUpload(file), comment: (comments[i] ?? '').trim() });
    }

    const written: StoredKey[] = [];
    const stored: { path: string; card: string; full: string; stem: string; comment: string }[] = [];
    try {
      for (const photo of rendered) {
        const stem = `akiyabank/${id}/${randomBytes(8).toString('hex')}`;
        const urls: Record<string, string> = {};
        for (const size of ['card', 'detail', 'full'] as const) {
          const key = `${stem}-${size}.jpg`;
          await this.storage.put(key, photo.variants[size], { contentType: 'image/jpeg', visibility: 'public' });
          written.push({ key, visibility: 'public' });
          urls[size] = this.storage.publicUrl(key);
        }
        stored.push({ path: urls.detail, card: urls.card, full: urls.full, stem, comment: photo.comment });
      }
      await withTransaction(this.dataSource, async (m) => {
        await this.ownedLocked(m, mid, id);
        const count = await this.repo.countPhotos(m, id);
        if (count + stored.length > BANK_MAX_PHOTOS) throw formError({ photos: BANK_MESSAGES.tooManyPhotos });
        let sort = await this.repo.maxPhotoSort(m, id);
        for (const s of stored) {
          await this.repo.insertPhoto(m, { listing_id: id, path: s.path, card_path: s.card, full_path: s.full, storage_stem: s.stem, comment: s.comment, sort: ++sort });
        }
        await this.repo.touch(m, id);
      });
    } catch (error) {
      for (const w of written) await this.storage.delete(w.key, w.visibility).catch(() => undefined);
      throw error;
    }
    return this.listing(user, id);
  }

  /** Removes one photo; the last photo of a published listing cannot go (the listing would have none). */
  async removePhoto(user: UserEntity, id: number, photoId: number): Promise<BankManagedListing> {
    const municipality = await this.membership(user);
    const removed = await withTransaction(this.dataSource, async (m) => {
      const row = await this.ownedLocked(m, Number(municipality.id), id);
      if (row.status === 'published' && (await this.repo.countPhotos(m, id)) <= 1) throw formError({ photos: BANK_MESSAGES.publishNeedsPhoto });
      const photo = await this.repo.deletePhoto(m, id, photoId);
      if (!photo) throw bankNotFound();
      return photo;
    });
    if (removed.storage_stem) {
      for (const size of ['card', 'detail', 'full']) await this.storage.delete(`${removed.storage_stem}-${size}.jpg`, 'public').catch(() => undefined);
    }
    return this.listing(user, id);
  }

  private async ownedLocked(m: EntityManager, municipalityId: number, id: number): Promise<{ status: string }> {
    const row = await this.repo.lockListing(m, id);
    if (!row || row.municipality_id !== municipalityId) throw bankNotFound();
    return row;
  }
}
