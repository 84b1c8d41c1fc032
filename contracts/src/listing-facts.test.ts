import {
  EMPTY_LISTING_FACT_VALUES,
  FACT_MESSAGES,
  factsFromValues,
  formatAccess,
  formatRoad,
  nearestWalkMinutes,
  normaliseLayout,
  parseStoredFacts,
  storedFactsJson,
  valuesFromFacts,
  type ListingFactValues,
} from './listing-facts';
import { EMPTY_POSTING_VALUES, validatePosting } from './posting';

const NOW = new Date('2026-06-01T00:00:00Z');
/** A valid posting with the given facts; validatePosting's errors of the facts only. */
function factErrors(facts: Partial<ListingFactValues>) {
  const values = {
    ...EMPTY_POSTING_VALUES,
    title: '海の見える家',
    description: '説明',
    prefecture_code: '17',
    municipality: '輪島市',
    address_public: '石川県輪島市',
    address_private: '石川県輪島市1-1',
    price_man_yen: '300',
    category_ids: ['1'],
    contact_name: '山田',
    contact_name_kana: 'やまだ',
    contact_phone: '090-1234-5678',
    contact_email: 'a@example.jp',
    agree_terms: '1',
    agree_privacy: '1',
    ...facts,
  };
  return validatePosting(values, [], { now: NOW });
}

describe('listing facts: rules', () => {
  it('accepts a form without any fact (all optional)', () => {
    expect(factErrors({})).toEqual({});
  });

  it('accepts 間取り as Japanese listings write it, full-width and lower case included, and refuses anything else', () => {
    for (const ok of ['4LDK', '1R', '2DK', '5SLDK', '４ＬＤＫ', '3ldk', '12LDK']) expect(factErrors({ layout: ok }).layout).toBeUndefined();
    for (const bad of ['LDK', '0LDK', '4LDKK', '100LDK', '広い', '4 部屋']) expect(factErrors({ layout: bad }).layout).toBe(FACT_MESSAGES.invalidLayout);
    expect(normaliseLayout('４ｌｄｋ')).toBe('4LDK');
    expect(normaliseLayout('4 ldk')).toBe('4LDK');
  });

  it('a station entry is all or nothing: a line or a walk alone asks for the station, a station alone asks for the walk', () => {
    expect(factErrors({ access_1_line: 'JR線' })).toMatchObject({ access_1_station: FACT_MESSAGES.stationRequired, access_1_walk: FACT_MESSAGES.invalidWalk });
    expect(factErrors({ access_2_walk: '10' })).toEqual({ access_2_station: FACT_MESSAGES.stationRequired });
    expect(factErrors({ access_3_station: '輪島駅' })).toEqual({ access_3_walk: FACT_MESSAGES.invalidWalk });
    expect(factErrors({ access_1_station: '輪島駅', access_1_walk: '15' })).toEqual({});
    expect(factErrors({ access_1_station: '   ', access_1_walk: '' })).toEqual({});
  });

  it('walking minutes are whole numbers from 1 to 120 (full-width digits accepted)', () => {
    const walk = (v: string) => factErrors({ access_1_station: '輪島', access_1_walk: v }).access_1_walk;
    expect(walk('1')).toBeUndefined();
    expect(walk('120')).toBeUndefined();
    expect(walk('１５')).toBeUndefined();
    for (const bad of ['0', '121', '1.5', '-3', '十五']) expect(walk(bad)).toBe(FACT_MESSAGES.invalidWalk);
  });

  it('建ぺい率 1–100 %, 容積率 1–1300 %, at their bounds', () => {
    expect(factErrors({ coverage_ratio: '100', floor_area_ratio: '1300' })).toEqual({});
    expect(factErrors({ coverage_ratio: '1', floor_area_ratio: '1' })).toEqual({});
    expect(factErrors({ coverage_ratio: '101', floor_area_ratio: '1301' })).toEqual({ coverage_ratio: FACT_MESSAGES.invalidCoverage, floor_area_ratio: FACT_MESSAGES.invalidFloorAreaRatio });
    expect(factErrors({ coverage_ratio: '0', floor_area_ratio: '60.5' })).toEqual({ coverage_ratio: FACT_MESSAGES.invalidCoverage, floor_area_ratio: FACT_MESSAGES.invalidFloorAreaRatio });
  });

  it('接道: a width of 0.1–99.9 m with one decimal at most, and a width needs its direction', () => {
    expect(factErrors({ road_direction: '南', road_width: '4.0' })).toEqual({});
    expect(factErrors({ road_direction: '南' })).toEqual({});
    expect(factErrors({ road_width: '4' })).toEqual({ road_direction: FACT_MESSAGES.roadWidthWithoutDirection });
    for (const bad of ['0', '4.25', '100', 'よん']) expect(factErrors({ road_direction: '南', road_width: bad }).road_width).toBe(FACT_MESSAGES.invalidRoadWidth);
    expect(factErrors({ road_direction: '上' }).road_direction).toBe(FACT_MESSAGES.invalidChoice);
  });

  it('choices are one of their options; 設備 is a list of options without repeats', () => {
    expect(factErrors({ zoning: '商業地域', land_rights: '所有権', current_status: '空き家', utilities: '上水道,浄化槽,電気' })).toEqual({});
    expect(factErrors({ zoning: '住宅街', land_rights: 'x', current_status: '廃屋' })).toEqual({
      zoning: FACT_MESSAGES.invalidChoice,
      land_rights: FACT_MESSAGES.invalidChoice,
      current_status: FACT_MESSAGES.invalidChoice,
    });
    expect(factErrors({ utilities: '上水道,温泉' }).utilities).toBe(FACT_MESSAGES.invalidChoice);
    expect(factErrors({ utilities: '電気,電気' }).utilities).toBe(FACT_MESSAGES.invalidChoice);
  });
});

