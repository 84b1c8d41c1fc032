import { intInRange, type ConfigContext, type Env } from '../config/env';

/** Photo decoding limits and the per-instance pool (IMAGE_*); composed by config/app-config.ts. */

export interface ImageLimits {
  /** IMAGE_CONCURRENCY: photos decoded at once by this instance (the rest wait in a queue). */
  concurrency: number;
  /** IMAGE_MAX_PIXELS: pixels of one photo (width × height). */
  maxPixels: number;
  /** IMAGE_MAX_TOTAL_PIXELS: pixels of all photos of one request. */
  maxTotalPixels: number;
}

export interface ImagesConfigPart {
  images: ImageLimits;
}

export function loadImagesConfig(env: Env, _context: ConfigContext, problems: string[]): ImagesConfigPart {
  const pixels = 'a number of pixels';
  return {
    images: {
      concurrency: intInRange(env, 'IMAGE_CONCURRENCY', 1, { min: 1, max: 64, what: 'a number of photos' }, problems),
      maxPixels: intInRange(env, 'IMAGE_MAX_PIXELS', 50_000_000, { min: 1, max: 1_000_000_000, what: pixels }, problems),
      maxTotalPixels: intInRange(env, 'IMAGE_MAX_TOTAL_PIXELS', 400_000_000, { min: 1, max: 10_000_000_000, what: pixels }, problems),
    },
  };
}
