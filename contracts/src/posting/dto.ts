/** DTOs of the posting calls (docs/product.md §7) and the staff review queue. */
import type { PostingValues } from './form';
import type { ModerationStatus } from './moderation';

export interface PostingImage {
  id: number;
  /** The detail size (what the board shows). */
  path: string;
  card_path: string | null;
  full_path: string | null;
  comment: string;
}

/** POST /api/post and POST /api/post/:id answer. */
export interface PostingResponse {
  success: true;
  id: number;
  moderation_status: ModerationStatus;
  /** true when this saveId had already created the listing (a repeated submission). */
  duplicate: boolean;
}

/** GET /api/post/:id: the owner's listing as the form shows it (404 for anyone else). */
export interface PostingDetail {
  id: number;
  values: PostingValues;
  images: PostingImage[];
  moderation_status: ModerationStatus;
  moderation_reason: string | null;
  is_published: boolean;
  updated_at: string;
}

/** One listing in the staff review queue (GET /api/staff/review). */
export interface ReviewItem {
  id: number;
  title: string;
  prefecture_name: string;
  municipality: string;
  address_public: string;
  address_private: string;
  price_man_yen: number | null;
  description: string;
  moderation_status: ModerationStatus;
  moderation_reason: string | null;
  seller: { id: number; email: string; name: string };
  contact: { name: string; name_kana: string; phone: string; email: string };
  images: PostingImage[];
  created_at: string;
  updated_at: string;
}

export interface ReviewListResponse {
  items: ReviewItem[];
}
