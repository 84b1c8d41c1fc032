import sharp from 'sharp';
import { PHOTO_HEIGHT, PHOTO_WIDTH, renderPhoto, sceneSvg } from './photo-renderer';

describe('photo renderer', () => {
  it('draws the same scene for the same options and different ones otherwise', () => {
    const a = sceneSvg({ seed: 7, number: 7, landOnly: false, view: 0 });
    expect(sceneSvg({ seed: 7, number: 7, landOnly: false, view: 0 })).toBe(a);
    expect(sceneSvg({ seed: 8, number: 8, landOnly: false, view: 0 })).not.toBe(a);
    expect(a.startsWith('<svg')).toBe(true);
  });

  it('renders an 800×600 JPEG', async () => {
    const jpeg = await renderPhoto({ seed: 3, number: 123, landOnly: true, view: 2 });
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
  });
});
