#!/usr/bin/env node
// Photo work under load: BENCH_PARALLEL (8) simultaneous POST /api/post, each with BENCH_PHOTOS (20)
// PNGs of BENCH_SIZE×BENCH_SIZE pixels (10000: 100 million pixels each, small files because the
// picture is plain). Prints the API process's CPU seconds (user+system, from /proc), wall seconds,
// peak RSS and the RSS left 3 s after the last answer, plus the status codes.
// Runs the API from source (api/src/main.ts through @swc-node/register), or api/dist/main.js with
// BENCH_API=dist. Usage: node bench/images.mjs   (BENCH_PORT, BENCH_SIZE, BENCH_PHOTOS, BENCH_PARALLEL,
// and any IMAGE_* variable of the API).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, root, table, waitFor } from './lib.mjs';

const require = createRequire(join(root, 'api/package.json'));
const sharp = require('sharp');

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

function rssMiB(pid) {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return m ? Number(m[1]) / 1024 : NaN;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'akiya-bench-images-'));
  const fromDist = process.env.BENCH_API === 'dist';
  const args = fromDist ? [join(root, 'api/dist/main.js')] : ['-r', '@swc-node/register', join(root, 'api/src/main.ts')];
  const api = spawn(process.execPath, args, {
    cwd: join(root, 'api'),
    env: {
      ...process.env,
      SWC_NODE_PROJECT: join(root, 'api/tsconfig.json'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_IF_EMPTY: '1',
      RATE_LIMIT_ENABLED: '0',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${base}/api/health`);
    const photo = await sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: { r: 200, g: 180, b: 150 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    console.log(`photo: ${SIZE}×${SIZE} PNG, ${(photo.length / 1024).toFixed(0)} KiB; ${PHOTOS} per request = ${((photo.length * PHOTOS) / 1048576).toFixed(1)} MB`);

    const client = new ApiClient(base);
    await client.login('seller@example.jp', 'akiyademo1');
    const categories = (await (await client.json('GET', '/api/common/base-data')).json()).categories;
    const fields = {
      title: 'ベンチマークの古民家',
      description: '大きな写真の投稿を測ります。',
      prefecture_code: '17',
      municipality: '輪島市',
      address_public: '輪島市河井町',
      address_private: '輪島市河井町1-2-3',
      price_man_yen: '300',
      land_or_building: 'building',
      contact_name: '売主 太郎',
      contact_name_kana: 'うりぬし',
      contact_phone: '090-1234-5678',
      contact_email: 'seller@example.jp',
      agree_terms: '1',
      agree_privacy: '1',
    };
    const form = (n) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      f.append('category_ids', String(categories[0].id));
      for (let i = 0; i < PHOTOS; i++) f.append('photos', new Blob([photo], { type: 'image/png' }), `photo-${i + 1}.png`);
      f.append('client_token', `bench-${Date.now()}-${n}-abcdef`);
      return f;
    };

    const rssBefore = rssMiB(api.pid);
    const cpuBefore = cpuSeconds(api.pid);
    let peak = rssBefore;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssMiB(api.pid));
      } catch {
        // process gone
      }
    }, 20);
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
    clearInterval(sampler);
    const counts = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    console.log(`\n${PARALLEL} × POST /api/post with ${PHOTOS} photos of ${SIZE}×${SIZE} in parallel (${cpus().length} cores)`);
    console.log(
      table([
        {
          'API CPU s': cpu.toFixed(1),
          'wall s': wall.toFixed(1),
          'GET /api/properties during it, s': boardWait.toFixed(2),
          'RSS before MiB': rssBefore.toFixed(0),
          'RSS peak MiB': peak.toFixed(0),
          'RSS 3 s after MiB': rssMiB(api.pid).toFixed(0),
          statuses: Object.entries(counts).map(([s, n]) => `${n}×${s}`).join(' '),
        },
      ]),
    );
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
