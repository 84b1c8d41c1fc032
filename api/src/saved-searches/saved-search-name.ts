import { formatPriceManYen, prefectureByCode, SAVED_SEARCH_NAME_MAX_LENGTH, type PropertiesQuery } from '@akiya/contracts';
import { municipalitiesOf } from '../municipalities/municipality-data';

/** Names the summary needs that live in the database. */
export interface NameLookups {
  categoryName(id: number): Promise<string | null>;
  areaCategoryName(id: number): Promise<string | null>;
}

/**
 * The default name of a saved search: a Japanese summary of its filters joined with 「・」, e.g.
 * 「長野県・古民家・300万円以下」 (docs/search.md "Saved searches"); no filter → 「すべての物件」.
 */
export async function savedSearchName(q: PropertiesQuery, lookups: NameLookups): Promise<string> {
  const parts: string[] = [];
  if (q.area) parts.push(prefectureByCode(q.area)?.name ?? q.area);
  if (q.city) parts.push(municipalitiesOf(q.city.slice(0, 2)).find((m) => m.code === q.city)?.name ?? q.city);
  if (q.areaCategoryId !== undefined) parts.push((await lookups.areaCategoryName(q.areaCategoryId)) ?? `地域${q.areaCategoryId}`);
  if (q.categoryId !== undefined) parts.push((await lookups.categoryName(q.categoryId)) ?? `カテゴリー${q.categoryId}`);
  if (q.tagId) parts.push(`#${q.tagId}`);
  if (q.word) parts.push(`「${q.word}」`);
  if (q.collection === 'new') parts.push('新着');
  if (q.collection === 'treasure') parts.push('お宝物件');
  if (q.land_or_building === 'building') parts.push('建物');
  if (q.land_or_building === 'land') parts.push('土地');
  const from = q.price_from ? Number(q.price_from) : null;
  const to = q.price_to ? Number(q.price_to) : null;
  if (from !== null && to !== null) parts.push(`${formatPriceManYen(from)}〜${formatPriceManYen(to)}`);
  else if (to !== null) parts.push(`${formatPriceManYen(to)}以下`);
  else if (from !== null) parts.push(`${formatPriceManYen(from)}以上`);
  if (q.land_area_from !== undefined && q.land_area_to !== undefined) parts.push(`土地${q.land_area_from}〜${q.land_area_to}㎡`);
  else if (q.land_area_from !== undefined) parts.push(`土地${q.land_area_from}㎡以上`);
  else if (q.land_area_to !== undefined) parts.push(`土地${q.land_area_to}㎡以下`);
  if (q.age_to !== undefined) parts.push(`築${q.age_to}年以内`);
  if (q.age_from !== undefined) parts.push(`築${q.age_from}年以上`);
  if (q.photo === 'has') parts.push('写真あり');
  const name = parts.length > 0 ? parts.join('・') : 'すべての物件';
  const chars = [...name];
  return chars.length > SAVED_SEARCH_NAME_MAX_LENGTH ? `${chars.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - 1).join('')}…` : name;
}
