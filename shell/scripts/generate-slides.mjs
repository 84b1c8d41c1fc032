#!/usr/bin/env node
// Generates the 15 hero slides of the top page (spec §2: a cross-fading slideshow of 15 images) as
// landscape SVG scenes of rural Japan, so the images ship inside the repository and are never
// hot-linked. Every scene is drawn from a seeded random generator, so running the script again
// writes byte-identical files.
//
//   node shell/scripts/generate-slides.mjs
//
// Output: shell/src/features/top/slides/slide-01.svg … slide-15.svg (1600×900, viewBox scaled).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const W = 1600;
const H = 900;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/features/top/slides');

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** Deterministic PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

/** A smooth horizontal curve y(x) built from a few sines with random phases. */
function wave(rand, amp, freqs = [1, 2.3, 5.1]) {
  const parts = freqs.map((f, i) => ({ f, p: rand() * Math.PI * 2, a: amp / (i + 1) }));
  return (x) => parts.reduce((s, { f, p, a }) => s + a * Math.sin((x / W) * Math.PI * 2 * f + p), 0);
}

/** Mountain ridge silhouette closed to the bottom of the picture. */
function ridge(rand, { base, amp, color, peaks = [], step = 16, opacity = 1, freqs }) {
  const w = wave(rand, amp, freqs);
  const pts = [];
  for (let x = -20; x <= W + 20; x += step) {
    let y = base - Math.abs(w(x)) - amp * 0.35;
    for (const pk of peaks) {
      const d = Math.abs(x - pk.x) / pk.w;
      if (d < 1) y = Math.min(y, pk.y + (base - pk.y) * Math.pow(d, pk.sharp ?? 1.35));
    }
    pts.push(`${r1(x)},${r1(y)}`);
  }
  return `<path d="M${pts.join(' L')} L${W + 20},${H} L-20,${H} Z" fill="${color}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** Snow caps drawn on a single peak. */
function snowCap(pk, base, color = '#ffffff') {
  const capH = (base - pk.y) * 0.28;
  const halfW = pk.w * Math.pow(0.28, 1 / (pk.sharp ?? 1.35));
  const y2 = pk.y + capH;
  const zig = [];
  const n = 6;
  for (let i = 0; i <= n; i++) {
    const x = pk.x + halfW - (2 * halfW * i) / n;
    zig.push(`${r1(x)},${r1(y2 + (i % 2 ? 14 : -6))}`);
  }
  return `<path d="M${r1(pk.x)},${r1(pk.y)} L${zig.join(' L')} Z" fill="${color}" opacity="0.92"/>`;
}

/** Band between two wavy curves (terraces, fields). */
function band(rand, y1, y2, amp, fill, extra = '') {
  const a = wave(rand, amp, [0.7, 1.6]);
  const b = wave(rand, amp, [0.7, 1.6]);
  const top = [];
  const bottom = [];
  for (let x = -20; x <= W + 20; x += 40) {
    top.push(`${x},${r1(y1 + a(x))}`);
    bottom.unshift(`${x},${r1(y2 + b(x))}`);
  }
  return `<path d="M${top.join(' L')} L${bottom.join(' L')} Z" fill="${fill}"${extra}/>`;
}

function terraces(rand, { from, colors, water, count = 6, edge = '#5d7a3a' }) {
  let out = '';
  let y = from;
  for (let i = 0; i < count; i++) {
    const h = 26 + i * i * 5 + i * 10;
    const fill = colors[i % colors.length];
    out += band(rand, y, y + h + 6, 10 + i * 3, fill);
    if (water && i % 2 === 0) out += band(rand, y + h * 0.35, y + h * 0.6, 8 + i * 2, water, ' opacity="0.45"');
    out += band(rand, y + h, y + h + 4 + i, 10 + i * 3, edge, ' opacity="0.55"');
    y += h;
  }
  return out;
}

function sky(id, stops) {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

function sun(x, y, r, color, glow) {
  return (
    `<defs><radialGradient id="glow"><stop offset="0" stop-color="${glow}" stop-opacity="0.75"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${x}" cy="${y}" r="${r * 4}" fill="url(#glow)"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`
  );
}

function clouds(rand, n, color, yMin, yMax, opacity = 0.8) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = rand() * W;
    const y = yMin + rand() * (yMax - yMin);
    const w = 120 + rand() * 200;
    out += `<g fill="${color}" opacity="${opacity}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(w / 2)}" ry="${r1(w / 9)}"/><ellipse cx="${r1(x - w / 6)}" cy="${r1(y - w / 14)}" rx="${r1(w / 5)}" ry="${r1(w / 10)}"/><ellipse cx="${r1(x + w / 8)}" cy="${r1(y - w / 12)}" rx="${r1(w / 4)}" ry="${r1(w / 8)}"/></g>`;
  }
  return out;
}

function stars(rand, n, maxY) {
  let out = '<g fill="#fffbe8">';
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * maxY)}" r="${r1(0.6 + rand() * 1.8)}" opacity="${r1(0.4 + rand() * 0.6)}"/>`;
  }
  return `${out}</g>`;
}

function snowfall(rand, n) {
  let out = '<g fill="#ffffff">';
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * H)}" r="${r1(1.5 + rand() * 3.5)}" opacity="${r1(0.5 + rand() * 0.5)}"/>`;
  }
  return `${out}</g>`;
}

function rain(rand, n, color = '#dfe7ee') {
  let out = `<g stroke="${color}" stroke-width="1.6" stroke-linecap="round" opacity="0.45">`;
  for (let i = 0; i < n; i++) {
    const x = rand() * (W + 200) - 100;
    const y = rand() * H;
    out += `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x - 10)}" y2="${r1(y + 34)}"/>`;
  }
  return `${out}</g>`;
}

