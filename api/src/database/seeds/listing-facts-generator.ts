import type { ListingFacts, StationAccess } from '@akiya/contracts';
import { Prng } from './prng';

/** What the facts of a demo listing are made from. */
export interface FactsInput {
  land: boolean;
  category: string;
  municipality: string;
  buildingArea: number | null;
}

/** 用途地域 of rural and small-town listings, with the 建ぺい率 / 容積率 usual for each (null: none set). */
const ZONES: readonly (readonly [string, number | null, number | null, number])[] = [
  ['非線引き区域（用途地域の指定なし）', 70, 200, 30],
  ['市街化調整区域', 60, 200, 18],
  ['都市計画区域外', null, null, 14],
  ['第一種低層住居専用地域', 50, 100, 10],
  ['第一種住居地域', 60, 200, 14],
  ['近隣商業地域', 80, 300, 7],
  ['商業地域', 80, 400, 7],
];
const DIRECTIONS = ['北', '北東', '東', '南東', '南', '南西', '西', '北西'] as const;
const LINES = ['JR線', 'JR線', 'JR線', '私鉄線', '第三セクター線'] as const;

/** 輪島市 → 輪島 (a demo station's name comes from its town). */
function townStem(municipality: string): string {
  const stem = municipality.replace(/(市|町|村|区)$/, '');
  return stem.length >= 2 ? stem : municipality;
}

/** 間取り from the building's floor area: about one room per 25 ㎡, 1–9, LDK from three rooms. */
function layoutOf(rng: Prng, category: string, buildingArea: number | null): string | null {
  if (buildingArea === null) return null;
  const rooms = Math.max(1, Math.min(9, Math.round(buildingArea / (category === 'マンション' ? 22 : 25))));
  const kind = rooms === 1 ? rng.pick(['R', 'K', 'DK']) : rooms <= 2 ? rng.pick(['K', 'DK', 'LDK']) : rng.pick(['DK', 'LDK', 'LDK', 'SLDK']);
  return `${rooms}${kind}`;
}

/**
 * The facts of demo listings (docs/posting.md "物件の詳細"), from a generator of their own so that
 * adding them changed nothing else of the demo data. About nine in ten listings state them; the rest
 * are left empty, as sellers do.
 */
export function makeListingFacts(rng: Prng, input: FactsInput): ListingFacts | null {
  if (rng.chance(0.12)) return null;
  const stem = townStem(input.municipality);
  const access: StationAccess[] = [];
  const stations = rng.weighted<number>([
    [0, 15],
    [1, 60],
    [2, 25],
  ]);
  for (let i = 0; i < stations; i++) {
    access.push({ line: rng.chance(0.85) ? rng.pick(LINES) : '', station: i === 0 ? `${stem}駅` : `${stem}${rng.pick(['東', '西', '南', '北', '中央'])}駅`, walkMinutes: rng.int(4, 60) });
  }
  const [zoning, coverage, far] = rng.weighted(ZONES.map((z) => [z, z[3]] as const));
  const water = rng.weighted<string>([
    ['上水道', 85],
    ['井戸', 15],
  ]);
  const sewer = rng.weighted<string>([
    ['公共下水', 30],
    ['浄化槽', 45],
    ['汲み取り', 25],
  ]);
  const gas = rng.weighted<string>([
    ['プロパンガス', 80],
    ['都市ガス', 20],
  ]);
  const utilities = input.land ? (rng.chance(0.5) ? [water, '電気'] : []) : [water, sewer, gas, '電気'];
  return {
    layout: input.land ? null : layoutOf(rng, input.category, input.buildingArea),
    access,
    zoning,
    coverageRatio: coverage,
    floorAreaRatio: far,
    road: rng.chance(0.9) ? { direction: rng.pick(DIRECTIONS), widthM: Math.round(rng.float(2, 6.5) * 10) / 10 } : null,
    // Kept in the form's order (UTILITY_OPTIONS).
    utilities: ['上水道', '井戸', '公共下水', '浄化槽', '汲み取り', '都市ガス', 'プロパンガス', '電気'].filter((u) => utilities.includes(u)),
    landRights: rng.chance(0.95) ? '所有権' : '借地権',
    currentStatus: input.land
      ? null
      : rng.weighted<string>([
          ['空き家', 80],
          ['居住中', 12],
          ['賃貸中', 8],
        ]),
  };
}
