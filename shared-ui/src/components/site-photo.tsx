import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { webpSrcSet } from '@akiya/contracts';
import styles from './site-photo.module.css';

export interface SitePhotoProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** The widest WebP copy worth sending (contracts/photos.ts): the photo's width on the widest screen. */
  maxWidth: number;
  /** How wide the photo is on screen at each breakpoint (the `sizes` of its WebP copies). */
  sizes: string;
}

/**
 * A photo of the site: its WebP copies at the widths a screen needs (`<source type="image/webp">`
 * with `srcset` and `sizes`), the stored photo otherwise (a photo with no copies, an old browser).
 * Every other attribute goes to the `<img>`, which is laid out as if it stood alone.
 */
export function SitePhoto({ src, maxWidth, sizes, ...img }: SitePhotoProps) {
  const webp = webpSrcSet(src, maxWidth);
  // The page's main photo (fetchPriority high) is asked for from <head>, before the parser reaches
  // it: React preloads a lone <img>, but not one inside <picture>. The WebP hint carries its type,
  // so a browser without WebP skips it.
  if (img.fetchPriority === 'high') {
    if (webp) preload(src, { as: 'image', imageSrcSet: webp, imageSizes: sizes, type: 'image/webp', fetchPriority: 'high' });
    else preload(src, { as: 'image', fetchPriority: 'high' });
  }
  return (
    <picture className={styles.picture}>
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- the alt text is the caller's (decorative photos pass alt="") */}
      <img src={src} {...img} />
    </picture>
  );
}
