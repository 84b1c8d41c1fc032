/**
 * A listing's facts beyond price and areas (docs/posting.md "物件の詳細"): 間取り, 交通 (up to three
 * stations), 用途地域, 建ぺい率, 容積率, 接道, 設備, 土地権利, 現況. All optional. The posting form
 * sends them as text fields (the names in LISTING_FACT_FIELDS); the API stores `layout` and the
 * shortest walk in columns of their own (for search) and the rest as one JSON value; the listing
 * page shows them in its facts table with FACT_LABELS.
 */
import { isDigits, maxLength, type Rule } from './validation';

export const ZONING_OPTIONS = [
  '第一種低層住居専用地域',
  '第二種低層住居専用地域',
  '第一種中高層住居専用地域',
  '第二種中高層住居専用地域',
  '第一種住居地域',
  '第二種住居地域',
  '準住居地域',
  '田園住居地域',
  '近隣商業地域',
  '商業地域',
  '準工業地域',
  '工業地域',
  '工業専用地域',
  '市街化調整区域',
  '非線引き区域（用途地域の指定なし）',
  '都市計画区域外',
] as const;
export const ROAD_DIRECTION_OPTIONS = ['北', '北東', '東', '南東', '南', '南西', '西', '北西'] as const;
export const UTILITY_OPTIONS = ['上水道', '井戸', '公共下水', '浄化槽', '汲み取り', '都市ガス', 'プロパンガス', '電気'] as const;
export const LAND_RIGHTS_OPTIONS = ['所有権', '借地権', '定期借地権', '地上権', 'その他'] as const;
export const CURRENT_STATUS_OPTIONS = ['空き家', '居住中', '賃貸中'] as const;
/** 間取り: rooms then the kind, as Japanese listings write it (1R, 2K, 3DK, 4LDK, 5SLDK). */
export const LAYOUT_PATTERN = /^([1-9][0-9]?)(R|K|DK|LDK|SK|SDK|SLDK)$/;
/** Stations a listing can name in 交通. */
export const ACCESS_ENTRIES = 3;

export const FACT_LIMITS = {
  line: 30,
  station: 30,
  walkMinutesMax: 120,
  coverageMax: 100,
  floorAreaRatioMax: 1300,
  roadWidthMax: 99.9,
} as const;

export const FACT_MESSAGES = {
  invalidLayout: '間取りは「4LDK」「2DK」「1R」のように入力してください',
  stationRequired: '駅名を入力してください',
  invalidWalk: `駅からの徒歩は1〜${FACT_LIMITS.walkMinutesMax}の整数（分）で入力してください`,
  invalidCoverage: `建ぺい率は1〜${FACT_LIMITS.coverageMax}の整数（%）で入力してください`,
  invalidFloorAreaRatio: `容積率は1〜${FACT_LIMITS.floorAreaRatioMax}の整数（%）で入力してください`,
  invalidRoadWidth: `接道の幅員は0.1〜${FACT_LIMITS.roadWidthMax}（m、小数点以下1桁まで）で入力してください`,
  roadWidthWithoutDirection: '接道の方向を選択してください',
  invalidChoice: '選択肢から選んでください',
  /** Search: the 間取り filter (rooms_from). */
  invalidRoomsFilter: '間取りの部屋数は1〜9で指定してください',
  /** Search: the station walk filter (walk_to). */
  invalidWalkFilter: `駅徒歩は1〜${FACT_LIMITS.walkMinutesMax}分で指定してください`,
} as const;

/** The labels of the listing page's facts table (the first six are the issue's words). */
export const FACT_LABELS = {
  layout: '間取り',
  access: '交通',
  zoning: '用途地域',
  coverageRatio: '建ぺい率',
  floorAreaRatio: '容積率',
  road: '接道',
  utilities: '設備',
  landRights: '土地権利',
  currentStatus: '現況',
} as const;

export interface StationAccess {
  /** 路線 (may be empty). */
  line: string;
  station: string;
  walkMinutes: number;
}

/** A listing's facts as the API answers them (null / empty: not stated). */
export interface ListingFacts {
  layout: string | null;
  access: StationAccess[];
  zoning: string | null;
  coverageRatio: number | null;
  floorAreaRatio: number | null;
  road: { direction: string; widthM: number | null } | null;
  utilities: string[];
  landRights: string | null;
  currentStatus: string | null;
}