describe('listing facts: values, stored form and text', () => {
  const values: ListingFactValues = {
    ...EMPTY_LISTING_FACT_VALUES,
    layout: '４ldk',
    access_1_line: 'JR飯山線',
    access_1_station: '戸狩野沢温泉',
    access_1_walk: '１５',
    access_3_station: '飯山駅',
    access_3_walk: '40',
    zoning: '第一種住居地域',
    coverage_ratio: '60',
    floor_area_ratio: '200',
    road_direction: '南',
    road_width: '4',
    utilities: '上水道,浄化槽,電気',
    land_rights: '所有権',
    current_status: '空き家',
  };

  it('turns form values into facts: normalised, half-width, empty station rows dropped', () => {
    const facts = factsFromValues(values);
    expect(facts).toEqual({
      layout: '4LDK',
      access: [
        { line: 'JR飯山線', station: '戸狩野沢温泉', walkMinutes: 15 },
        { line: '', station: '飯山駅', walkMinutes: 40 },
      ],
      zoning: '第一種住居地域',
      coverageRatio: 60,
      floorAreaRatio: 200,
      road: { direction: '南', widthM: 4 },
      utilities: ['上水道', '浄化槽', '電気'],
      landRights: '所有権',
      currentStatus: '空き家',
    });
    expect(nearestWalkMinutes(facts)).toBe(15);
    expect(nearestWalkMinutes(factsFromValues(EMPTY_LISTING_FACT_VALUES))).toBeNull();
  });

  it('survives the database: stored JSON + layout column → the same facts → the edit form', () => {
    const facts = factsFromValues(values);
    const back = parseStoredFacts(facts.layout, storedFactsJson(facts));
    expect(back).toEqual(facts);
    expect(valuesFromFacts(back)).toMatchObject({ layout: '4LDK', access_1_station: '戸狩野沢温泉', access_1_walk: '15', access_2_station: '飯山駅', road_width: '4', utilities: '上水道,浄化槽,電気' });
  });

  it('reads broken or foreign stored JSON as no facts, never throws', () => {
    expect(parseStoredFacts(null, '{not json')).toMatchObject({ layout: null, access: [], zoning: null, road: null, utilities: [] });
    expect(parseStoredFacts(null, '[1,2]').access).toEqual([]);
    expect(parseStoredFacts(null, JSON.stringify({ access: [{ station: 1 }, { station: '駅', walkMinutes: 'x' }], coverageRatio: '60', road: { widthM: 4 } }))).toMatchObject({ access: [], coverageRatio: null, road: null });
  });

  it('writes 交通 and 接道 as a listing page does', () => {
    expect(formatAccess({ line: 'JR飯山線', station: '戸狩野沢温泉', walkMinutes: 15 })).toBe('JR飯山線 戸狩野沢温泉駅 徒歩15分');
    expect(formatAccess({ line: '', station: '飯山駅', walkMinutes: 40 })).toBe('飯山駅 徒歩40分');
    expect(formatRoad({ direction: '南', widthM: 4 })).toBe('南側 幅員4.0m');
    expect(formatRoad({ direction: '北東', widthM: null })).toBe('北東側');
  });
});