function mist(y, h, color = '#ffffff', opacity = 0.55) {
  return (
    `<defs><linearGradient id="mist${y}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0"/><stop offset="0.5" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>` +
    `<rect x="0" y="${y}" width="${W}" height="${h}" fill="url(#mist${y})"/>`
  );
}

function sea(y, top, bottom, rand, shimmer = '#ffffff') {
  let out =
    `<defs><linearGradient id="sea${y}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="url(#sea${y})"/>`;
  out += `<g stroke="${shimmer}" stroke-linecap="round" opacity="0.35">`;
  for (let i = 0; i < 46; i++) {
    const yy = y + 8 + Math.pow(rand(), 1.6) * (H - y - 10);
    const x = rand() * W;
    const len = 20 + ((yy - y) / (H - y)) * 90 * rand();
    out += `<line x1="${r1(x)}" y1="${r1(yy)}" x2="${r1(x + len)}" y2="${r1(yy)}" stroke-width="${r1(1 + ((yy - y) / (H - y)) * 2.5)}"/>`;
  }
  return `${out}</g>`;
}

// --- Buildings ---------------------------------------------------------------

function shoji(x, y, w, h, lit) {
  const fill = lit ? '#ffd27a' : '#f3ead8';
  let out = `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" stroke="#5a3e2b" stroke-width="${r1(Math.max(1, w / 20))}"/>`;
  out += `<path d="M${r1(x + w / 2)},${r1(y)} V${r1(y + h)} M${r1(x)},${r1(y + h / 2)} H${r1(x + w)}" stroke="#5a3e2b" stroke-width="${r1(Math.max(0.8, w / 30))}"/>`;
  return out;
}

/** Single-storey farmhouse with a grey tiled (kawara) roof. */
function kawaraHouse(x, ground, s, c) {
  const bw = 150 * s;
  const bh = 62 * s;
  const top = ground - bh;
  const roofH = 52 * s;
  const over = 22 * s;
  let out = `<g>`;
  out += `<rect x="${r1(x - bw / 2)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh)}" fill="${c.wall}"/>`;
  // wooden base boards
  out += `<rect x="${r1(x - bw / 2)}" y="${r1(ground - bh * 0.28)}" width="${r1(bw)}" height="${r1(bh * 0.28)}" fill="${c.wood}"/>`;
  out += shoji(x - bw * 0.4, top + bh * 0.18, bw * 0.22, bh * 0.45, c.lit);
  out += shoji(x - bw * 0.12, top + bh * 0.18, bw * 0.22, bh * 0.45, c.lit);
  out += `<rect x="${r1(x + bw * 0.18)}" y="${r1(top + bh * 0.12)}" width="${r1(bw * 0.2)}" height="${r1(bh * 0.88)}" fill="${c.wood}"/>`;
  // roof (hipped-gable silhouette)
  const rl = x - bw / 2 - over;
  const rr = x + bw / 2 + over;
  const ry = top + 4 * s;
  const ridgeY = top - roofH;
  out += `<path d="M${r1(rl)},${r1(ry)} L${r1(x - bw * 0.3)},${r1(ridgeY)} L${r1(x + bw * 0.3)},${r1(ridgeY)} L${r1(rr)},${r1(ry)} Z" fill="${c.roof}"/>`;
  // tile rows
  out += `<g stroke="${c.roofLine}" stroke-width="${r1(1.4 * s)}" opacity="0.7">`;
  for (let i = 1; i < 5; i++) {
    const yy = ridgeY + (roofH * i) / 5;
    const t = i / 5;
    const lx = x - bw * 0.3 - (bw * 0.2 + over) * t;
    out += `<line x1="${r1(lx)}" y1="${r1(yy)}" x2="${r1(2 * x - lx)}" y2="${r1(yy)}"/>`;
  }
  out += `</g>`;
  // ridge with upturned ends (onigawara)
  out += `<path d="M${r1(x - bw * 0.34)},${r1(ridgeY - 7 * s)} L${r1(x - bw * 0.3)},${r1(ridgeY + 2 * s)} L${r1(x + bw * 0.3)},${r1(ridgeY + 2 * s)} L${r1(x + bw * 0.34)},${r1(ridgeY - 7 * s)} L${r1(x + bw * 0.3)},${r1(ridgeY - 3 * s)} L${r1(x - bw * 0.3)},${r1(ridgeY - 3 * s)} Z" fill="${c.ridge}"/>`;
  if (c.snow) {
    out += `<path d="M${r1(rl - 2)},${r1(ry - 2)} L${r1(x - bw * 0.3)},${r1(ridgeY - 4 * s)} L${r1(x + bw * 0.3)},${r1(ridgeY - 4 * s)} L${r1(rr + 2)},${r1(ry - 2)} L${r1(rr - 10 * s)},${r1(ry - 12 * s)} L${r1(x)},${r1(ridgeY + roofH * 0.55)} L${r1(rl + 10 * s)},${r1(ry - 12 * s)} Z" fill="#ffffff" opacity="0.95"/>`;
  }
  return `${out}</g>`;
}

