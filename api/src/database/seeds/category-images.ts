import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { sceneSvg } from './photo-renderer';
import { CATEGORIES } from './reference-data';

/**
 * The 18 category pictures (docs/product.md §3), drawn by the seed's photo renderer: one scene per category
 * (a plot for land, farmland and forest; a house otherwise), without the number plate, cropped to the
 * board's tiles (320×200, drawn at twice the size for sharp screens). They are committed under
 * shell/public/images/categories/ and copied into shell/dist by the build; the shell serves them at
 * /images/categories/<slug>.jpg, the path the categories table holds.
 */

export const CATEGORY_IMAGE_WIDTH = 640;
export const CATEGORY_IMAGE_HEIGHT = 400;
const LAND_SLUGS = new Set(['tochi', 'nochi', 'sanrin']);

export async function renderCategoryImage(slug: string, index: number): Promise<Buffer> {
  const svg = sceneSvg({ seed: 9001 + index * 13, number: 0, landOnly: LAND_SLUGS.has(slug), view: index % 2, plate: false });
  return sharp(Buffer.from(svg))
    .resize({ width: CATEGORY_IMAGE_WIDTH, height: CATEGORY_IMAGE_HEIGHT, fit: 'cover' })
    .jpeg({ quality: 72, mozjpeg: false })
    .toBuffer();
}

/** Writes every category picture into `dir`; returns the file names. */
export async function writeCategoryImages(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  for (const [i, category] of CATEGORIES.entries()) {
    const name = `${category.slug}.jpg`;
    await writeFile(join(dir, name), await renderCategoryImage(category.slug, i));
    names.push(name);
  }
  return names;
}

// `npm run images:categories -w @akiya/api` redraws them.
if (require.main === module) {
  const dir = join(__dirname, '../../../../shell/public/images/categories');
  void writeCategoryImages(dir).then((names) => console.log(`${names.length} category pictures written to ${dir}`));
}
