import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { CATEGORY_IMAGE_HEIGHT, CATEGORY_IMAGE_WIDTH, renderCategoryImage } from './category-images';
import { CATEGORIES, categoryImagePath } from './reference-data';

const SHELL_PUBLIC = join(__dirname, '../../../../shell/public');

describe('category pictures', () => {
  it('one committed JPEG per category, at the path the categories table holds, sized for the tiles', async () => {
    expect(CATEGORIES).toHaveLength(18);
    for (const category of CATEGORIES) {
      const file = join(SHELL_PUBLIC, categoryImagePath(category.slug));
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', CATEGORY_IMAGE_WIDTH, CATEGORY_IMAGE_HEIGHT]);
    }
  });

  it('draws a different picture for each category', async () => {
    const a = await renderCategoryImage('akiya', 0);
    const b = await renderCategoryImage('kominka', 1);
    expect(a.equals(b)).toBe(false);
  });
});
