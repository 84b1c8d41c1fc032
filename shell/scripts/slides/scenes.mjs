// The 15 scenes of the hero slides (docs/product.md §2), drawn by generate-slides.mjs: each a title (the
// image's alternative text) and a drawing from a seeded random generator.
import { W, rng, r1, ridge, snowCap, band, terraces, sky, sun, clouds, stars, snowfall, rain, mist, sea } from './landscape.mjs';
import { kawaraHouse, kayabukiHouse, gasshoHouse, kura, machiyaRow, cedar, roundTree, fruit, flowers, petals, boat, lighthouse, road, river } from './buildings.mjs';

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

export const SCENES = [
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