/** Thatched (kayabuki) farmhouse with a steep hipped roof. */
function kayabukiHouse(x, ground, s, c) {
  const bw = 140 * s;
  const bh = 50 * s;
  const top = ground - bh;
  const roofH = 95 * s;
  const over = 18 * s;
  let out = `<g>`;
  out += `<rect x="${r1(x - bw / 2)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh)}" fill="${c.wood}"/>`;
  out += shoji(x - bw * 0.38, top + bh * 0.2, bw * 0.24, bh * 0.62, c.lit);
  out += shoji(x - bw * 0.1, top + bh * 0.2, bw * 0.24, bh * 0.62, c.lit);
  out += shoji(x + bw * 0.18, top + bh * 0.2, bw * 0.18, bh * 0.62, c.lit);
  const ridgeY = top - roofH;
  out += `<path d="M${r1(x - bw / 2 - over)},${r1(top + 6 * s)} Q${r1(x - bw * 0.32)},${r1(ridgeY + roofH * 0.35)} ${r1(x - bw * 0.2)},${r1(ridgeY)} L${r1(x + bw * 0.2)},${r1(ridgeY)} Q${r1(x + bw * 0.32)},${r1(ridgeY + roofH * 0.35)} ${r1(x + bw / 2 + over)},${r1(top + 6 * s)} Z" fill="${c.thatch}"/>`;
  out += `<g stroke="${c.thatchLine}" stroke-width="${r1(1.2 * s)}" opacity="0.55">`;
  for (let i = 0; i < 14; i++) {
    const t = (i + 0.5) / 14;
    const xb = x - bw / 2 - over + (bw + 2 * over) * t;
    const xt = x - bw * 0.2 + bw * 0.4 * t;
    out += `<line x1="${r1(xt)}" y1="${r1(ridgeY + 6 * s)}" x2="${r1(xb)}" y2="${r1(top + 2 * s)}"/>`;
  }
  out += `</g>`;
  out += `<rect x="${r1(x - bw * 0.23)}" y="${r1(ridgeY - 8 * s)}" width="${r1(bw * 0.46)}" height="${r1(10 * s)}" rx="${r1(3 * s)}" fill="${c.ridge}"/>`;
  if (c.snow) {
    out += `<path d="M${r1(x - bw * 0.24)},${r1(ridgeY - 8 * s)} L${r1(x + bw * 0.24)},${r1(ridgeY - 8 * s)} Q${r1(x + bw * 0.36)},${r1(ridgeY + roofH * 0.5)} ${r1(x + bw * 0.5 + over)},${r1(top + 2 * s)} L${r1(x - bw * 0.5 - over)},${r1(top + 2 * s)} Q${r1(x - bw * 0.36)},${r1(ridgeY + roofH * 0.5)} ${r1(x - bw * 0.24)},${r1(ridgeY - 8 * s)} Z" fill="#ffffff" opacity="0.9"/>`;
  }
  return `${out}</g>`;
}

/** A-frame (gassho-zukuri) house seen from the gable end. */
function gasshoHouse(x, ground, s, c) {
  const bw = 120 * s;
  const roofH = 150 * s;
  const wallH = 36 * s;
  const top = ground - wallH;
  let out = `<g>`;
  out += `<rect x="${r1(x - bw / 2)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(wallH)}" fill="${c.wood}"/>`;
  out += `<path d="M${r1(x - bw / 2 - 14 * s)},${r1(top + 4 * s)} L${r1(x)},${r1(top - roofH)} L${r1(x + bw / 2 + 14 * s)},${r1(top + 4 * s)} Z" fill="${c.thatch}"/>`;
  // gable with windows
  out += `<path d="M${r1(x - bw * 0.36)},${r1(top)} L${r1(x)},${r1(top - roofH * 0.78)} L${r1(x + bw * 0.36)},${r1(top)} Z" fill="${c.wall}"/>`;
  out += shoji(x - bw * 0.2, top - roofH * 0.28, bw * 0.16, roofH * 0.16, c.lit);
  out += shoji(x + bw * 0.04, top - roofH * 0.28, bw * 0.16, roofH * 0.16, c.lit);
  out += shoji(x - bw * 0.07, top - roofH * 0.55, bw * 0.14, roofH * 0.12, c.lit);
  out += shoji(x - bw * 0.3, top + wallH * 0.2, bw * 0.22, wallH * 0.6, c.lit);
  out += shoji(x + bw * 0.08, top + wallH * 0.2, bw * 0.22, wallH * 0.6, c.lit);
  if (c.snow) {
    out += `<path d="M${r1(x - bw / 2 - 18 * s)},${r1(top + 6 * s)} L${r1(x)},${r1(top - roofH - 8 * s)} L${r1(x + bw / 2 + 18 * s)},${r1(top + 6 * s)} L${r1(x + bw / 2 + 4 * s)},${r1(top + 6 * s)} L${r1(x)},${r1(top - roofH * 0.82)} L${r1(x - bw / 2 - 4 * s)},${r1(top + 6 * s)} Z" fill="#ffffff"/>`;
  }
  return `${out}</g>`;
}

let clipCount = 0;

/** White-walled storehouse (kura) with namako tiles at the base. */
function kura(x, ground, s, c) {
  const clipId = `namako${++clipCount}`;
  const bw = 80 * s;
  const bh = 100 * s;
  const top = ground - bh;
  let out = `<g>`;
  out += `<rect x="${r1(x - bw / 2)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh)}" fill="${c.plaster}"/>`;
  const nh = bh * 0.3;
  out += `<rect x="${r1(x - bw / 2)}" y="${r1(ground - nh)}" width="${r1(bw)}" height="${r1(nh)}" fill="${c.namako}"/>`;
  out += `<clipPath id="${clipId}"><rect x="${r1(x - bw / 2)}" y="${r1(ground - nh)}" width="${r1(bw)}" height="${r1(nh)}"/></clipPath>`;
  out += `<g stroke="#ffffff" stroke-width="${r1(1.6 * s)}" opacity="0.75" clip-path="url(#${clipId})">`;
  for (let i = -4; i <= 8; i++) {
    const xs = x - bw / 2 + i * 12 * s;
    out += `<line x1="${r1(xs)}" y1="${r1(ground)}" x2="${r1(xs + nh)}" y2="${r1(ground - nh)}"/>`;
    out += `<line x1="${r1(xs + nh)}" y1="${r1(ground)}" x2="${r1(xs)}" y2="${r1(ground - nh)}"/>`;
  }
  out += `</g>`;
  out += `<rect x="${r1(x - bw / 2 - 1)}" y="${r1(ground - nh)}" width="${r1(3 * s)}" height="${r1(nh)}" fill="${c.plaster}"/><rect x="${r1(x + bw / 2 - 2 * s)}" y="${r1(ground - nh)}" width="${r1(3 * s)}" height="${r1(nh)}" fill="${c.plaster}"/>`;
  out += `<rect x="${r1(x - bw * 0.12)}" y="${r1(top + bh * 0.18)}" width="${r1(bw * 0.24)}" height="${r1(bh * 0.16)}" fill="#2f2a26"/>`;
  out += `<path d="M${r1(x - bw / 2 - 14 * s)},${r1(top + 6 * s)} L${r1(x - bw * 0.36)},${r1(top - 26 * s)} L${r1(x + bw * 0.36)},${r1(top - 26 * s)} L${r1(x + bw / 2 + 14 * s)},${r1(top + 6 * s)} Z" fill="${c.roof}"/>`;
  out += `<rect x="${r1(x - bw * 0.42)}" y="${r1(top - 31 * s)}" width="${r1(bw * 0.84)}" height="${r1(7 * s)}" fill="${c.ridge}"/>`;
  return `${out}</g>`;
}

