import sharp from 'sharp';
import { Prng } from './prng';

/**
 * Demo listing photos drawn locally: an SVG scene (sky gradient, mountains or sea, fields, a house
 * silhouette in varied colours, the listing number drawn as seven-segment digits so no font is
 * needed) rendered to JPEG with sharp. Nothing is downloaded.
 */

export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 600;
export const PHOTO_QUALITY = 70;

export interface SceneOptions {
  /** Drives every random choice of the scene. */
  seed: number;
  /** Drawn in the corner (the listing id). */
  number: number;
  /** Land-only listings show a plot with a fence instead of a house. */
  landOnly: boolean;
  /** 0: outside from the front, 1: wider view, 2: the garden/plot. */
  view: number;
  /** Draw the number plate (default true; the category pictures have none). */
  plate?: boolean;
}

const SKIES = [
  ['#5b9bd5', '#cfe6f7'], // clear day
  ['#3d6fa8', '#a9cbe8'], // deep blue
  ['#f08a4b', '#fbd38d'], // dusk
  ['#8a9bb0', '#dde3ea'], // overcast
  ['#6c5b9e', '#f5b8a0'], // evening
] as const;
const WALLS = ['#8b5a2b', '#6b4423', '#d9c6a5', '#f2efe6', '#a0522d', '#c9b79c', '#5e5e5e', '#e8d8b0'];
const ROOFS = ['#3b3b3b', '#5a3825', '#7a2e1f', '#2f4f4f', '#8b7d6b', '#4a4a6a', '#a67c52'];
const GROUNDS = ['#7aa95c', '#8fb573', '#a3b86c', '#6e9a4f', '#b5a47a'];

/** Seven-segment layout: which of a..g are lit for each digit. */
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

function digitPaths(digit: string, x: number, y: number, w: number, h: number, t: number): string {
  const half = h / 2;
  const rects: Record<string, [number, number, number, number]> = {
    a: [x + t, y, w - 2 * t, t],
    b: [x + w - t, y + t, t, half - 1.5 * t],
    c: [x + w - t, y + half + t / 2, t, half - 1.5 * t],
    d: [x + t, y + h - t, w - 2 * t, t],
    e: [x, y + half + t / 2, t, half - 1.5 * t],
    f: [x, y + t, t, half - 1.5 * t],
    g: [x + t, y + half - t / 2, w - 2 * t, t],
  };
  return [...(SEGMENTS[digit] ?? '')]
    .map((s) => {
      const [rx, ry, rw, rh] = rects[s];
      return `<rect x="${rx.toFixed(1)}" y="${ry.toFixed(1)}" width="${rw.toFixed(1)}" height="${rh.toFixed(1)}" rx="2"/>`;
    })
    .join('');
}

function numberPlate(n: number): string {
  const digits = String(n);
  const w = 26;
  const h = 44;
  const gap = 10;
  const pad = 12;
  const plateW = pad * 2 + digits.length * w + (digits.length - 1) * gap;
  const x0 = PHOTO_WIDTH - plateW - 20;
  const y0 = 20;
  const segs = [...digits].map((d, i) => digitPaths(d, x0 + pad + i * (w + gap), y0 + pad, w, h, 6)).join('');
  return `<rect x="${x0}" y="${y0}" width="${plateW}" height="${h + pad * 2}" rx="8" fill="#000" fill-opacity="0.45"/><g fill="#fff">${segs}</g>`;
}

function mountains(rng: Prng, horizon: number): string {
  const layers: string[] = [];
  const colours = ['#6d8ba6', '#58779a', '#4c6b5c'];
  for (let layer = 0; layer < 3; layer++) {
    const points: string[] = [`0,${horizon}`];
    let x = 0;
    while (x < PHOTO_WIDTH) {
      const peakX = x + rng.int(80, 220);
      const peakY = horizon - rng.int(60, 200) + layer * 40;
      points.push(`${peakX},${peakY}`);
      x = peakX + rng.int(60, 200);
      points.push(`${Math.min(x, PHOTO_WIDTH)},${horizon - rng.int(0, 50)}`);
    }
    points.push(`${PHOTO_WIDTH},${horizon}`);
    layers.push(`<polygon points="${points.join(' ')}" fill="${colours[layer]}" fill-opacity="${0.55 + layer * 0.2}"/>`);
  }
  return layers.join('');
}

function sea(rng: Prng, horizon: number): string {
  const waves: string[] = [];
  for (let i = 0; i < 14; i++) {
    const y = horizon + 8 + i * 9;
    const x = rng.int(0, PHOTO_WIDTH - 120);
    waves.push(`<rect x="${x}" y="${y}" width="${rng.int(40, 160)}" height="2" fill="#ffffff" fill-opacity="0.35"/>`);
  }
  return `<rect x="0" y="${horizon}" width="${PHOTO_WIDTH}" height="150" fill="#2f6f9f"/>${waves.join('')}`;
}

