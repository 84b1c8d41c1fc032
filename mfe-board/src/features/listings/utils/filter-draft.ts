import { MESSAGES, isDigits } from '@akiya/contracts';
import { URL_FILTER_KEYS, type UrlFilters } from './url-filters';

/** The combined filters as the panel's fields hold them: text, '' for "not set". */
export type FilterDraft = Record<(typeof URL_FILTER_KEYS)[number], string>;
export type FilterDraftErrors = Partial<Record<'land_area_from' | 'land_area_to', string>>;

export function draftOf(filters: UrlFilters): FilterDraft {
  return Object.fromEntries(URL_FILTER_KEYS.map((key) => [key, filters[key] === undefined ? '' : String(filters[key])])) as FilterDraft;
}

/** The draft's errors: land area digits (㎡), the upper bound not below the lower one — the API's rules and messages. */
export function validateDraft(draft: FilterDraft): FilterDraftErrors {
  const errors: FilterDraftErrors = {};
  if (draft.land_area_from !== '' && !isDigits(draft.land_area_from)) errors.land_area_from = MESSAGES.invalidLandArea;
  if (draft.land_area_to !== '' && !isDigits(draft.land_area_to)) errors.land_area_to = MESSAGES.invalidLandArea;
  if (!errors.land_area_from && !errors.land_area_to && draft.land_area_from !== '' && draft.land_area_to !== '') {
    if (Number(draft.land_area_to) < Number(draft.land_area_from)) errors.land_area_to = MESSAGES.landAreaRangeReversed;
  }
  return errors;
}

/** A valid draft as filters (numbers as numbers, empty ones left out). */
export function filtersOf(draft: FilterDraft): UrlFilters {
  const result: UrlFilters = {};
  if (draft.area !== '') result.area = draft.area;
  if (draft.city !== '') result.city = draft.city;
  if (draft.categoryId !== '') result.categoryId = Number(draft.categoryId);
  for (const key of ['land_area_from', 'land_area_to', 'age_from', 'age_to', 'rooms_from', 'walk_to'] as const) {
    if (draft[key] !== '' && isDigits(draft[key])) result[key] = Number(draft[key]);
  }
  return result;
}