/** A row of two-storey town houses (machiya) with lattice fronts. */
function machiyaRow(x, ground, s, c, n = 4) {
  let out = `<g>`;
  const uw = 90 * s;
  for (let i = 0; i < n; i++) {
    const lx = x + i * uw;
    const h = (110 + ((i * 37) % 24)) * s;
    const top = ground - h;
    out += `<rect x="${r1(lx)}" y="${r1(top)}" width="${r1(uw - 2)}" height="${r1(h)}" fill="${i % 2 ? c.wood : c.wood2}"/>`;
    out += `<path d="M${r1(lx - 6 * s)},${r1(top + h * 0.5)} L${r1(lx + 4 * s)},${r1(top + h * 0.4)} L${r1(lx + uw - 6 * s)},${r1(top + h * 0.4)} L${r1(lx + uw + 4 * s)},${r1(top + h * 0.5)} Z" fill="${c.roof}"/>`;
    out += `<path d="M${r1(lx - 6 * s)},${r1(top + 8 * s)} L${r1(lx + 6 * s)},${r1(top - 10 * s)} L${r1(lx + uw - 8 * s)},${r1(top - 10 * s)} L${r1(lx + uw + 4 * s)},${r1(top + 8 * s)} Z" fill="${c.roof}"/>`;
    out += shoji(lx + uw * 0.18, top + h * 0.12, uw * 0.6, h * 0.2, c.lit);
    // lattice (koshi)
    out += `<rect x="${r1(lx + uw * 0.1)}" y="${r1(top + h * 0.56)}" width="${r1(uw * 0.5)}" height="${r1(h * 0.38)}" fill="${c.lit ? '#f5b860' : '#3b2a1f'}"/>`;
    out += `<g stroke="${c.wood}" stroke-width="${r1(2.2 * s)}">`;
    for (let k = 1; k < 7; k++) {
      const xx = lx + uw * 0.1 + (uw * 0.5 * k) / 7;
      out += `<line x1="${r1(xx)}" y1="${r1(top + h * 0.56)}" x2="${r1(xx)}" y2="${r1(top + h * 0.94)}"/>`;
    }
    out += `</g>`;
    if (c.noren && i % 2 === 0) {
      out += `<rect x="${r1(lx + uw * 0.64)}" y="${r1(top + h * 0.58)}" width="${r1(uw * 0.28)}" height="${r1(h * 0.16)}" fill="${c.noren}"/>`;
    }
  }
  return `${out}</g>`;
}

// --- Vegetation ----------------------------------------------------------------

function cedar(x, ground, s, color, snow) {
  let out = `<rect x="${r1(x - 3 * s)}" y="${r1(ground - 14 * s)}" width="${r1(6 * s)}" height="${r1(14 * s)}" fill="#4a3526"/>`;
  for (let i = 0; i < 3; i++) {
    const base = ground - 10 * s - i * 26 * s;
    const w = (36 - i * 9) * s;
    out += `<path d="M${r1(x - w)},${r1(base)} L${r1(x)},${r1(base - 46 * s)} L${r1(x + w)},${r1(base)} Z" fill="${color}"/>`;
    if (snow) out += `<path d="M${r1(x - w * 0.5)},${r1(base - 23 * s)} L${r1(x)},${r1(base - 46 * s)} L${r1(x + w * 0.5)},${r1(base - 23 * s)} Z" fill="#ffffff" opacity="0.9"/>`;
  }
  return out;
}

function roundTree(rand, x, ground, s, colors, trunk = '#5a4032') {
  let out = `<path d="M${r1(x - 4 * s)},${r1(ground)} L${r1(x - 2 * s)},${r1(ground - 40 * s)} L${r1(x + 2 * s)},${r1(ground - 40 * s)} L${r1(x + 4 * s)},${r1(ground)} Z" fill="${trunk}"/>`;
  for (let i = 0; i < 9; i++) {
    const a = rand() * Math.PI * 2;
    const d = rand() * 26 * s;
    const cx = x + Math.cos(a) * d * 1.3;
    const cy = ground - 62 * s + Math.sin(a) * d * 0.8;
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1((18 + rand() * 12) * s)}" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

function fruit(rand, x, ground, s, color, n = 10) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = rand() * Math.PI * 2;
    const d = rand() * 40 * s;
    out += `<circle cx="${r1(x + Math.cos(a) * d)}" cy="${r1(ground - 62 * s + Math.sin(a) * d * 0.7)}" r="${r1(4 * s)}" fill="${color}"/>`;
  }
  return out;
}

