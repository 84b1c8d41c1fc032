import { PREFECTURES, type PrefectureGroupCode } from '@akiya/contracts';

/** Position of a prefecture on the tile map: column and row of its top-left tile, and its size in tiles. */
export interface TilePosition {
  col: number;
  row: number;
  w?: number;
  h?: number;
}

/**
 * A simplified tile-grid map of Japan (タイル型日本地図): each prefecture one square in its approximate
 * place, 13 columns × 12 rows. 北海道 is 2×2, 青森 2 wide and 兵庫 (which reaches both coasts) 2 high;
 * 沖縄 sits apart in the bottom-left corner.
 */
export const TILE_POSITIONS: Readonly<Record<string, TilePosition>> = {
  '01': { col: 11, row: 0, w: 2, h: 2 }, // 北海道
  '02': { col: 11, row: 2, w: 2 }, // 青森
  '05': { col: 11, row: 3 }, // 秋田
  '03': { col: 12, row: 3 }, // 岩手
  '06': { col: 11, row: 4 }, // 山形
  '04': { col: 12, row: 4 }, // 宮城
  '07': { col: 11, row: 5 }, // 福島
  '17': { col: 8, row: 5 }, // 石川
  '16': { col: 9, row: 5 }, // 富山
  '15': { col: 10, row: 5 }, // 新潟
  '18': { col: 7, row: 6 }, // 福井
  '21': { col: 8, row: 6 }, // 岐阜
  '20': { col: 9, row: 6 }, // 長野
  '10': { col: 10, row: 6 }, // 群馬
  '09': { col: 11, row: 6 }, // 栃木
  '08': { col: 12, row: 6 }, // 茨城
  '32': { col: 3, row: 7 }, // 島根
  '31': { col: 4, row: 7 }, // 鳥取
  '28': { col: 5, row: 7, h: 2 }, // 兵庫
  '26': { col: 6, row: 7 }, // 京都
  '25': { col: 7, row: 7 }, // 滋賀
  '23': { col: 8, row: 7 }, // 愛知
  '19': { col: 9, row: 7 }, // 山梨
  '11': { col: 10, row: 7 }, // 埼玉
  '13': { col: 11, row: 7 }, // 東京
  '12': { col: 12, row: 7 }, // 千葉
  '41': { col: 0, row: 8 }, // 佐賀
  '40': { col: 1, row: 8 }, // 福岡
  '35': { col: 2, row: 8 }, // 山口
  '34': { col: 3, row: 8 }, // 広島
  '33': { col: 4, row: 8 }, // 岡山
  '27': { col: 6, row: 8 }, // 大阪
  '29': { col: 7, row: 8 }, // 奈良
  '24': { col: 8, row: 8 }, // 三重
  '22': { col: 9, row: 8 }, // 静岡
  '14': { col: 10, row: 8 }, // 神奈川
  '42': { col: 0, row: 9 }, // 長崎
  '43': { col: 1, row: 9 }, // 熊本
  '44': { col: 2, row: 9 }, // 大分
  '38': { col: 3, row: 9 }, // 愛媛
  '37': { col: 4, row: 9 }, // 香川
  '30': { col: 6, row: 9 }, // 和歌山
  '46': { col: 1, row: 10 }, // 鹿児島
  '45': { col: 2, row: 10 }, // 宮崎
  '39': { col: 3, row: 10 }, // 高知
  '36': { col: 4, row: 10 }, // 徳島
  '47': { col: 0, row: 11 }, // 沖縄
};

export const TILE_COLUMNS = 13;
export const TILE_ROWS = 12;

/** Calm region colours (fill, and a darker tone for text and the hover state). */
export const REGION_COLOURS: Readonly<Record<PrefectureGroupCode, { fill: string; ink: string }>> = {
  'hokkaido-tohoku': { fill: '#d9e6ef', ink: '#2f4f66' },
  kanto: { fill: '#f3dfd2', ink: '#7a3f22' },
  chubu: { fill: '#dfe9d6', ink: '#3e5b2b' },
  kinki: { fill: '#efe3c4', ink: '#6b5214' },
  chugoku: { fill: '#e6dcef', ink: '#513a6b' },
  shikoku: { fill: '#d5ebe6', ink: '#24584d' },
  'kyushu-okinawa': { fill: '#f2d9dd', ink: '#74303b' },
};

export interface PrefectureTile {
  code: string;
  name: string;
  shortName: string;
  group: PrefectureGroupCode;
  /** Pixel rectangle in the SVG's coordinate system. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The 47 tiles in SVG coordinates (`size` px per tile, `gap` px between tiles), in JIS code order.
 * Generated from PREFECTURES (names, regions) and TILE_POSITIONS, nothing from the network.
 */
export function prefectureTiles(size = 48, gap = 4): PrefectureTile[] {
  return PREFECTURES.map((p) => {
    const pos = TILE_POSITIONS[p.code];
    const w = pos.w ?? 1;
    const h = pos.h ?? 1;
    return {
      code: p.code,
      name: p.name,
      shortName: p.short_name,
      group: p.group,
      x: pos.col * (size + gap),
      y: pos.row * (size + gap),
      width: w * size + (w - 1) * gap,
      height: h * size + (h - 1) * gap,
    };
  });
}
