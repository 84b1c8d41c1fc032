import { Injectable } from '@nestjs/common';
import { PHOTO_SIZES, type PhotoSizeName } from '@akiya/contracts';
import sharp from 'sharp';
import type { AppConfig, ImageLimits } from '../config/app-config';
import { InjectConfig } from '../config/config.module';

/** JPEG quality of the generated sizes. */
export const PHOTO_JPEG_QUALITY = 80;

/** Decoding limit of renderPhotoVariants when no other is given (the IMAGE_MAX_PIXELS default). */
export const DEFAULT_MAX_PIXELS = 50_000_000;

export type PhotoVariants = Record<PhotoSizeName, Buffer>;

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
 * The photo work of this API instance: at most IMAGE_CONCURRENCY photos are decoded at once (the
 * rest queue), each photo may have IMAGE_MAX_PIXELS pixels and one request IMAGE_MAX_TOTAL_PIXELS in
 * all — so a request of huge images costs a bounded amount of CPU and memory and does not starve the
 * other requests of the instance.
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

  get queued(): number {
    return this.queue.queued;
  }
}
