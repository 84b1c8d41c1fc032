/**
 * The 47 prefectures of Japan with their JIS X 0401 codes ('01'–'47'), grouped into the seven regions
 * used by the prefecture lists (footer, search, area pages). `lat`/`lng` are the coordinates of each
 * prefectural government office, used as an approximate centre (e.g. to place demo listings).
 */
import type { PrefectureGroup, PrefectureGroupCode } from './types';

export interface Prefecture {
  /** JIS code, two digits: '01' (北海道) … '47' (沖縄県). */
  code: string;
  /** Full name: 北海道, 青森県, 東京都, 京都府, … */
  name: string;
  /** Name without the 都/府/県 suffix: 北海道, 青森, 東京, 京都, … */
  short_name: string;
  /** Region group code. */
  group: PrefectureGroupCode;
  lat: number;
  lng: number;
}

type Row = [code: string, name: string, shortName: string, lat: number, lng: number];

const REGIONS: { code: PrefectureGroupCode; name: string; rows: Row[] }[] = [
  {
    code: 'hokkaido-tohoku',
    name: '北海道・東北',
    rows: [
      ['01', '北海道', '北海道', 43.0642, 141.3469],
      ['02', '青森県', '青森', 40.8244, 140.74],
      ['03', '岩手県', '岩手', 39.7036, 141.1525],
      ['04', '宮城県', '宮城', 38.2688, 140.8721],
      ['05', '秋田県', '秋田', 39.7186, 140.1024],
      ['06', '山形県', '山形', 38.2404, 140.3633],
      ['07', '福島県', '福島', 37.75, 140.4678],
    ],
  },
  {
    code: 'kanto',
    name: '関東',
    rows: [
      ['08', '茨城県', '茨城', 36.3418, 140.4468],
      ['09', '栃木県', '栃木', 36.5657, 139.8836],
      ['10', '群馬県', '群馬', 36.3911, 139.0608],
      ['11', '埼玉県', '埼玉', 35.857, 139.6489],
      ['12', '千葉県', '千葉', 35.6047, 140.1233],
      ['13', '東京都', '東京', 35.6895, 139.6917],
      ['14', '神奈川県', '神奈川', 35.4478, 139.6425],
    ],
  },
  {
    code: 'chubu',
    name: '中部',
    rows: [
      ['15', '新潟県', '新潟', 37.9026, 139.0236],
      ['16', '富山県', '富山', 36.6953, 137.2113],
      ['17', '石川県', '石川', 36.5947, 136.6256],
      ['18', '福井県', '福井', 36.0652, 136.2216],
      ['19', '山梨県', '山梨', 35.6642, 138.5684],
      ['20', '長野県', '長野', 36.6513, 138.181],
      ['21', '岐阜県', '岐阜', 35.3912, 136.7223],
      ['22', '静岡県', '静岡', 34.9769, 138.3831],
      ['23', '愛知県', '愛知', 35.1802, 136.9066],
    ],
  },
  {
    code: 'kinki',
    name: '近畿',
    rows: [
      ['24', '三重県', '三重', 34.7303, 136.5086],
      ['25', '滋賀県', '滋賀', 35.0045, 135.8686],
      ['26', '京都府', '京都', 35.0214, 135.7556],
      ['27', '大阪府', '大阪', 34.6863, 135.52],
      ['28', '兵庫県', '兵庫', 34.6913, 135.183],
      ['29', '奈良県', '奈良', 34.6851, 135.8329],
      ['30', '和歌山県', '和歌山', 34.226, 135.1675],
    ],
  },
  {
    code: 'chugoku',
    name: '中国',
    rows: [
      ['31', '鳥取県', '鳥取', 35.5036, 134.2383],
      ['32', '島根県', '島根', 35.4723, 133.0505],
      ['33', '岡山県', '岡山', 34.6618, 133.9344],
      ['34', '広島県', '広島', 34.3966, 132.4596],
      ['35', '山口県', '山口', 34.186, 131.4705],
    ],
  },
  {
    code: 'shikoku',
    name: '四国',
    rows: [
      ['36', '徳島県', '徳島', 34.0658, 134.5593],
      ['37', '香川県', '香川', 34.3401, 134.0434],
      ['38', '愛媛県', '愛媛', 33.8417, 132.7661],
      ['39', '高知県', '高知', 33.5597, 133.5311],
    ],
  },
  {
    code: 'kyushu-okinawa',
    name: '九州・沖縄',
    rows: [
      ['40', '福岡県', '福岡', 33.6064, 130.4181],
      ['41', '佐賀県', '佐賀', 33.2494, 130.2988],
      ['42', '長崎県', '長崎', 32.7448, 129.8737],
      ['43', '熊本県', '熊本', 32.7898, 130.7417],
      ['44', '大分県', '大分', 33.2382, 131.6126],
      ['45', '宮崎県', '宮崎', 31.9111, 131.4239],
      ['46', '鹿児島県', '鹿児島', 31.5602, 130.5581],
      ['47', '沖縄県', '沖縄', 26.2124, 127.6809],
    ],
  },
];

/** All 47 prefectures in JIS code order. */
export const PREFECTURES: readonly Prefecture[] = REGIONS.flatMap((region) =>
  region.rows.map(([code, name, short_name, lat, lng]) => ({ code, name, short_name, group: region.code, lat, lng })),
);

/**
 * The seven region groups (docs/product.md §3 shape: code, name, items of code / short_name / disabled).
 * Items also carry `id` (the JIS code as a number) and `name`, which base data items have (docs/product.md §3).
 * `disabled` is false here; a consumer may derive a copy with some prefectures disabled.
 */
export const PREFECTURE_GROUPS: PrefectureGroup[] = REGIONS.map((region) => ({
  code: region.code,
  name: region.name,
  items: region.rows.map(([code, name, short_name]) => ({ id: Number(code), code, name, short_name, disabled: false })),
}));

const BY_CODE = new Map(PREFECTURES.map((p) => [p.code, p]));

/** The prefecture with this two-digit JIS code ('01'–'47'), or undefined ('1', '48', '東京' → undefined). */
export function prefectureByCode(code: string): Prefecture | undefined {
  return BY_CODE.get(code);
}
