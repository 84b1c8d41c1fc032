import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderPhotoVariants } from './photo-processor';
import { isAcceptedPhotoType, sniffType } from './photo-type';

describe('sniffType', () => {
  it('loads file-type (an ES module) under plain Node, as the API runs', () => {
    // Jest's module registry cannot load ES modules, so this runs the module in a real Node process.
    const script = `const t = require('./src/posting/photo-type');
      Promise.all([t.sniffType(Buffer.from([0xff,0xd8,0xff,0xe0,0,16,74,70,73,70,0,1,1,0,0,1,0,1,0,0])), t.sniffType(Buffer.from('just text'))])
        .then((r) => console.log(JSON.stringify({ using: t.usingFileType(), r })));`;
    const out = execFileSync(process.execPath, ['-r', '@swc-node/register', '-e', script], {
      cwd: join(__dirname, '..', '..'),
      env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.json' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim().split('\n').pop() ?? '')).toEqual({ using: true, r: [{ ext: 'jpg', mime: 'image/jpeg' }, null] });
  });

  it('judges by the bytes, not the name', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(await sniffType(jpeg)).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(isAcceptedPhotoType(await sniffType(png))).toBe(true);
    expect(await sniffType(Buffer.from('plain text pretending to be a jpg'))).toBeNull();
    expect(isAcceptedPhotoType(await sniffType(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n', 'latin1')))).toBe(false);
  });
});

describe('renderPhotoVariants', () => {
  it('rotates by EXIF, strips every metadata and makes three sizes', async () => {
    const input = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#369' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'X' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 0/1 0/1' } })
      .toBuffer();
    const out = await renderPhotoVariants(input);
    const sizes = await Promise.all([out.card, out.detail, out.full].map((b) => sharp(b).metadata()));
    expect(sizes.map((m) => [m.width, m.height])).toEqual([
      [480, 360],
      [800, 1200],
      [2000, 3000].map((n) => Math.round((n * 2400) / 3000)),
    ]);
    for (const m of sizes) {
      expect(m.exif).toBeUndefined();
      expect(m.orientation).toBeUndefined();
      expect(m.icc).toBeUndefined();
    }
  });

  it('throws on bytes that are not an image', async () => {
    await expect(renderPhotoVariants(Buffer.from('nope'))).rejects.toThrow();
  });
});