function flowers(rand, n, yMin, yMax, colors, size = 4) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const y = yMin + rand() * (yMax - yMin);
    const depth = (y - yMin) / Math.max(1, yMax - yMin);
    out += `<circle cx="${r1(rand() * W)}" cy="${r1(y)}" r="${r1(size * (0.5 + depth))}" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

function petals(rand, n, color) {
  let out = `<g fill="${color}" opacity="0.85">`;
  for (let i = 0; i < n; i++) {
    const x = rand() * W;
    const y = rand() * H;
    out += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(3 + rand() * 3)}" ry="${r1(1.8 + rand() * 1.5)}" transform="rotate(${Math.round(rand() * 180)} ${r1(x)} ${r1(y)})"/>`;
  }
  return `${out}</g>`;
}

function boat(x, y, s, hull, sail) {
  let out = `<path d="M${r1(x - 40 * s)},${r1(y)} L${r1(x + 44 * s)},${r1(y)} L${r1(x + 30 * s)},${r1(y + 12 * s)} L${r1(x - 32 * s)},${r1(y + 12 * s)} Z" fill="${hull}"/>`;
  out += `<rect x="${r1(x - 8 * s)}" y="${r1(y - 16 * s)}" width="${r1(20 * s)}" height="${r1(16 * s)}" fill="${sail}"/>`;
  return out;
}

function lighthouse(x, ground, s) {
  return (
    `<path d="M${r1(x - 16 * s)},${r1(ground)} L${r1(x - 10 * s)},${r1(ground - 120 * s)} L${r1(x + 10 * s)},${r1(ground - 120 * s)} L${r1(x + 16 * s)},${r1(ground)} Z" fill="#f7f3ea"/>` +
    `<rect x="${r1(x - 13 * s)}" y="${r1(ground - 70 * s)}" width="${r1(26 * s)}" height="${r1(14 * s)}" fill="#c0443a"/>` +
    `<rect x="${r1(x - 12 * s)}" y="${r1(ground - 136 * s)}" width="${r1(24 * s)}" height="${r1(16 * s)}" fill="#ffe49a"/>` +
    `<path d="M${r1(x - 15 * s)},${r1(ground - 136 * s)} L${r1(x)},${r1(ground - 150 * s)} L${r1(x + 15 * s)},${r1(ground - 136 * s)} Z" fill="#c0443a"/>`
  );
}

function road(rand, fromX, toX, ground, color) {
  return `<path d="M${fromX - 160},${H} Q${r1(fromX + (toX - fromX) * 0.4)},${r1(ground + 90 + rand() * 20)} ${toX},${ground} L${toX + 10},${ground} Q${r1(fromX + (toX - fromX) * 0.55)},${r1(ground + 110)} ${fromX + 160},${H} Z" fill="${color}"/>`;
}

function river(rand, x0, ground, color, shine) {
  const w = wave(rand, 60, [0.6, 1.4]);
  let left = [];
  let right = [];
  for (let y = ground; y <= H + 10; y += 20) {
    const t = (y - ground) / (H - ground);
    const cx = x0 + w(y * 2) * t;
    const half = 6 + t * 150;
    left.push(`${r1(cx - half)},${y}`);
    right.unshift(`${r1(cx + half)},${y}`);
  }
  let out = `<path d="M${left.join(' L')} L${right.join(' L')} Z" fill="${color}"/>`;
  out += `<g stroke="${shine}" stroke-linecap="round" opacity="0.5">`;
  for (let i = 0; i < 18; i++) {
    const y = ground + 30 + rand() * (H - ground - 40);
    const t = (y - ground) / (H - ground);
    const cx = x0 + w(y * 2) * t + (rand() - 0.5) * t * 140;
    out += `<line x1="${r1(cx - 10 * t - 4)}" y1="${r1(y)}" x2="${r1(cx + 14 * t + 4)}" y2="${r1(y)}" stroke-width="${r1(1 + 2 * t)}"/>`;
  }
  return `${out}</g>`;
}

// ---------------------------------------------------------------------------
// The 15 scenes
// ---------------------------------------------------------------------------

const houseColors = (o = {}) => ({
  wall: '#efe6d4',
  wood: '#6b4a33',
  wood2: '#7d5a3f',
  roof: '#50586a',
  roofLine: '#39404f',
  ridge: '#2f3542',
  thatch: '#a98b5a',
  thatchLine: '#7e6540',
  plaster: '#f4f1ea',
  namako: '#3a3f4a',
  lit: false,
  snow: false,
  ...o,
});

