import {
  HIDDEN_CATEGORY_NAME,
  PAGINATION_TITLES,
  PRICE_TAGS,
  formatMessage,
  isDigits,
  prefectureByCode,
  searchWord,
  type BaseData,
  type MunicipalityCount,
  type PropertiesQuery,
  type SortOrder,
} from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';

/** The kinds of list the one list screen shows. */
export type ListingKind = 'board' | 'new' | 'treasure' | 'search' | 'area' | 'city' | 'tag' | 'category' | 'areaCategory';

export type ListingFilter = Pick<PropertiesQuery, 'area' | 'city' | 'areaCategoryId' | 'word' | 'categoryId' | 'tagId' | 'collection'>;

export interface ReadySource {
  status: 'ready';
  kind: ListingKind;
  /** null while the title still depends on base data that has not arrived. */
  title: string | null;
  eyebrow: string;
  /** URL of page 1 of this list (path only, URL-encoded). */
  basePath: string;
  filter: ListingFilter;
  /** A fixed order (the new-listings page); the sort selector is hidden then. */
  fixedSort?: SortOrder;
  /** The search word, on search pages. */
  word?: string;
}

export type ListingSource =
  | ReadySource
  | { status: 'notFound' }
  /** An invalid search word: show the hint and the search box, make no request. */
  | { status: 'invalidWord'; word: string };

export interface BaseDataState {
  data: BaseData | null | undefined;
  /** True when base data could not be loaded: titles fall back and the API decides (404 or not). */
  failed: boolean;
}

/** The municipalities of the route's prefecture (GET /api/areas/{pref}/cities), for /area/{pref}/{city}. */
export interface CitiesState {
  data: readonly MunicipalityCount[] | undefined;
  /** True when they could not be loaded: the title falls back and the API decides (404 or not). */
  failed: boolean;
}

const NO_CITIES: CitiesState = { data: undefined, failed: false };

/**
 * The prefecture whose municipalities a list route needs (the route's loader and the screen ask for
 * the same): a prefecture page links them; a municipality page (a 5-digit code of that prefecture)
 * takes its title and existence from them. Null for any other route.
 */
export function citiesPrefectureOf(kind: ListingKind, params: Readonly<Record<string, string | undefined>>): string | null {
  const prefecture = prefectureByCode(params.area ?? '');
  if (!prefecture) return null;
  if (kind === 'area') return prefecture.code;
  if (kind === 'city' && /^[0-9]{5}$/.test(params.city ?? '') && params.city?.slice(0, 2) === prefecture.code) return prefecture.code;
  return null;
}

const NOT_FOUND = { status: 'notFound' } as const;

/** The search-results title, e.g. 「古民家」の検索結果. */
export function searchTitle(word: string): string {
  return formatMessage(BOARD_TEXTS.searchResultTitle, { word, title: PAGINATION_TITLES.search });
}

/** A list of one base-data entry named by its numeric id: where the entries are, the eyebrow, and the list's path and filter. */
interface EntryList {
  entries: (data: BaseData) => readonly { id: number; name: string }[];
  eyebrow: string;
  at: (id: number) => Pick<ReadySource, 'basePath' | 'filter'>;
}

/**
 * The list of a category or an area category: a 404 for an id that is not a positive number or, once
 * base data has arrived, not one of its entries. The title is the entry's name; the eyebrow when base
 * data could not be loaded (the API decides then), null while it loads.
 */
function entrySource(kind: ListingKind, raw: string, baseData: BaseDataState, list: EntryList): ListingSource {
  if (!isDigits(raw) || Number(raw) < 1) return NOT_FOUND;
  const id = Number(raw);
  const known = baseData.data ? list.entries(baseData.data).find((c) => c.id === id) : undefined;
  if (baseData.data && !known) return NOT_FOUND;
  return { status: 'ready', kind, title: known?.name ?? (baseData.failed ? list.eyebrow : null), eyebrow: list.eyebrow, ...list.at(id) };
}

