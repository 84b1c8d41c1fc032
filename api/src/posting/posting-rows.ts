import {
  EMPTY_POSTING_VALUES,
  parseStoredFacts,
  PREFECTURES,
  type PostingImage,
  type PostingValues,
  type ReviewItem,
  valuesFromFacts,
} from '@akiya/contracts';
import { isoOf, numOrNull, textOf, textOrNull } from '../database/sql';
import type { ReviewRow } from './moderation.repository';
import type { PostingDetailRow } from './posting.repository';

/** A number column as the form shows it: '' for NULL. */
function numberText(v: unknown): string {
  const n = numOrNull(v);
  return n === null ? '' : String(n);
}

/** A stored listing and its posting row as the posting form's values (the agreements unticked). */
export function toPostingValues(r: PostingDetailRow, categoryIds: number[]): PostingValues {
  return {
    ...EMPTY_POSTING_VALUES,
    title: textOf(r.title),
    description: textOf(r.description),
    prefecture_code: textOf(r.prefecture_code),
    municipality: textOf(r.municipality),
    address_public: textOf(r.address_public),
    address_private: textOf(r.address_private),
    price_undecided: r.price_man_yen === null ? '1' : '',
    price_man_yen: numberText(r.price_man_yen),
    land_or_building: textOf(r.land_or_building) || 'building',
    land_area: numberText(r.land_area),
    building_area: numberText(r.building_area),
    built_year: numberText(r.built_year),
    structure: textOf(r.structure),
    ...valuesFromFacts(parseStoredFacts(textOrNull(r.layout), textOrNull(r.facts))),
    category_ids: categoryIds.map(String),
    contact_name: textOf(r.contact_name),
    contact_name_kana: textOf(r.contact_name_kana),
    contact_phone: textOf(r.contact_phone),
    contact_email: textOf(r.contact_email),
    agree_terms: '',
    agree_privacy: '',
  };
}

/** The review queue's view of a posted listing. */
export function toReviewItem(r: ReviewRow, images: PostingImage[]): ReviewItem {
  return {
    id: Number(r.id),
    title: textOf(r.title),
    prefecture_name: PREFECTURES.find((p) => p.code === r.prefecture_code)?.name ?? '',
    municipality: textOf(r.municipality),
    address_public: textOf(r.address_public),
    address_private: textOf(r.address_private),
    price_man_yen: numOrNull(r.price_man_yen),
    description: textOf(r.description),
    moderation_status: r.moderation_status,
    moderation_reason: textOrNull(r.moderation_reason),
    seller: { id: Number(r.seller_id), email: textOf(r.seller_email), name: `${textOf(r.last_name)} ${textOf(r.first_name)}`.trim() },
    contact: { name: textOf(r.contact_name), name_kana: textOf(r.contact_name_kana), phone: textOf(r.contact_phone), email: textOf(r.contact_email) },
    images,
    created_at: isoOf(r.created_at),
    updated_at: isoOf(r.updated_at),
  };
}
