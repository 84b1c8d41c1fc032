import { PHOTO_SIZES, type PhotoSizeName } from '@akiya/contracts';
import sharp from 'sharp';

/** JPEG quality of the generated sizes. */
export const PHOTO_JPEG_QUALITY = 80;

export type PhotoVariants = Record<PhotoSizeName, Buffer>;

/**
 * Re-encodes one photo: turned upright by its EXIF orientation, then written as a new JPEG per size
 * with NO metadata at all (sharp drops EXIF — GPS included —, XMP, IPTC and ICC unless asked to keep
 * them; the colours are converted to sRGB). Card: 480×360 cropped; detail: within 1200 px; full:
 * within 2400 px (never enlarged). Throws when sharp cannot decode the bytes.
 */
export async function renderPhotoVariants(input: Buffer): Promise<PhotoVariants> {
  const base = sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
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