const SCENES = [
  {
    title: '春・桜と茅葺き屋根の里山',
    draw(r) {
      let s = sky('sky', [[0, '#f9d9df'], [0.55, '#fbeee2'], [1, '#f4f0e0']]);
      s += clouds(r, 4, '#ffffff', 80, 260, 0.7);
      s += ridge(r, { base: 470, amp: 70, color: '#b9c6c9' });
      s += ridge(r, { base: 540, amp: 60, color: '#8fa98b' });
      s += ridge(r, { base: 620, amp: 30, color: '#a6c07c', freqs: [0.8, 1.7] });
      s += `<rect y="660" width="${W}" height="240" fill="#b7cf86"/>`;
      s += band(r, 700, 760, 10, '#9dbb6a');
      s += kayabukiHouse(880, 690, 1.35, houseColors());
      s += roundTree(r, 560, 700, 1.9, ['#f6c1cf', '#f2a9bc', '#f9d6de']);
      s += roundTree(r, 1240, 700, 1.6, ['#f6c1cf', '#efa0b5', '#fbdbe3']);
      s += roundTree(r, 1420, 720, 1.2, ['#f6c1cf', '#f2a9bc']);
      s += cedar(1080, 690, 1.2, '#4f6b45');
      s += road(r, 700, 860, 700, '#d9c6a0');
      s += flowers(r, 70, 760, 890, ['#f7d44c', '#ffffff', '#f2a9bc'], 4);
      s += petals(r, 60, '#f4b6c6');
      return s;
    },
  },
  {
    title: '初夏・水を張った棚田と山並み',
    draw(r) {
      let s = sky('sky', [[0, '#a9d3ef'], [0.6, '#dcefff'], [1, '#f2f8fb']]);
      s += clouds(r, 5, '#ffffff', 60, 240, 0.9);
      s += ridge(r, { base: 430, amp: 90, color: '#9fb9c6', peaks: [{ x: 1150, y: 230, w: 420 }] });
      s += ridge(r, { base: 480, amp: 60, color: '#6e9a76' });
      s += terraces(r, { from: 470, colors: ['#7fb069', '#8cc06f', '#6fa35c'], water: '#cfe8f3', count: 6, edge: '#4b6b3a' });
      s += kawaraHouse(330, 560, 0.7, houseColors());
      s += cedar(230, 560, 0.8, '#355c3c');
      s += cedar(420, 555, 0.7, '#355c3c');
      return s;
    },
  },
  {
    title: '夏・青い海と漁村の瓦屋根',
    draw(r) {
      let s = sky('sky', [[0, '#4d9ad6'], [0.6, '#a9d7f2'], [1, '#e6f4fb']]);
      s += clouds(r, 3, '#ffffff', 90, 220, 0.95);
      s += sea(430, '#2d7fb8', '#1e5f8c', r);
      s += ridge(r, { base: 440, amp: 30, color: '#6f93a8', step: 20, freqs: [2, 4] }).replace('fill', 'opacity="0.8" fill');
      s += `<path d="M-20,900 L-20,520 Q300,500 640,560 Q900,600 1100,700 Q1300,800 1640,820 L1640,900 Z" fill="#d9c79d"/>`;
      s += `<path d="M-20,540 Q260,440 520,470 Q700,490 760,560 L-20,620 Z" fill="#5f8a4f"/>`;
      s += kawaraHouse(200, 600, 0.85, houseColors({ roof: '#3f4c63' }));
      s += kawaraHouse(420, 640, 0.95, houseColors({ roof: '#44506a' }));
      s += kawaraHouse(690, 690, 1.05, houseColors({ roof: '#3b465d' }));
      s += boat(1050, 560, 1.2, '#f2efe6', '#c0443a');
      s += boat(1350, 620, 1.5, '#f2efe6', '#2f6f9a');
      s += sun(1380, 140, 46, '#fff8dc', '#fff6c8');
      return s;
    },
  },
  {
    title: '夕暮れ・黄金色の稲穂と民家',
    draw(r) {
      let s = sky('sky', [[0, '#f2a65a'], [0.45, '#f7c98b'], [1, '#fde7c3']]);
      s += sun(980, 430, 52, '#fff1c9', '#ffd38a');
      s += clouds(r, 4, '#f8d7b0', 90, 260, 0.8);
      s += ridge(r, { base: 500, amp: 70, color: '#b77d5f', opacity: 0.85 });
      s += ridge(r, { base: 560, amp: 40, color: '#8d5f48' });
      s += `<rect y="590" width="${W}" height="310" fill="#d9a441"/>`;
      let rows = '<g stroke="#b9852e" stroke-linecap="round">';
      for (let i = 0; i < 24; i++) {
        const y = 600 + Math.pow(i / 24, 1.7) * 300;
        rows += `<line x1="0" y1="${r1(y)}" x2="${W}" y2="${r1(y + (i % 2 ? 4 : -4))}" stroke-width="${r1(1 + i * 0.25)}" opacity="0.6"/>`;
      }
      s += `${rows}</g>`;
      s += kawaraHouse(420, 600, 0.9, houseColors({ wall: '#f0d9b8', roof: '#5b4a52', lit: true }));
      s += cedar(300, 600, 0.9, '#5a4a3a');
      s += roundTree(r, 1300, 600, 1.1, ['#6d5a3e', '#7c6644']);
      s += flowers(r, 120, 640, 890, ['#e6b04b', '#f2c463'], 3);
      return s;
    },
  },
  {
    title: '秋・紅葉の山と古民家',
    draw(r) {
      let s = sky('sky', [[0, '#8fbfe0'], [0.6, '#d6e8f2'], [1, '#f5efe2']]);
      s += clouds(r, 3, '#ffffff', 80, 200, 0.85);
      s += ridge(r, { base: 460, amp: 90, color: '#c7a07f' });
      s += ridge(r, { base: 540, amp: 70, color: '#c8623a' });
      s += ridge(r, { base: 610, amp: 40, color: '#d9893c' });
      s += `<rect y="650" width="${W}" height="250" fill="#a9925e"/>`;
      s += kawaraHouse(760, 690, 1.4, houseColors());
      s += roundTree(r, 420, 700, 1.8, ['#d2452f', '#e0623a', '#b8342a']);
      s += roundTree(r, 1130, 700, 1.6, ['#e89b2f', '#f0b43f', '#d5802a']);
      s += roundTree(r, 1370, 720, 1.3, ['#d2452f', '#e0623a']);
      s += flowers(r, 90, 720, 890, ['#d2452f', '#e89b2f', '#b8342a'], 3.5);
      s += petals(r, 40, '#d9572f');
      return s;
    },
  },
  {
    title: '冬・雪に包まれた合掌造りの集落',
    draw(r) {
      let s = sky('sky', [[0, '#b9c8d8'], [0.6, '#dde5ee'], [1, '#eef2f6']]);
      const pk = { x: 420, y: 200, w: 500 };
      s += ridge(r, { base: 520, amp: 60, color: '#9aaabb', peaks: [pk] });
      s += snowCap(pk, 520);
      s += ridge(r, { base: 580, amp: 50, color: '#c9d3dd' });
      s += `<rect y="640" width="${W}" height="260" fill="#f4f7fa"/>`;
      s += band(r, 700, 720, 8, '#dfe6ee');
      const c = houseColors({ thatch: '#8b6d47', snow: true, lit: true });
      s += gasshoHouse(560, 680, 1.2, c);
      s += gasshoHouse(900, 660, 0.9, c);
      s += gasshoHouse(1210, 700, 1.4, c);
      s += cedar(300, 680, 1.3, '#3f5a4a', true);
      s += cedar(1450, 700, 1.5, '#3f5a4a', true);
      s += cedar(1050, 650, 0.9, '#3f5a4a', true);
      s += snowfall(r, 160);
      return s;
    },
  },
  {
    title: '霧の朝・杉林と山あいの集落',
    draw(r) {
      let s = sky('sky', [[0, '#cfd8d6'], [1, '#eef0ea']]);
      s += ridge(r, { base: 380, amp: 80, color: '#b3c0bc' });
      s += mist(300, 160);
      s += ridge(r, { base: 470, amp: 70, color: '#8ea396' });
      s += mist(400, 160);
      s += ridge(r, { base: 560, amp: 60, color: '#5f7d6a' });
      s += `<rect y="640" width="${W}" height="260" fill="#6f8f5b"/>`;
      for (let i = 0; i < 12; i++) s += cedar(60 + i * 135 + r() * 40, 660 + r() * 30, 1 + r() * 0.6, '#2f4a3a');
      s += mist(560, 140, '#ffffff', 0.6);
      s += kawaraHouse(820, 760, 1.3, houseColors({ roof: '#4a5263' }));
      s += `<rect y="770" width="${W}" height="130" fill="#7c9963"/>`;
      s += flowers(r, 60, 790, 890, ['#e9e2c9', '#c9d6a0'], 3);
      return s;
    },
  },
  {
    title: '瀬戸内の島々と穏やかな海',
    draw(r) {
      let s = sky('sky', [[0, '#f3c9b0'], [0.5, '#f7e0cf'], [1, '#e9efef']]);
      s += sun(400, 300, 40, '#fff3e0', '#fde2c4');
      s += sea(470, '#9fc1cf', '#6f9fb4', r);
      const island = (x, w, h, c) => `<path d="M${x - w},472 Q${x - w * 0.4},${472 - h} ${x},${472 - h * 1.05} Q${x + w * 0.5},${472 - h} ${x + w},472 Z" fill="${c}"/>`;
      s += island(300, 260, 60, '#a9b6b8');
      s += island(900, 320, 90, '#8fa3a5');
      s += island(1400, 220, 70, '#9aabae');
      s += island(1150, 120, 40, '#7f9496');
      s += `<path d="M-20,900 L-20,700 Q300,660 620,720 Q800,760 900,900 Z" fill="#6f8d5a"/>`;
      s += kawaraHouse(260, 720, 0.95, houseColors({ roof: '#5a6270' }));
      s += roundTree(r, 520, 740, 1.1, ['#5b7b4a', '#6b8b55']);
      s += boat(1200, 640, 1.1, '#f5f2ea', '#d7a04a');
      return s;
    },
  },
  {
    title: '夜・星空と灯りのともる町並み',
    draw(r) {
      let s = sky('sky', [[0, '#141d3a'], [0.6, '#27335a'], [1, '#3d4670']]);
      s += stars(r, 220, 520);
      s += `<circle cx="1300" cy="170" r="44" fill="#fff6d8"/><circle cx="1318" cy="158" r="40" fill="#1c2646"/>`;
      s += ridge(r, { base: 520, amp: 70, color: '#1f2946' });
      s += `<rect y="690" width="${W}" height="210" fill="#2c2a33"/>`;
      s += machiyaRow(-40, 700, 1.4, houseColors({ wood: '#3b2c24', wood2: '#45342a', roof: '#1e222c', lit: true, noren: '#2d4f7c' }), 14);
      s += `<rect y="700" width="${W}" height="200" fill="#3a3640"/>`;
      let lamps = '';
      for (let i = 0; i < 5; i++) {
        const x = 180 + i * 300;
        lamps += `<rect x="${x - 2}" y="650" width="4" height="60" fill="#5a4e44"/><rect x="${x - 12}" y="630" width="24" height="28" rx="6" fill="#ffcf7a"/><circle cx="${x}" cy="644" r="40" fill="#ffcf7a" opacity="0.18"/>`;
      }
      s += lamps;
      s += `<rect y="780" width="${W}" height="120" fill="#312d36"/>`;
      s += `<g fill="#ffcf7a" opacity="0.25">${Array.from({ length: 5 }, (_, i) => `<ellipse cx="${180 + i * 300}" cy="800" rx="90" ry="10"/>`).join('')}</g>`;
      return s;
    },
  },
  {
    title: '菜の花畑と田舎道',
    draw(r) {
      let s = sky('sky', [[0, '#9ccbe8'], [0.6, '#d8ecf7'], [1, '#f6f5e6']]);
      s += clouds(r, 5, '#ffffff', 70, 250, 0.9);
      s += ridge(r, { base: 480, amp: 60, color: '#a8bfcf' });
      s += ridge(r, { base: 540, amp: 40, color: '#84a873' });
      s += `<rect y="570" width="${W}" height="330" fill="#e9cf3a"/>`;
      s += band(r, 570, 610, 8, '#9cbf5a');
      s += road(r, 500, 980, 590, '#d8c9a6');
      s += flowers(r, 420, 600, 900, ['#f5dc3a', '#ffe867', '#e2c22a', '#8db650'], 5);
      s += kawaraHouse(1180, 590, 0.75, houseColors());
      s += cedar(1330, 590, 0.8, '#4f6b45');
      s += roundTree(r, 260, 600, 1.1, ['#f6c1cf', '#f2a9bc']);
      return s;
    },
  },
  {
    title: '雪をいただく独立峰と田園',
    draw(r) {
      let s = sky('sky', [[0, '#6fb0e0'], [0.6, '#bfe0f3'], [1, '#eaf5fb']]);
      const pk = { x: 800, y: 150, w: 720, sharp: 1.15 };
      s += ridge(r, { base: 560, amp: 10, color: '#6b86a6', peaks: [pk], step: 10, freqs: [1] });
      s += snowCap(pk, 560);
      s += clouds(r, 3, '#ffffff', 320, 420, 0.85);
      s += ridge(r, { base: 600, amp: 30, color: '#5f8a5a' });
      s += terraces(r, { from: 610, colors: ['#6ea85a', '#86b863', '#5e9a4c'], water: '#cde6f2', count: 4, edge: '#456b38' });
      s += kawaraHouse(300, 680, 0.8, houseColors());
      s += kawaraHouse(1320, 700, 0.9, houseColors({ roof: '#4a5568' }));
      return s;
    },
  },
  {
    title: '梅雨・紫陽花と古い蔵',
    draw(r) {
      let s = sky('sky', [[0, '#a9b4bd'], [1, '#d9dee0']]);
      s += ridge(r, { base: 470, amp: 60, color: '#8c9b98' });
      s += mist(380, 160, '#e4e8ea', 0.7);
      s += `<rect y="640" width="${W}" height="260" fill="#6f8a62"/>`;
      const c = houseColors({ roof: '#3c4350' });
      s += kura(520, 680, 1.7, c);
      s += kura(820, 670, 1.3, c);
      s += kawaraHouse(1200, 690, 1.2, c);
      s += `<rect y="690" width="${W}" height="210" fill="#5e7a52"/>`;
      for (let i = 0; i < 9; i++) {
        const x = 60 + i * 190 + r() * 40;
        s += `<ellipse cx="${r1(x)}" cy="790" rx="90" ry="60" fill="#3f5e3a"/>`;
        s += flowers(rng(i + 100), 18, 745, 800, ['#6d7fd1', '#8d82d6', '#5f9bd6', '#b28fd8'], 11).replace(/cx="([\d.]+)"/g, (_m, v) => `cx="${r1(x - 70 + (Number(v) / W) * 140)}"`);
      }
      s += rain(r, 220);
      return s;
    },
  },
  {
    title: '晩秋・柿の実る土壁の家',
    draw(r) {
      let s = sky('sky', [[0, '#7fb2d8'], [0.6, '#cbe1ee'], [1, '#f3ead9']]);
      s += ridge(r, { base: 480, amp: 70, color: '#a69275' });
      s += ridge(r, { base: 560, amp: 40, color: '#b3713f' });
      s += `<rect y="620" width="${W}" height="280" fill="#b39a6a"/>`;
      s += kawaraHouse(700, 700, 1.6, houseColors({ wall: '#c9a77a', wood: '#5a3e2b', roof: '#4f4b55' }));
      s += roundTree(r, 1200, 720, 2.1, ['#7d8a4a', '#8a8f4e', '#6f7a42'], '#4a3526');
      s += fruit(r, 1200, 720, 2.1, '#e8782a', 26);
      s += roundTree(r, 300, 700, 1.4, ['#c8623a', '#d9893c']);
      s += flowers(r, 80, 730, 890, ['#9c844f', '#c7ad73'], 3);
      return s;
    },
  },
  {
    title: '海辺の夕日と灯台',
    draw(r) {
      let s = sky('sky', [[0, '#5a4b7a'], [0.45, '#e0826a'], [0.75, '#f5b978'], [1, '#f9d9a4']]);
      s += sun(900, 470, 60, '#ffe3a3', '#ffbf73');
      s += clouds(r, 4, '#f1a78a', 120, 300, 0.7);
      s += sea(480, '#d98b6c', '#5a4b6e', r, '#ffd9a0');
      s += `<g stroke="#ffe3a3" stroke-linecap="round" opacity="0.55">${Array.from({ length: 14 }, (_, i) => {
        const y = 492 + i * i * 2.1;
        const half = 30 + i * 5;
        return `<line x1="${900 - half}" y1="${r1(y)}" x2="${900 + half}" y2="${r1(y)}" stroke-width="${r1(2 + i * 0.5)}"/>`;
      }).join('')}</g>`;
      s += `<path d="M1640,900 L1640,560 Q1500,560 1380,620 Q1250,690 1180,900 Z" fill="#3e3548"/>`;
      s += lighthouse(1470, 580, 1.3);
      s += `<path d="M-20,900 L-20,690 Q200,680 420,760 Q520,800 560,900 Z" fill="#3e3548"/>`;
      s += kawaraHouse(180, 720, 0.9, houseColors({ wall: '#5d5068', wood: '#3a3040', roof: '#2c2636', ridge: '#221d2a', lit: true }));
      s += boat(650, 600, 0.9, '#3e3548', '#3e3548');
      return s;
    },
  },
  {
    title: '新緑の渓谷と山あいの古民家',
    draw(r) {
      let s = sky('sky', [[0, '#8ec9e6'], [0.6, '#d5eef5'], [1, '#f0f7ef']]);
      s += clouds(r, 4, '#ffffff', 60, 220, 0.85);
      s += ridge(r, { base: 420, amp: 80, color: '#93b7a6', peaks: [{ x: 300, y: 180, w: 380 }, { x: 1350, y: 210, w: 360 }] });
      s += ridge(r, { base: 520, amp: 60, color: '#5f9a5c' });
      s += `<rect y="590" width="${W}" height="310" fill="#7fb25f"/>`;
      for (let i = 0; i < 6; i++) s += roundTree(r, 80 + i * 300 + r() * 60, 610 + r() * 10, 0.8, ['#6fbf55', '#8ad06a', '#5aa846']);
      s += river(r, 800, 590, '#7cc0d8', '#ffffff');
      s += kayabukiHouse(420, 720, 1.2, houseColors());
      s += kawaraHouse(1220, 710, 1.1, houseColors());
      s += flowers(r, 60, 760, 890, ['#ffffff', '#f7e27a'], 3);
      return s;
    },
  },
];

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
