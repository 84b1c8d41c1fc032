#!/usr/bin/env node
// Generates the 15 hero slides of the top page (docs/product.md §2: a cross-fading slideshow of 15 images) as
// landscape SVG scenes of rural Japan, so the images ship inside the repository and are never
// hot-linked. Every scene is drawn from a seeded random generator, so running the script again
// writes byte-identical files.
//
//   npm run build:contracts && node shell/scripts/generate-slides.mjs   (the random source is contracts' seededRandom)
//
// Output: shell/src/features/top/slides/slide-01.svg … slide-15.svg (1600×900, viewBox scaled).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { W, H, rng } from './slides/landscape.mjs';
import { SCENES } from './slides/scenes.mjs';

// The drawing helpers are in slides/landscape.mjs and slides/buildings.mjs, the scenes in slides/scenes.mjs.
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/features/top/slides');

// ---------------------------------------------------------------------------

mkdirSync(OUT, { recursive: true });
SCENES.forEach((scene, i) => {
  const n = String(i + 1).padStart(2, '0');
  const body = scene.draw(rng(1000 + i * 7919));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${scene.title}">` +
    `<title>${scene.title}</title>${body}</svg>\n`;
  writeFileSync(join(OUT, `slide-${n}.svg`), svg);
  console.log(`slide-${n}.svg  ${scene.title}  ${(svg.length / 1024).toFixed(1)} KB`);
});
