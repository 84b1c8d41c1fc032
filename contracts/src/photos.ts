/**
 * WebP copies of the site's photos (api/src/images/webp-copies.ts): a photo stored on this site
 * (`/uploads/….jpg`, `.jpeg` or `.png`) is also served as WebP at these widths from
 * `/img/<width>/<same path>.webp`, made from the stored photo on first request and kept. Never
 * enlarged: a copy is at most as wide as the photo.
 */
export const PHOTO_WEBP_WIDTHS = [320, 480, 800, 1200] as const;
export type PhotoWebpWidth = (typeof PHOTO_WEBP_WIDTHS)[number];

const SITE_PHOTO = /^\/uploads\/((?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)\.(?:jpe?g|png)$/i;

/** The WebP copy of a site photo at `width`; null for a photo stored elsewhere (an S3/CDN URL) or another file. */
export function webpCopyPath(path: string, width: PhotoWebpWidth): string | null {
  const match = SITE_PHOTO.exec(path);
  return match ? `/img/${width}/${match[1]}.webp` : null;
}

/**
 * `srcset` of a site photo's WebP copies up to `maxWidth` (for `<source type="image/webp">`), or
 * null when the photo has none (then the `<img>` alone is used).
 */
export function webpSrcSet(path: string, maxWidth: number): string | null {
  const widths = PHOTO_WEBP_WIDTHS.filter((w) => w <= maxWidth);
  if (widths.length === 0 || webpCopyPath(path, widths[0]) === null) return null;
  return widths.map((w) => `${webpCopyPath(path, w)} ${w}w`).join(', ');
}
