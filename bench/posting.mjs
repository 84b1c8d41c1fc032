#!/usr/bin/env node
// Posting a listing with photos (issue 5, docs/posting.md): seconds until POST /api/post accepts a
// listing with 10 photos of ~4 MB each (phone-like JPEGs with GPS EXIF), the API's peak memory
// during it (RSS sampled every 20 ms from /proc, plus the kernel's high-water mark VmHWM), and the
// bytes stored per photo per size. Needs the API built (npm run build -w @akiya/api).
// Usage: node bench/posting.mjs   (BENCH_RUNS, BENCH_PORT, BENCH_PHOTOS, BENCH_PHOTO_MB)
import { statSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { mib, procStatusKb, requireFromApi, sampleRss, sellerPosting, table, withApi } from './lib.mjs';

const sharp = requireFromApi('sharp');

const PORT = Number(process.env.BENCH_PORT ?? 3394);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 10);
const PHOTO_MB = Number(process.env.BENCH_PHOTO_MB ?? 4);
const base = `http://127.0.0.1:${PORT}`;

/**
 * A JPEG of about `mb` MB with detail at every scale, like a phone photo: 4032×3024 (12 MP), a
 * random coarse mosaic smoothed by the upscale plus fine noise, GPS in its EXIF. (Pure noise would
 * shrink to almost nothing in the small sizes and flatter the card figures.)
 */
async function phonePhoto(mb, seed) {
  const width = 4032;
  const height = 3024;
  let state = seed * 7919 + 17;
  const rand = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  const cw = 96;
  const ch = 72;
  const coarse = Buffer.alloc(cw * ch * 3);
  for (let i = 0; i < coarse.length; i++) coarse[i] = Math.floor(rand() * 256);
  const mosaic = await sharp(coarse, { raw: { width: cw, height: ch, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).png({ compressionLevel: 0 }).toBuffer();
  const noise = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png({ compressionLevel: 0 }).toBuffer();
  const base = await sharp(mosaic).composite([{ input: noise, blend: 'soft-light' }]).raw().toBuffer();
  let quality = 90;
  let out;
  for (let i = 0; i < 6; i++) {
    out = await sharp(base, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withMetadata({ orientation: 1 })
      .withExif({ IFD0: { Make: 'BenchCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 40/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '139/1 45/1 0/1' } })
      .toBuffer();
    const ratio = out.length / (mb * 1048576);
    if (ratio > 0.95 && ratio < 1.05) break;
    quality = Math.max(30, Math.min(100, Math.round(quality - (ratio - 1) * 30)));
  }
  return out;
}

const kib = (b) => (b / 1024).toFixed(0);

async function main() {
  await withApi({ name: 'posting', port: PORT }, async (api, dataDir) => {
    process.stdout.write(`making ${PHOTOS} photos of ~${PHOTO_MB} MB … `);
    const photos = [];
    for (let i = 0; i < PHOTOS; i++) photos.push(await phonePhoto(PHOTO_MB, i));
    const totalBytes = photos.reduce((s, p) => s + p.length, 0);
    console.log(`${(totalBytes / 1048576).toFixed(1)} MB in all`);

    const posting = await sellerPosting(base, '写真10枚の投稿を測ります。');
    const client = posting.client;
    const addPhotos = (form) => {
      for (const [i, p] of photos.entries()) {
        form.append('photos', new Blob([p], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
        form.append('photo_comments', `写真${i + 1}`);
      }
    };
    const rows = [];
    let lastId = 0;
    for (let run = 1; run <= RUNS; run++) {
      const form = posting.form(addPhotos, run);

      const rss = sampleRss(api.pid);
      const t0 = performance.now();
      const res = await client.request('POST', '/api/post', form);
      const seconds = (performance.now() - t0) / 1000;
      rss.stop();
      const body = await res.json();
      if (res.status !== 200) throw new Error(`POST /api/post: ${res.status} ${JSON.stringify(body)}`);
      lastId = body.id;
      rows.push({
        run,
        'upload MB': (totalBytes / 1048576).toFixed(1),
        'seconds to accept': seconds.toFixed(2),
        'RSS before MiB': mib(rss.before),
        'RSS peak MiB (sampled)': mib(rss.peak()),
        'VmHWM MiB (kernel peak)': mib(procStatusKb(api.pid, 'VmHWM')),
      });
    }
    console.log(`\nPOST /api/post with ${PHOTOS} photos of ~${PHOTO_MB} MB (${cpus().length} cores, load ${(await import('node:os')).loadavg()[0].toFixed(2)})`);
    console.log(table(rows));

    // Bytes stored per photo per size (the last run's listing)
    const detail = await (await client.json('GET', `/api/post/${lastId}`)).json();
    const pub = (p) => statSync(join(dataDir, 'uploads', 'public', p.replace(/^\/uploads\//, ''))).size;
    const sizes = { original: [], card: [], detail: [], full: [] };
    const dims = {};
    for (const [i, img] of detail.images.entries()) {
      sizes.original.push(photos[i].length);
      sizes.card.push(pub(img.card_path));
      sizes.detail.push(pub(img.path));
      sizes.full.push(pub(img.full_path));
      if (i === 0) {
        for (const [name, p] of [['card', img.card_path], ['detail', img.path], ['full', img.full_path]]) {
          const m = await sharp(join(dataDir, 'uploads', 'public', p.replace(/^\/uploads\//, ''))).metadata();
          dims[name] = `${m.width}×${m.height}${m.exif ? ' EXIF!' : ''}`;
        }
      }
    }
    dims.original = '4032×3024 (EXIF with GPS)';
    const avg = (a) => a.reduce((s, x) => s + x, 0) / a.length;
    console.log(`\nStored bytes per photo (listing ${lastId}, ${detail.images.length} photos)`);
    console.log(
      table(
        Object.entries(sizes).map(([name, list]) => ({
          size: name,
          where: name === 'original' ? 'private (uploads/private)' : 'public (/uploads)',
          pixels: dims[name],
          'avg KiB': kib(avg(list)),
          'min KiB': kib(Math.min(...list)),
          'max KiB': kib(Math.max(...list)),
        })),
      ),
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