export const EMPTY_LISTING_FACTS: ListingFacts = {
  layout: null,
  access: [],
  zoning: null,
  coverageRatio: null,
  floorAreaRatio: null,
  road: null,
  utilities: [],
  landRights: null,
  currentStatus: null,
};

/** The form's text fields of the facts (multipart field names). `utilities` is a comma-separated list. */
export interface ListingFactValues {
  layout: string;
  access_1_line: string;
  access_1_station: string;
  access_1_walk: string;
  access_2_line: string;
  access_2_station: string;
  access_2_walk: string;
  access_3_line: string;
  access_3_station: string;
  access_3_walk: string;
  zoning: string;
  coverage_ratio: string;
  floor_area_ratio: string;
  road_direction: string;
  road_width: string;
  utilities: string;
  land_rights: string;
  current_status: string;
}

export const LISTING_FACT_FIELDS = [
  'layout',
  'access_1_line',
  'access_1_station',
  'access_1_walk',
  'access_2_line',
  'access_2_station',
  'access_2_walk',
  'access_3_line',
  'access_3_station',
  'access_3_walk',
  'zoning',
  'coverage_ratio',
  'floor_area_ratio',
  'road_direction',
  'road_width',
  'utilities',
  'land_rights',
  'current_status',
] as const satisfies readonly (keyof ListingFactValues)[];

export const EMPTY_LISTING_FACT_VALUES: ListingFactValues = Object.fromEntries(LISTING_FACT_FIELDS.map((f) => [f, ''])) as unknown as ListingFactValues;

