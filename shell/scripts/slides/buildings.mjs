// Drawing helpers of the hero slides (generate-slides.mjs): houses, trees, boats, roads and rivers.
import { W, H, r1, line, wave } from './landscape.mjs';

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
    out += line(lx, yy, 2 * x - lx, yy);
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
    out += line(xt, ridgeY + 6 * s, xb, top + 2 * s);
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
    out += line(xs, ground, xs + nh, ground - nh);
    out += line(xs + nh, ground, xs, ground - nh);
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
      out += line(xx, top + h * 0.56, xx, top + h * 0.94);
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
    out += line(cx - 10 * t - 4, y, cx + 14 * t + 4, y, 1 + 2 * t);
  }
  return `${out}</g>`;
}

export { shoji, kawaraHouse, kayabukiHouse, gasshoHouse, kura, machiyaRow, cedar, roundTree, fruit, flowers, petals, boat, lighthouse, road, river };
