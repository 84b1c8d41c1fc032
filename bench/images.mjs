#!/usr/bin/env node
// Photo work under load: BENCH_PARALLEL (8) simultaneous POST /api/post, each with BENCH_PHOTOS (20)
// PNGs of BENCH_SIZE×BENCH_SIZE pixels (10000: 100 million pixels each, small files because the
// picture is plain). Prints the API process's CPU seconds (user+system, from /proc), wall seconds,
// peak RSS and the RSS left 3 s after the last answer, plus the status codes.
// Runs the API from source (api/src/main.ts through @swc-node/register), or api/dist/main.js with
// BENCH_API=dist. Usage: node bench/images.mjs   (BENCH_PORT, BENCH_SIZE, BENCH_PHOTOS, BENCH_PARALLEL,
// and any IMAGE_* variable of the API).
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { mib, procStatusKb, requireFromApi, sampleRss, sellerPosting, table, withApi } from './lib.mjs';

const sharp = requireFromApi('sharp');

const PORT = Number(process.env.BENCH_PORT ?? 3395);
const SIZE = Number(process.env.BENCH_SIZE ?? 10_000);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 8);
const base = `http://127.0.0.1:${PORT}`;
const TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) of a process so far. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

async function main() {
  await withApi({ name: 'images', port: PORT, fromSource: process.env.BENCH_API !== 'dist' }, async (api) => {
    const photo = await sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: { r: 200, g: 180, b: 150 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    console.log(`photo: ${SIZE}×${SIZE} PNG, ${(photo.length / 1024).toFixed(0)} KiB; ${PHOTOS} per request = ${((photo.length * PHOTOS) / 1048576).toFixed(1)} MB`);

    const posting = await sellerPosting(base, '大きな写真の投稿を測ります。');
    const client = posting.client;
    const addPhotos = (form) => {
      for (let i = 0; i < PHOTOS; i++) form.append('photos', new Blob([photo], { type: 'image/png' }), `photo-${i + 1}.png`);
    };
    const form = (n) => posting.form(addPhotos, n);

    const cpuBefore = cpuSeconds(api.pid);
    const rss = sampleRss(api.pid);
    const t0 = performance.now();
    // A small request during the load: how long does a visitor wait for the board?
    const probe = (async () => {
      await new Promise((r) => setTimeout(r, 500));
      const p0 = performance.now();
      await fetch(`${base}/api/properties`);
      return (performance.now() - p0) / 1000;
    })();
    const statuses = await Promise.all(Array.from({ length: PARALLEL }, (_, n) => client.request('POST', '/api/post', form(n)).then(async (r) => (await r.text(), r.status))));
    const wall = (performance.now() - t0) / 1000;
    const boardWait = await probe;
    const cpu = cpuSeconds(api.pid) - cpuBefore;
    await new Promise((r) => setTimeout(r, 3000));
    rss.stop();
    const counts = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    console.log(`\n${PARALLEL} × POST /api/post with ${PHOTOS} photos of ${SIZE}×${SIZE} in parallel (${cpus().length} cores)`);
    console.log(
      table([
        {
          'API CPU s': cpu.toFixed(1),
          'wall s': wall.toFixed(1),
          'GET /api/properties during it, s': boardWait.toFixed(2),
          'RSS before MiB': mib(rss.before),
          'RSS peak MiB': mib(rss.peak()),
          'RSS 3 s after MiB': mib(procStatusKb(api.pid, 'VmRSS')),
          statuses: Object.entries(counts).map(([s, n]) => `${n}×${s}`).join(' '),
        },
      ]),
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
