import { Injectable } from '@nestjs/common';
import { formatMessage, MESSAGES, PHOTO_SIZES, POSTING_MESSAGES, type PhotoSizeName } from '@akiya/contracts';
import sharp from 'sharp';
import type { AppConfig, ImageLimits } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ApiError } from '../http/api-error';
import { isAcceptedPhotoType, sniffType, type SniffedType } from './photo-type';
import type { UploadedFile } from './posting-form';

/** JPEG quality of the generated sizes. */
export const PHOTO_JPEG_QUALITY = 80;

/** Decoding limit of renderPhotoVariants when no other is given (the IMAGE_MAX_PIXELS default). */
export const DEFAULT_MAX_PIXELS = 50_000_000;

export type PhotoVariants = Record<PhotoSizeName, Buffer>;

/** A file name as it may appear in a message: no path, no control characters, at most 60 characters. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const chars = [...clean];
  return chars.length === 0 ? '写真' : chars.length > 60 ? `${chars.slice(0, 57).join('')}…` : clean;
}

/** 400 with one message on `photos`: the answer of every upload endpoint to a refused photo. */
export function photoError(message: string): ApiError {
  return new ApiError(400, MESSAGES.formError, { photos: [message] });
}

/** What PhotoProcessor.check found: each file's type (null: refused) and the first problem, if any. */
export interface PhotoCheck {
  /** types[i] is the type of files[i], or null when that file was refused. */
  types: (SniffedType | null)[];
  /** The Japanese message of the first problem (null: every photo may be rendered). */
  error: string | null;
}

// libvips keeps decoded images and operations in a cache (by default up to 50 MB and 100 files per
// process, plus what the allocator holds on to): a photo is decoded once, so caching only keeps
// memory. And one thread per operation: the pool below decides how many photos run at once.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Re-encodes one photo: turned upright by its EXIF orientation, then written as a new JPEG per size
 * with NO metadata at all (sharp drops EXIF — GPS included —, XMP, IPTC and ICC unless asked to keep
 * them; the colours are converted to sRGB). Card: 480×360 cropped; detail: within 1200 px; full:
 * within 2400 px (never enlarged). Throws when sharp cannot decode the bytes or the photo has more
 * than `maxPixels` pixels.
 */
export async function renderPhotoVariants(input: Buffer, maxPixels: number = DEFAULT_MAX_PIXELS): Promise<PhotoVariants> {
  const base = sharp(input, { failOn: 'error', limitInputPixels: maxPixels }).rotate();
  const out = {} as PhotoVariants;
  for (const name of Object.keys(PHOTO_SIZES) as PhotoSizeName[]) {
    const size = PHOTO_SIZES[name];
    out[name] = await base
      .clone()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: size.fit === 'inside' })
      .toColourspace('srgb')
      .jpeg({ quality: PHOTO_JPEG_QUALITY, mozjpeg: false })
      .toBuffer();
  }
  return out;
}

/**
 * Width × height (× pages of an animated image) from the file header only — nothing is decoded.
 * null when the header cannot be read.
 */
export async function photoPixels(input: Buffer): Promise<number | null> {
  try {
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height) return null;
    return meta.width * (meta.pageHeight ?? meta.height) * Math.max(1, meta.pages ?? 1);
  } catch {
    return null;
  }
}

/** At most `size` tasks run at once; the others wait in arrival order. */
export class TaskQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * The photo work of this API instance, the one pipeline every upload goes through (listings, the
 * vacant-house bank, editorial covers): `check` before anything is decoded — the type sniffed from
 * the bytes, each photo at most IMAGE_MAX_PIXELS pixels and one request IMAGE_MAX_TOTAL_PIXELS in
 * all, read from the headers —, then `renderUpload` in the pool: at most IMAGE_CONCURRENCY photos are
 * decoded at once (the rest queue). So a request of huge images costs a bounded amount of CPU and
 * memory and does not starve the other requests of the instance.
 */
@Injectable()
export class PhotoProcessor {
  readonly limits: ImageLimits;
  private readonly queue: TaskQueue;

  constructor(@InjectConfig() config: AppConfig) {
    this.limits = config.images;
    this.queue = new TaskQueue(config.images.concurrency);
  }

  /** Renders one photo in the pool. */
  render(input: Buffer): Promise<PhotoVariants> {
    return this.queue.run(() => renderPhotoVariants(input, this.limits.maxPixels));
  }

  /**
   * The checks of the photos of one request, from their bytes and headers only (nothing decoded):
   * a JPEG, PNG or WebP, a readable header, at most IMAGE_MAX_PIXELS pixels each and
   * IMAGE_MAX_TOTAL_PIXELS together. The first problem's message is kept (the form shows one).
   */
  async check(files: readonly UploadedFile[]): Promise<PhotoCheck> {
    const { maxPixels, maxTotalPixels } = this.limits;
    const types: (SniffedType | null)[] = [];
    let error: string | null = null;
    let totalPixels = 0;
    for (const file of files) {
      types.push(null);
      const type = await sniffType(file.bytes);
      if (!isAcceptedPhotoType(type)) {
        error ??= formatMessage(POSTING_MESSAGES.notAnImage, { name: displayName(file.filename) });
        continue;
      }
      // Pixels from the header (nothing decoded yet): the cost of decoding grows with them, not with the bytes.
      const pixels = await photoPixels(file.bytes);
      if (pixels === null) {
        error ??= formatMessage(POSTING_MESSAGES.brokenImage, { name: displayName(file.filename) });
        continue;
      }
      if (pixels > maxPixels) {
        error ??= formatMessage(POSTING_MESSAGES.photoTooManyPixels, { name: displayName(file.filename), max: Math.floor(maxPixels / 10_000) });
        continue;
      }
      totalPixels += pixels;
      types[types.length - 1] = type;
    }
    if (totalPixels > maxTotalPixels) error ??= formatMessage(POSTING_MESSAGES.photosTooManyPixels, { max: Math.floor(maxTotalPixels / 10_000) });
    return { types, error };
  }

  /** `check`, answering its problem as a 400 (photoError); else the type of each file. */
  async accept(files: readonly UploadedFile[]): Promise<SniffedType[]> {
    const { types, error } = await this.check(files);
    if (error !== null) throw photoError(error);
    return types as SniffedType[];
  }

  /** Renders one checked photo in the pool; one that cannot be decoded is a 400 (brokenImage). */
  async renderUpload(file: UploadedFile): Promise<PhotoVariants> {
    try {
      return await this.render(file.bytes);
    } catch {
      throw photoError(formatMessage(POSTING_MESSAGES.brokenImage, { name: displayName(file.filename) }));
    }
  }

  get queued(): number {
    return this.queue.queued;
  }
}
