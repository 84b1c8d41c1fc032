/**
 * Saved searches with alerts and feeds (docs/search.md "Saved searches", docs/product.md): the types
 * of /api/my-page/saved-searches, the per-user limit, the name rule and the normalisation of a board
 * URL's query string — shared by the API and the my-page so both accept exactly the same input.
 */
import { PROPERTIES_QUERY_KEYS, validatePropertiesQuery, type PropertiesQuery } from './properties-query';
import { codePointLength } from './validation';

/** At most this many saved searches per user. */
export const MAX_SAVED_SEARCHES = 10;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 50;

export const SAVED_SEARCH_MESSAGES = {
  limitReached: `保存できる検索条件は${MAX_SAVED_SEARCHES}件までです。不要な条件を削除してから保存してください。`,
  duplicate: 'この検索条件はすでに保存されています。',
  nameRequired: '名前を入力してください。',
  nameTooLong: `名前は${SAVED_SEARCH_NAME_MAX_LENGTH}文字以内で入力してください。`,
  queryInvalid: '検索条件が正しくありません。掲示板で条件を選び直してください。',
  saved: 'この条件を保存しました。新着物件はメールでお知らせします。',
  deleted: '検索条件を削除しました。',
} as const;

export interface SavedSearch {
  id: number;
  name: string;
  /** The normalised query string of GET /api/properties and the board (no leading '?'). */
  query: string;
  alert: boolean;
  /** Absolute URL of the search's Atom feed. */
  feedUrl: string;
  createdAt: string;
}

export interface SavedSearchListResponse {
  items: SavedSearch[];
  max: number;
}

/** Keys that describe paging, not the search: dropped when a search is saved. */
const PAGING_KEYS = new Set(['page', 'limit']);

/**
 * A board URL's query string (with or without '?') as the canonical query of a saved search: keys in
 * PROPERTIES_QUERY_KEYS order, paging and empty values dropped, every value as validatePropertiesQuery
 * reads it (e.g. the word trimmed). Invalid (unknown key, bad value, repeated key) → null.
 */
export function normaliseSavedSearchQuery(queryString: string): string | null {
  const raw = parseQueryString(queryString);
  if (raw === null) return null;
  for (const key of PAGING_KEYS) delete raw[key];
  const result = validatePropertiesQuery(raw);
  return result.ok ? canonicalQueryString(result.value, PAGING_KEYS) : null;
}

/** A validated query as a query string: keys in PROPERTIES_QUERY_KEYS order, `skip` and empty values left out. */
function canonicalQueryString(query: PropertiesQuery, skip: ReadonlySet<string>): string {
  const value = query as unknown as Record<string, unknown>;
  const out: string[] = [];
  for (const key of PROPERTIES_QUERY_KEYS) {
    const v = value[key];
    if (skip.has(key) || v === undefined || v === null || v === '') continue;
    out.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return out.join('&');
}

/** Keys a feed ignores: paging, and the order (a feed is newest first). */
const FEED_IGNORED_KEYS = new Set(['page', 'limit', 'sort_order']);

/**
 * The canonical query string of a board list's Atom feed (GET /feed/board.xml, docs/search.md "Feeds
 * of a board list"): the validated query's filters and search params in PROPERTIES_QUERY_KEYS order,
 * without paging or sort — so the board and the API name one feed by one URL.
 */
export function boardFeedQuery(query: PropertiesQuery): string {
  return canonicalQueryString(query, FEED_IGNORED_KEYS);
}

/**
 * The feed a board list names in `<link rel="alternate">`: the newest listings' (/new/feed.xml) for the
 * unfiltered board and the new collection, else the feed of the list's own query.
 */
export function boardFeedPath(query: PropertiesQuery): string {
  const feedQuery = boardFeedQuery(query);
  return feedQuery === '' || feedQuery === 'collection=new' ? '/new/feed.xml' : `/feed/board.xml?${feedQuery}`;
}

/** A query string as its keys and values (decoded); a repeated key or bad escape → null. */
export function parseQueryString(queryString: string): Record<string, string> | null {
  const raw: Record<string, string> = {};
  for (const part of queryString.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    let key: string;
    let v: string;
    try {
      key = decodeURIComponent((eq < 0 ? part : part.slice(0, eq)).replace(/\+/g, ' '));
      v = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      return null;
    }
    if (Object.prototype.hasOwnProperty.call(raw, key)) return null;
    // defineProperty so that a key such as '__proto__' stays an ordinary own property (then unknown)
    Object.defineProperty(raw, key, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return raw;
}

/**
 * The board page of a saved search's query: a word, tag, area category or collection is the page's
 * path (/search/:word, /tags/:tag, /area-category/:id, /new, /treasure — the first of them), the rest
 * stays in the query string the board reads (prefecture, municipality, category, ranges, search
 * params, and any second path-type filter: `boardQueryPathFilters`).
 */
export function savedSearchBoardPath(query: string): string {
  const params = parseQueryString(query) ?? {};
  let path = '/board';
  const take = (key: string) => {
    const v = params[key];
    delete params[key];
    return v;
  };
  if (params.word !== undefined) path = `/search/${encodeURIComponent(take('word'))}`;
  else if (params.tagId !== undefined) path = `/tags/${encodeURIComponent(take('tagId'))}`;
  else if (params.areaCategoryId !== undefined) path = `/area-category/${encodeURIComponent(take('areaCategoryId'))}`;
  else if (params.collection !== undefined) path = `/${encodeURIComponent(take('collection'))}`;
  const rest = Object.keys(params).map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k])}`);
  return rest.length > 0 ? `${path}?${rest.join('&')}` : path;
}

/** Filters a board list has in its path (/search/:word, /tags/:tag, /area-category/:id, /new, /treasure). */
export const PATH_TYPE_FILTER_KEYS = ['word', 'tagId', 'areaCategoryId', 'collection'] as const;
type PathTypeFilters = Pick<PropertiesQuery, (typeof PATH_TYPE_FILTER_KEYS)[number]>;

/**
 * The path-type filters a board URL's query string adds to the list's own (its path's): a saved
 * search with a word and a tag opens /search/{word}?tagId={tag}. Each value is read by the API's own
 * rule (validatePropertiesQuery); an invalid one is ignored, like any invalid filter of a board URL,
 * and one the path already fixes is not read.
 */
export function boardQueryPathFilters(get: (key: string) => string | null, fixed: Partial<Record<keyof PathTypeFilters, unknown>> = {}): PathTypeFilters {
  const out: Record<string, unknown> = {};
  for (const key of PATH_TYPE_FILTER_KEYS) {
    const raw = get(key);
    if (fixed[key] !== undefined || raw === null || raw === '') continue;
    const checked = validatePropertiesQuery({ [key]: raw });
    const value = checked.ok ? (checked.value as unknown as Record<string, unknown>)[key] : undefined;
    if (value !== undefined) out[key] = value;
  }
  return out as PathTypeFilters;
}

/** The name rule: trimmed, 1..SAVED_SEARCH_NAME_MAX_LENGTH characters. */
export function validateSavedSearchName(input: unknown): { ok: true; value: string } | { ok: false; message: string } {
  const name = typeof input === 'string' ? input.trim() : '';
  if (name === '') return { ok: false, message: SAVED_SEARCH_MESSAGES.nameRequired };
  if (codePointLength(name) > SAVED_SEARCH_NAME_MAX_LENGTH) return { ok: false, message: SAVED_SEARCH_MESSAGES.nameTooLong };
  return { ok: true, value: name };
}