function trees(rng: Prng, groundY: number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.int(10, PHOTO_WIDTH - 10);
    const size = rng.int(25, 60);
    const y = groundY + rng.int(-10, 30);
    out.push(
      `<rect x="${x - 4}" y="${y - size * 0.3}" width="8" height="${size * 0.5}" fill="#5a3b1e"/>` +
        `<circle cx="${x}" cy="${y - size * 0.6}" r="${size * 0.5}" fill="${rng.pick(['#2e6b3a', '#3f7f3f', '#4f8f3a', '#356b4f'])}"/>`,
    );
  }
  return out.join('');
}

function house(rng: Prng, groundY: number, scale: number): string {
  const w = rng.int(240, 340) * scale;
  const h = rng.int(120, 170) * scale;
  const x = PHOTO_WIDTH / 2 - w / 2 + rng.int(-120, 120) * scale;
  const y = groundY + 40 * scale - h;
  const wall = rng.pick(WALLS);
  const roof = rng.pick(ROOFS);
  const overhang = 24 * scale;
  const roofH = rng.int(70, 130) * scale;
  const thatched = rng.chance(0.3);
  const roofShape = thatched
    ? `<polygon points="${x - overhang},${y} ${x + w * 0.25},${y - roofH} ${x + w * 0.75},${y - roofH} ${x + w + overhang},${y}" fill="${roof}"/>`
    : `<polygon points="${x - overhang},${y} ${x + w / 2},${y - roofH} ${x + w + overhang},${y}" fill="${roof}"/>`;
  const windows: string[] = [];
  const windowCount = rng.int(2, 4);
  for (let i = 0; i < windowCount; i++) {
    const wx = x + (w / (windowCount + 1)) * (i + 1) - 18 * scale;
    windows.push(
      `<rect x="${wx}" y="${y + h * 0.25}" width="${36 * scale}" height="${30 * scale}" fill="#fdf3c4" stroke="#4a3a2a" stroke-width="${3 * scale}"/>`,
    );
  }
  const doorX = x + w * rng.float(0.15, 0.7);
  return (
    `<rect x="${x + 6}" y="${y + 6}" width="${w}" height="${h}" fill="#000" fill-opacity="0.15"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>` +
    roofShape +
    windows.join('') +
    `<rect x="${doorX}" y="${y + h - 60 * scale}" width="${34 * scale}" height="${60 * scale}" fill="#3b2a1a"/>`
  );
}

function plot(rng: Prng, groundY: number): string {
  const rows: string[] = [];
  for (let i = 0; i < 8; i++) {
    const y = groundY + 30 + i * 22;
    rows.push(`<rect x="60" y="${y}" width="${PHOTO_WIDTH - 120}" height="6" fill="#6b4f2a" fill-opacity="0.5"/>`);
  }
  const posts: string[] = [];
  for (let x = 40; x < PHOTO_WIDTH - 20; x += 60) {
    posts.push(`<rect x="${x}" y="${groundY + 10}" width="6" height="40" fill="#8b6b4a"/>`);
  }
  return rows.join('') + posts.join('') + `<rect x="40" y="${groundY + 18}" width="${PHOTO_WIDTH - 74}" height="4" fill="#8b6b4a"/>` + trees(rng, groundY, 3);
}

/** The SVG of one scene (deterministic for the same options). */
export function sceneSvg(options: SceneOptions): string {
  const rng = new Prng(options.seed * 7919 + options.view * 104729 + 17);
  const [skyTop, skyBottom] = rng.pick(SKIES);
  const horizon = rng.int(250, 320);
  const seaView = rng.chance(0.3);
  const ground = rng.pick(GROUNDS);
  const sunX = rng.int(80, PHOTO_WIDTH - 80);
  const sunY = rng.int(60, horizon - 120);
  const groundY = horizon + (seaView ? 110 : 20);
  const scale = options.view === 1 ? 0.7 : 1;
  const subject = options.landOnly || options.view === 2 ? plot(rng, groundY) : house(rng, groundY, scale);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${rng.int(26, 44)}" fill="#fff7d6" fill-opacity="0.85"/>`,
    mountains(rng, horizon),
    seaView ? sea(rng, horizon) : '',
    `<rect x="0" y="${groundY}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - groundY}" fill="${ground}"/>`,
    trees(rng, groundY, rng.int(2, 6)),
    subject,
    options.plate === false ? '' : numberPlate(options.number),
    '</svg>',
  ].join('');
}

/** Renders a scene to an 800×600 JPEG (quality 70). */
export async function renderPhoto(options: SceneOptions): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(options))).jpeg({ quality: PHOTO_QUALITY, mozjpeg: false }).toBuffer();
}
