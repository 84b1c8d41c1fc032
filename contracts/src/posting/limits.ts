/** Limits of a listing's submission: upload total, photos and their sizes, field lengths, structures offered. */
import { BYTES_PER_MB } from '../constants';

/**
 * Upload total limit of one submission, in MB (docs/product.md §5, §9: "{size} MB", 1 MB = 1048576 bytes). Our
 * choice: 50 MB, so ten phone photos of ~4 MB fit with room to spare.
 */
export const UPLOAD_TOTAL_LIMIT_MB = 50;
export const UPLOAD_TOTAL_LIMIT_BYTES = UPLOAD_TOTAL_LIMIT_MB * BYTES_PER_MB;
/** At most this many photos per listing. */
export const POSTING_MAX_PHOTOS = 20;
/** Photo types accepted (judged from the bytes, not the file name). */
export const POSTING_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The sizes generated from every photo (longest side in px; the card is cropped to 4:3). */
export const PHOTO_SIZES = {
  card: { width: 480, height: 360, fit: 'cover' },
  detail: { width: 1200, height: 1200, fit: 'inside' },
  full: { width: 2400, height: 2400, fit: 'inside' },
} as const;
export type PhotoSizeName = keyof typeof PHOTO_SIZES;

export const POSTING_LIMITS = {
  title: 60,
  description: 3000,
  municipality: 50,
  addressPublic: 100,
  addressPrivate: 200,
  structure: 32,
  contactName: 50,
  photoComment: 100,
  moderationReason: 1000,
  /** Price in 万円: at most 9 digits. */
  priceDigits: 9,
  /** Areas in m². */
  areaMax: 1_000_000,
  builtYearMin: 1600,
} as const;

/** Structures offered by the form (free text is refused: one of these or empty). */
export const STRUCTURE_OPTIONS = ['木造', '鉄骨造', 'RC造', 'SRC造', '軽量鉄骨造', 'ブロック造', 'その他'] as const;
