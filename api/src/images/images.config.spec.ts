import { loadConfigPart } from '../config/config-part.testing';
import { loadImagesConfig } from './images.config';

function load(env: Record<string, string>) {
  return loadConfigPart(loadImagesConfig, env);
}

describe('images configuration', () => {
  it('has defaults and reads every variable', () => {
    expect(load({})).toEqual({ images: { concurrency: 1, maxPixels: 50_000_000, maxTotalPixels: 400_000_000 }, problems: [] });
    expect(load({ IMAGE_CONCURRENCY: '3', IMAGE_MAX_PIXELS: '1000', IMAGE_MAX_TOTAL_PIXELS: '5000' }).images).toEqual({
      concurrency: 3,
      maxPixels: 1000,
      maxTotalPixels: 5000,
    });
  });

  it('lists every bad value', () => {
    expect(load({ IMAGE_CONCURRENCY: '-1', IMAGE_MAX_PIXELS: '1e9', IMAGE_MAX_TOTAL_PIXELS: '0' }).problems).toEqual([
      'IMAGE_CONCURRENCY must be a number of photos from 1 to 64 (got "-1")',
      'IMAGE_MAX_PIXELS must be a number of pixels from 1 to 1000000000 (got "1e9")',
      'IMAGE_MAX_TOTAL_PIXELS must be a number of pixels from 1 to 10000000000 (got "0")',
    ]);
  });
});
