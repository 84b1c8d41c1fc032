import {
  POSTED_PROPERTY_STATUSES,
  ROOT_TYPES,
  type ListingImage,
  type PostedProperty,
  type PostedPropertyStatus,
} from '@akiya/contracts';
import { isoOf, isoOrNull } from '../database/sql';
import type { PropertyEntity } from '../properties/entities/property.entity';

/** The seller's view of a listing's state, most important first: stopped, unpublished, suspended, published. */
export function postedStatusOf(p: Pick<PropertyEntity, 'isStopPublished' | 'isPublished' | 'isSuspension'>): PostedPropertyStatus {
  if (p.isStopPublished) return 'stopped';
  if (!p.isPublished) return 'unpublished';
  if (p.isSuspension) return 'suspended';
  return 'published';
}

export function toPostedProperty(p: PropertyEntity, image: ListingImage | null, canResume: boolean): PostedProperty {
  const status = postedStatusOf(p);
  // A published listing in a deal shows its root type (商談中, 契約中 …) instead of 掲載中.
  const label = status === 'published' && p.rootType !== 'published' ? ROOT_TYPES[p.rootType] : POSTED_PROPERTY_STATUSES[status];
  return {
    property_id: p.id,
    is_published: p.isPublished,
    is_suspension: p.isSuspension,
    is_stop_published: p.isStopPublished,
    title: p.title,
    image,
    price_man_yen: p.priceManYen,
    root_type: p.rootType,
    reception: p.reception,
    status,
    status_label: label,
    created_at: isoOf(p.createdAt),
    published_at: isoOrNull(p.publishedAt),
    view_count: p.viewCount,
    contact_count: p.contactCount,
    can_resume_publication: p.isStopPublished && canResume,
  };
}
