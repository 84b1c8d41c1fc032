import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { copyStem, registerWebpCopies, WebpCopies } from './webp-copies';

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
}

describe('WebP copies of the uploaded photos', () => {
  let dir: string;
  let uploads: string;
  let cache: string;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'webp-copies-'));
    uploads = join(dir, 'uploads');
    cache = join(dir, 'cache');
    mkdirSync(join(uploads, 'properties', '7'), { recursive: true });
    writeFileSync(join(uploads, 'properties', '7', '1.jpg'), await jpeg(800, 600));
    writeFileSync(join(dir, 'secret.jpg'), await jpeg(10, 10));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a WebP copy at the asked width, never wider than the photo', async () => {
    const copies = new WebpCopies({ uploadsDir: uploads, cacheDir: cache });
    const small = await copies.copy(320, 'properties/7/1.webp');
    const smallMeta = await sharp(small!).metadata();
    expect(smallMeta.format).toBe('webp');
    expect([smallMeta.width, smallMeta.height]).toEqual([320, 240]);
    const large = await sharp((await copies.copy(1200, 'properties/7/1.webp'))!).metadata();
    expect([large.width, large.height]).toEqual([800, 600]);
    // Smaller than the JPEG it is made from.
    expect(small!.length).toBeLessThan(statSync(join(uploads, 'properties', '7', '1.jpg')).size);
  });

  it('keeps a copy and makes it again when the photo is newer', async () => {
    const copies = new WebpCopies({ uploadsDir: uploads, cacheDir: cache });
    const [a, b] = await Promise.all([copies.copy(480, 'properties/7/1.webp'), copies.copy(480, 'properties/7/1.webp')]);
    expect(a!.equals(b!)).toBe(true);
    const kept = join(cache, '480', 'properties', '7', '1.webp');
    const first = statSync(kept).mtimeMs;
    await copies.copy(480, 'properties/7/1.webp');
    expect(statSync(kept).mtimeMs).toBe(first);

    writeFileSync(join(uploads, 'properties', '7', '1.jpg'), await jpeg(400, 400));
    const later = new Date(first + 5000);
    utimesSync(join(uploads, 'properties', '7', '1.jpg'), later, later);
    const remade = await sharp((await copies.copy(480, 'properties/7/1.webp'))!).metadata();
    expect([remade.width, remade.height]).toEqual([400, 400]);
  });

  it('has nothing for another width, a missing photo or a path out of the uploads', async () => {
    const copies = new WebpCopies({ uploadsDir: uploads, cacheDir: cache });
    expect(await copies.copy(500, 'properties/7/1.webp')).toBeNull();
    expect(await copies.copy(480, 'properties/7/2.webp')).toBeNull();
    expect(await copies.copy(480, '../secret.webp')).toBeNull();
    expect(await copies.copy(480, 'properties/7/1.jpg')).toBeNull();
    expect(copyStem('a/../b.webp')).toBeNull();
    expect(copyStem('/etc/passwd.webp')).toBeNull();
    expect(copyStem('a/b.c.webp')).toBe('a/b.c');
  });

  it('is served at /img/<width>/<path>.webp as image/webp; anything else is a 404', async () => {
    const app = Fastify();
    registerWebpCopies(app, new WebpCopies({ uploadsDir: uploads, cacheDir: cache }));
    const ok = await app.inject({ method: 'GET', url: '/img/480/properties/7/1.webp' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/webp');
    expect(ok.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(ok.rawPayload).metadata()).width).toBe(480);
    for (const url of ['/img/481/properties/7/1.webp', '/img/480/properties/7/9.webp', '/img/480/..%2Fsecret.webp', '/img/abc/properties/7/1.webp']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('お探しのページは見つかりませんでした');
    }
    // A file that is not a photo: no copy, no 500.
    writeFileSync(join(uploads, 'properties', '7', 'broken.jpg'), 'not a photo');
    expect((await app.inject({ method: 'GET', url: '/img/320/properties/7/broken.webp' })).statusCode).toBe(404);
    await app.close();
  });
});
