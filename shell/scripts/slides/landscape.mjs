// Drawing helpers of the hero slides (generate-slides.mjs): the seeded random generator and the
// landscape — sky, ridges, fields, weather, water. Each returns a piece of SVG markup.
import contracts from '@akiya/contracts';

export const W = 1600;
export const H = 900;

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** The seeded random generator (mulberry32) the top page also shuffles its slides with. */
const rng = contracts.seededRandom;

const r1 = (n) => Math.round(n * 10) / 10;

/** A straight line from (x1, y1) to (x2, y2), with its own stroke width when given. */
const line = (x1, y1, x2, y2, width) =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}"${width === undefined ? '' : ` stroke-width="${r1(width)}"`}/>`;

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
    out += line(x, y, x - 10, y + 34);
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
    out += line(x, yy, x + len, yy, 1 + ((yy - y) / (H - y)) * 2.5);
  }
  return `${out}</g>`;
}

export { rng, r1, line, wave, ridge, snowCap, band, terraces, sky, sun, clouds, stars, snowfall, rain, mist, sea };
