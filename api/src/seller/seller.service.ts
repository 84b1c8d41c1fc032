import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  availablePublishActions,
  MESSAGES,
  POSTED_PROPERTIES_PAGE_SIZE,
  PUBLISH_ACTION_DONE,
  SELLER_MESSAGES,
  type ChangePublishResponse,
  type ListingImage,
  type PostedProperty,
  type PostedPropertyFilter,
  type PostedPropertyListResponse,
  type PublishAction,
} from '@akiya/contracts';
import { In, Repository } from 'typeorm';
import { ApiError } from '../http/api-error';
import { PropertyImageEntity } from '../properties/entities/property-image.entity';
import { PropertyEntity } from '../properties/entities/property.entity';
import { PropertiesService } from '../properties/properties.service';
import { PropertyPublishChangeEntity } from './entities/property-publish-change.entity';
import { toPostedProperty } from './posted-property.mapper';

/** 404 in the one shape: another user's listing and a missing one look the same. */
function notFound(): ApiError {
  return new ApiError(404, MESSAGES.notFound, { id: [MESSAGES.notFound] });
}

/** What each action writes. */
const CHANGES: Record<PublishAction, Partial<Pick<PropertyEntity, 'isSuspension' | 'isStopPublished'>>> = {
  suspend: { isSuspension: true },
  'resume-reception': { isSuspension: false },
  stop: { isStopPublished: true },
  'resume-publication': { isStopPublished: false },
};

/**
 * The seller's my-page: the logged-in user's own listings and their publication (受付休止 / 掲載中止
 * and resuming). Writes go through PropertiesService.updateListing, which refreshes the search
 * index and drops the listing cache, so the board shows the change at the next request.
 */
@Injectable()
export class SellerService {
  constructor(
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    @InjectRepository(PropertyImageEntity) private readonly images: Repository<PropertyImageEntity>,
    @InjectRepository(PropertyPublishChangeEntity) private readonly changes: Repository<PropertyPublishChangeEntity>,
    private readonly listings: PropertiesService,
  ) {}

  /** One page of the seller's listings, newest first. A page past the last one is 404 (page 1 of none is empty). */
  async list(sellerId: number, page: number, filter: PostedPropertyFilter): Promise<PostedPropertyListResponse> {
    const limit = POSTED_PROPERTIES_PAGE_SIZE;
    const where = filter === 'stopped' ? { sellerId, isStopPublished: true } : { sellerId };
    const [rows, total] = await this.properties.findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    const totalPages = Math.ceil(total / limit);
    if (page > 1 && page > totalPages) throw new ApiError(404, MESSAGES.notFound, { page: [MESSAGES.notFound] });
    return { items: await this.toDtos(sellerId, rows), total, page, limit, totalPages };
  }

  /** One of the seller's listings; anyone else's (or a missing id) is 404. */
  async get(sellerId: number, id: number): Promise<PostedProperty> {
    const [dto] = await this.toDtos(sellerId, [await this.owned(sellerId, id)]);
    return dto;
  }

  /** The entity of one of the seller's listings, or 404. */
  async owned(sellerId: number, id: number): Promise<PropertyEntity> {
    const row = await this.properties.findOneBy({ id, sellerId });
    if (!row) throw notFound();
    return row;
  }

  /**
   * Applies one action. An action that does not fit the current state is 409
   * (`publishActionUnavailable`); resuming a listing the operator stopped is 409
   * (`publishResumeByOperator`: the seller asks through /forms/republish).
   */
  async changePublish(sellerId: number, id: number, action: PublishAction): Promise<ChangePublishResponse> {
    const before = await this.get(sellerId, id);
    if (!availablePublishActions(before).includes(action)) {
      const byOperator = action === 'resume-publication' && before.is_stop_published && !before.can_resume_publication;
      throw new ApiError(409, byOperator ? SELLER_MESSAGES.publishResumeByOperator : SELLER_MESSAGES.publishActionUnavailable, {
        action: [byOperator ? SELLER_MESSAGES.publishResumeByOperator : SELLER_MESSAGES.publishActionUnavailable],
      });
    }
    await this.listings.updateListing(id, CHANGES[action]);
    await this.changes.insert({ propertyId: id, userId: sellerId, action });
    return { success: true, property: await this.get(sellerId, id), message: PUBLISH_ACTION_DONE[action] };
  }

  private async toDtos(sellerId: number, rows: PropertyEntity[]): Promise<PostedProperty[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [images, resumable] = await Promise.all([this.firstImages(ids), this.stoppedBySeller(sellerId, rows)]);
    return rows.map((r) => ({ ...toPostedProperty(r, images.get(r.id) ?? null, resumable.has(r.id)) }));
  }

  private async firstImages(ids: number[]): Promise<Map<number, ListingImage>> {
    const rows = await this.images.find({ where: { propertyId: In(ids) }, order: { sort: 'ASC', id: 'ASC' } });
    const first = new Map<number, ListingImage>();
    for (const r of rows) if (!first.has(r.propertyId)) first.set(r.propertyId, { path: r.path, comment: r.comment });
    return first;
  }

  /** Stopped listings whose latest stop/resume-publication change is a stop by this seller. */
  private async stoppedBySeller(sellerId: number, rows: PropertyEntity[]): Promise<Set<number>> {
    const stopped = rows.filter((r) => r.isStopPublished).map((r) => r.id);
    if (stopped.length === 0) return new Set();
    const changes = await this.changes.find({
      where: { propertyId: In(stopped), action: In(['stop', 'resume-publication']) },
      order: { id: 'DESC' },
    });
    const latest = new Map<number, PropertyPublishChangeEntity>();
    for (const c of changes) if (!latest.has(c.propertyId)) latest.set(c.propertyId, c);
    return new Set([...latest.values()].filter((c) => c.action === 'stop' && c.userId === sellerId).map((c) => c.propertyId));
  }
}
