import { PREFECTURE_GROUPS, PREFECTURES, prefectureByCode } from './prefectures';

describe('PREFECTURES', () => {
  it('has the 47 prefectures with codes 01..47 in order', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES.map((p) => p.code)).toEqual(Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, '0')));
  });

  it('has full names ending in 都道府県 and short names without the suffix', () => {
    for (const p of PREFECTURES) {
      expect(p.name).toMatch(/^(北海道|.+[都府県])$/);
      if (p.code === '01') expect(p.short_name).toBe('北海道');
      else expect(p.name).toBe(`${p.short_name}${p.name.slice(-1)}`);
    }
    expect(new Set(PREFECTURES.map((p) => p.name)).size).toBe(47);
  });

  it.each([
    ['01', '北海道', '北海道'],
    ['02', '青森県', '青森'],
    ['13', '東京都', '東京'],
    ['14', '神奈川県', '神奈川'],
    ['26', '京都府', '京都'],
    ['27', '大阪府', '大阪'],
    ['30', '和歌山県', '和歌山'],
    ['46', '鹿児島県', '鹿児島'],
    ['47', '沖縄県', '沖縄'],
  ])('%s is %s (%s)', (code, name, shortName) => {
    expect(prefectureByCode(code)).toMatchObject({ code, name, short_name: shortName });
  });

  it('has coordinates inside Japan', () => {
    for (const p of PREFECTURES) {
      expect(p.lat).toBeGreaterThan(24);
      expect(p.lat).toBeLessThan(46);
      expect(p.lng).toBeGreaterThan(122);
      expect(p.lng).toBeLessThan(146);
    }
    // north to south sanity check
    expect(prefectureByCode('01')!.lat).toBeGreaterThan(prefectureByCode('13')!.lat);
    expect(prefectureByCode('13')!.lat).toBeGreaterThan(prefectureByCode('47')!.lat);
  });
});

describe('prefectureByCode', () => {
  it.each(['', '0', '00', '1', '48', '99', '東京', 'tokyo', ' 13', '13 '])('returns undefined for %p', (code) => {
    expect(prefectureByCode(code)).toBeUndefined();
  });
});

describe('PREFECTURE_GROUPS', () => {
  it('has the seven regions in order', () => {
    expect(PREFECTURE_GROUPS.map((g) => [g.code, g.name])).toEqual([
      ['hokkaido-tohoku', '北海道・東北'],
      ['kanto', '関東'],
      ['chubu', '中部'],
      ['kinki', '近畿'],
      ['chugoku', '中国'],
      ['shikoku', '四国'],
      ['kyushu-okinawa', '九州・沖縄'],
    ]);
  });

  it('covers every prefecture exactly once, in code order', () => {
    const codes = PREFECTURE_GROUPS.flatMap((g) => g.items.map((i) => i.code));
    expect(codes).toEqual(PREFECTURES.map((p) => p.code));
  });

  it('puts prefectures in their region', () => {
    const regionOf = (code: string) => PREFECTURE_GROUPS.find((g) => g.items.some((i) => i.code === code))!.code;
    expect(regionOf('07')).toBe('hokkaido-tohoku');
    expect(regionOf('08')).toBe('kanto');
    expect(regionOf('15')).toBe('chubu');
    expect(regionOf('23')).toBe('chubu');
    expect(regionOf('24')).toBe('kinki');
    expect(regionOf('31')).toBe('chugoku');
    expect(regionOf('39')).toBe('shikoku');
    expect(regionOf('40')).toBe('kyushu-okinawa');
    expect(PREFECTURE_GROUPS.map((g) => g.items.length)).toEqual([7, 7, 9, 7, 5, 4, 8]);
    for (const p of PREFECTURES) expect(regionOf(p.code)).toBe(p.group);
  });

  it('has items of the docs/product.md §3 shape, enabled', () => {
    expect(PREFECTURE_GROUPS[1].items[5]).toEqual({ id: 13, code: '13', name: '東京都', short_name: '東京', disabled: false });
    for (const g of PREFECTURE_GROUPS) for (const i of g.items) expect(i.disabled).toBe(false);
  });
});