/** Reads the list's filter and title from the route parameters (already URL-decoded). */
export function resolveListingSource(
  kind: ListingKind,
  params: Readonly<Record<string, string | undefined>>,
  baseData: BaseDataState,
  cities: CitiesState = NO_CITIES,
): ListingSource {
  switch (kind) {
    case 'board':
      return { status: 'ready', kind, title: BOARD_TEXTS.boardTitle, eyebrow: BOARD_TEXTS.eyebrowBoard, basePath: '/board', filter: {} };
    case 'new':
      return {
        status: 'ready',
        kind,
        title: BOARD_TEXTS.newTitle,
        eyebrow: BOARD_TEXTS.eyebrowNew,
        basePath: '/new',
        // Published within the last 30 days: the API's rule (contracts listings.ts newCollectionSince).
        filter: { collection: 'new' },
        fixedSort: 'publish-desc',
      };
    case 'treasure':
      return {
        status: 'ready',
        kind,
        title: BOARD_TEXTS.treasureTitle,
        eyebrow: BOARD_TEXTS.eyebrowTreasure,
        basePath: '/treasure',
        // The rule (≤ 100万円, a photo, open to enquiries) is the API's: contracts listings.ts.
        filter: { collection: 'treasure' },
      };
    case 'search': {
      const raw = params.word ?? '';
      if (searchWord(raw) !== null) return { status: 'invalidWord', word: raw };
      const word = raw.trim();
      return {
        status: 'ready',
        kind,
        title: searchTitle(word),
        eyebrow: BOARD_TEXTS.eyebrowSearch,
        basePath: `/search/${encodeURIComponent(word)}`,
        filter: { word },
        word,
      };
    }
    case 'area': {
      const prefecture = prefectureByCode(params.area ?? '');
      if (!prefecture) return NOT_FOUND;
      return {
        status: 'ready',
        kind,
        title: prefecture.name,
        eyebrow: BOARD_TEXTS.eyebrowArea,
        basePath: `/area/${prefecture.code}`,
        filter: { area: prefecture.code },
      };
    }
    case 'city': {
      // A municipality of that prefecture (docs/search.md "Municipalities"); any other code is a 404.
      const prefecture = prefectureByCode(params.area ?? '');
      const code = params.city ?? '';
      if (!prefecture || !/^[0-9]{5}$/.test(code) || code.slice(0, 2) !== prefecture.code) return NOT_FOUND;
      const known = cities.data?.find((c) => c.code === code);
      if (cities.data && !known) return NOT_FOUND;
      return {
        status: 'ready',
        kind,
        title: known ? `${prefecture.name}${known.name}` : cities.failed ? prefecture.name : null,
        eyebrow: BOARD_TEXTS.eyebrowArea,
        basePath: `/area/${prefecture.code}/${code}`,
        filter: { area: prefecture.code, city: code },
      };
    }
    case 'tag': {
      const tag = (params.tag ?? '').trim();
      if (tag === '') return NOT_FOUND;
      const priceTag = PRICE_TAGS.find((t) => t.slug === tag);
      return {
        status: 'ready',
        kind,
        title: priceTag ? priceTag.label : tag,
        eyebrow: BOARD_TEXTS.eyebrowTag,
        basePath: `/tags/${encodeURIComponent(tag)}`,
        filter: { tagId: tag },
      };
    }
    case 'category':
      return entrySource(kind, params.category ?? '', baseData, {
        entries: (data) => data.categories.filter((c) => c.name !== HIDDEN_CATEGORY_NAME),
        eyebrow: BOARD_TEXTS.eyebrowCategory,
        at: (id) => ({ basePath: `/category/${id}`, filter: { categoryId: id } }),
      });
    case 'areaCategory':
      return entrySource(kind, params.id ?? '', baseData, {
        entries: (data) => data.areaCategories,
        eyebrow: BOARD_TEXTS.eyebrowAreaCategory,
        at: (id) => ({ basePath: `/area-category/${id}`, filter: { areaCategoryId: id } }),
      });
  }
}