const n = (i: number) => `交通${i}`;
export const LISTING_FACT_FIELD_LABELS: Record<keyof ListingFactValues, string> = {
  layout: FACT_LABELS.layout,
  access_1_line: `${n(1)}（路線）`,
  access_1_station: `${n(1)}（駅）`,
  access_1_walk: `${n(1)}（徒歩）`,
  access_2_line: `${n(2)}（路線）`,
  access_2_station: `${n(2)}（駅）`,
  access_2_walk: `${n(2)}（徒歩）`,
  access_3_line: `${n(3)}（路線）`,
  access_3_station: `${n(3)}（駅）`,
  access_3_walk: `${n(3)}（徒歩）`,
  zoning: FACT_LABELS.zoning,
  coverage_ratio: FACT_LABELS.coverageRatio,
  floor_area_ratio: FACT_LABELS.floorAreaRatio,
  road_direction: '接道（方向）',
  road_width: '接道（幅員）',
  utilities: FACT_LABELS.utilities,
  land_rights: FACT_LABELS.landRights,
  current_status: FACT_LABELS.currentStatus,
};

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** Full-width digits, letters and the ＋ typed by a Japanese keyboard, as half-width. */
export function toHalfWidth(v: string): string {
  return v.replace(/[！-～]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/** 間取り as stored: half-width, upper case, no spaces ('４ldk' → '4LDK'); null when it is not one. */
export function normaliseLayout(v: string): string | null {
  const s = toHalfWidth(v).replace(/\s+/g, '').toUpperCase();
  return LAYOUT_PATTERN.test(s) ? s : null;
}

function choice(options: readonly string[]): Rule {
  return (v) => (empty(v) || (typeof v === 'string' && options.includes(v)) ? null : FACT_MESSAGES.invalidChoice);
}

function integerIn(min: number, max: number, message: string): Rule {
  return (v) => {
    if (empty(v)) return null;
    const s = toHalfWidth(String(v)).trim();
    return isDigits(s) && Number(s) >= min && Number(s) <= max ? null : message;
  };
}

const layoutRule: Rule = (v) => (empty(v) || (typeof v === 'string' && normaliseLayout(v) !== null) ? null : FACT_MESSAGES.invalidLayout);

const roadWidthRule: Rule = (v) => {
  if (empty(v)) return null;
  const s = toHalfWidth(String(v)).trim();
  if (!/^[0-9]{1,2}(\.[0-9])?$/.test(s)) return FACT_MESSAGES.invalidRoadWidth;
  const w = Number(s);
  return w >= 0.1 && w <= FACT_LIMITS.roadWidthMax ? null : FACT_MESSAGES.invalidRoadWidth;
};

const utilitiesRule: Rule = (v) => {
  if (empty(v)) return null;
  if (typeof v !== 'string') return FACT_MESSAGES.invalidChoice;
  const parts = v.split(',');
  return parts.every((p) => (UTILITY_OPTIONS as readonly string[]).includes(p)) && new Set(parts).size === parts.length ? null : FACT_MESSAGES.invalidChoice;
};

/**
 * The rules of the facts, per field. A station entry is all or nothing: a line or a walk without a
 * station asks for the station; a station without a walk asks for the walk. A road width needs its
 * direction.
 */
export function listingFactRules(values: Partial<ListingFactValues>): Record<keyof ListingFactValues, Rule[]> {
  const rules = {} as Record<keyof ListingFactValues, Rule[]>;
  rules.layout = [layoutRule];
  for (let i = 1; i <= ACCESS_ENTRIES; i++) {
    const line = values[`access_${i}_line` as keyof ListingFactValues];
    const station = values[`access_${i}_station` as keyof ListingFactValues];
    const walk = values[`access_${i}_walk` as keyof ListingFactValues];
    const used = !empty(line?.trim()) || !empty(station?.trim()) || !empty(walk?.trim());
    rules[`access_${i}_line` as keyof ListingFactValues] = [maxLength(FACT_LIMITS.line)];
    rules[`access_${i}_station` as keyof ListingFactValues] = [
      (v) => (used && empty(typeof v === 'string' ? v.trim() : v) ? FACT_MESSAGES.stationRequired : null),
      maxLength(FACT_LIMITS.station),
    ];
    rules[`access_${i}_walk` as keyof ListingFactValues] = [
      (v) => (used && empty(typeof v === 'string' ? v.trim() : v) ? FACT_MESSAGES.invalidWalk : null),
      integerIn(1, FACT_LIMITS.walkMinutesMax, FACT_MESSAGES.invalidWalk),
    ];
  }
  rules.zoning = [choice(ZONING_OPTIONS)];
  rules.coverage_ratio = [integerIn(1, FACT_LIMITS.coverageMax, FACT_MESSAGES.invalidCoverage)];
  rules.floor_area_ratio = [integerIn(1, FACT_LIMITS.floorAreaRatioMax, FACT_MESSAGES.invalidFloorAreaRatio)];
  rules.road_direction = [choice(ROAD_DIRECTION_OPTIONS), (v) => (empty(v) && !empty(values.road_width?.trim()) ? FACT_MESSAGES.roadWidthWithoutDirection : null)];
  rules.road_width = [roadWidthRule];
  rules.utilities = [utilitiesRule];
  rules.land_rights = [choice(LAND_RIGHTS_OPTIONS)];
  rules.current_status = [choice(CURRENT_STATUS_OPTIONS)];
  return rules;
}

/** The facts of valid form values (run listingFactRules first). */
export function factsFromValues(v: Partial<ListingFactValues>): ListingFacts {
  const text = (s: string | undefined) => (s ?? '').trim();
  const number = (s: string | undefined) => (text(s) === '' ? null : Number(toHalfWidth(text(s))));
  const access: StationAccess[] = [];
  for (let i = 1; i <= ACCESS_ENTRIES; i++) {
    const station = text(v[`access_${i}_station` as keyof ListingFactValues]);
    const walk = number(v[`access_${i}_walk` as keyof ListingFactValues]);
    if (station !== '' && walk !== null) access.push({ line: text(v[`access_${i}_line` as keyof ListingFactValues]), station, walkMinutes: walk });
  }
  const direction = text(v.road_direction);
  return {
    layout: text(v.layout) === '' ? null : normaliseLayout(text(v.layout)),
    access,
    zoning: text(v.zoning) || null,
    coverageRatio: number(v.coverage_ratio),
    floorAreaRatio: number(v.floor_area_ratio),
    road: direction === '' ? null : { direction, widthM: number(v.road_width) },
    utilities: text(v.utilities) === '' ? [] : text(v.utilities).split(','),
    landRights: text(v.land_rights) || null,
    currentStatus: text(v.current_status) || null,
  };
}

/** The form's values of stored facts (the edit form starts from them). */
export function valuesFromFacts(f: ListingFacts): ListingFactValues {
  const values: ListingFactValues = { ...EMPTY_LISTING_FACT_VALUES };
  values.layout = f.layout ?? '';
  f.access.slice(0, ACCESS_ENTRIES).forEach((a, i) => {
    values[`access_${i + 1}_line` as keyof ListingFactValues] = a.line;
    values[`access_${i + 1}_station` as keyof ListingFactValues] = a.station;
    values[`access_${i + 1}_walk` as keyof ListingFactValues] = String(a.walkMinutes);
  });
  values.zoning = f.zoning ?? '';
  values.coverage_ratio = f.coverageRatio === null ? '' : String(f.coverageRatio);
  values.floor_area_ratio = f.floorAreaRatio === null ? '' : String(f.floorAreaRatio);
  values.road_direction = f.road?.direction ?? '';
  values.road_width = f.road?.widthM === null || f.road?.widthM === undefined ? '' : String(f.road.widthM);
  values.utilities = f.utilities.join(',');
  values.land_rights = f.landRights ?? '';
  values.current_status = f.currentStatus ?? '';
  return values;
}

/** The rooms of a 間取り ('4LDK' → 4; the search column `layout_rooms`), or null. */
export function layoutRooms(layout: string | null | undefined): number | null {
  const match = /^([0-9]+)/.exec(layout ?? '');
  return match ? Number(match[1]) : null;
}

/** The shortest walk of a listing's stations (the search column), or null. */
export function nearestWalkMinutes(f: Pick<ListingFacts, 'access'>): number | null {
  return f.access.length === 0 ? null : Math.min(...f.access.map((a) => a.walkMinutes));
}

/** Facts read back from their stored JSON: anything malformed is dropped, never thrown. */
export function parseStoredFacts(layout: string | null, json: string | null | undefined): ListingFacts {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const access = Array.isArray(raw.access)
    ? raw.access.flatMap((a: unknown) => {
        const o = (a ?? {}) as Record<string, unknown>;
        const station = str(o.station);
        const walk = num(o.walkMinutes);
        return station && walk !== null ? [{ line: str(o.line) ?? '', station, walkMinutes: walk }] : [];
      })
    : [];
  const road = raw.road && typeof raw.road === 'object' ? (raw.road as Record<string, unknown>) : null;
  return {
    layout: layout || null,
    access,
    zoning: str(raw.zoning),
    coverageRatio: num(raw.coverageRatio),
    floorAreaRatio: num(raw.floorAreaRatio),
    road: road && str(road.direction) ? { direction: str(road.direction) as string, widthM: num(road.widthM) } : null,
    utilities: Array.isArray(raw.utilities) ? raw.utilities.filter((u): u is string => typeof u === 'string') : [],
    landRights: str(raw.landRights),
    currentStatus: str(raw.currentStatus),
  };
}

/** The JSON stored beside the `layout` column: every fact but the layout. */
export function storedFactsJson(f: ListingFacts): string {
  const { layout: _layout, ...rest } = f;
  return JSON.stringify(rest);
}

/** Whether a listing states any fact at all. */
export function hasAnyFact(f: ListingFacts): boolean {
  return (
    f.layout !== null ||
    f.access.length > 0 ||
    f.zoning !== null ||
    f.coverageRatio !== null ||
    f.floorAreaRatio !== null ||
    f.road !== null ||
    f.utilities.length > 0 ||
    f.landRights !== null ||
    f.currentStatus !== null
  );
}

/** 「JR飯山線 戸狩野沢温泉駅 徒歩15分」: one line of 交通. */
export function formatAccess(a: StationAccess): string {
  const station = /駅$/.test(a.station) ? a.station : `${a.station}駅`;
  return `${a.line ? `${a.line} ` : ''}${station} 徒歩${a.walkMinutes}分`;
}

/** 「南側 幅員4.0m」 / 「南側」. */
export function formatRoad(road: NonNullable<ListingFacts['road']>): string {
  return `${road.direction}側${road.widthM !== null ? ` 幅員${road.widthM.toFixed(1)}m` : ''}`;
}
