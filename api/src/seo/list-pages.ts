import { ARTICLE_TYPES, ARTICLE_TYPE_PATHS, PAGE_SIZE, boardQueryPathFilters, prefectureByCode, reviewCategoryName, searchWord, type ArticleTypeName } from '@akiya/contracts';
import { municipalitiesOf } from '../municipalities/municipality-data';

/**
 * The list pages whose existence depends on data (docs/product.md §2), as the API query that decides it: a
 * board list (/board, /new, /treasure, /search/{word}, /area/{code}, /area/{code}/{city}, /tags/{tag}, /category/{id},
 * /area-category/{id}), an editorial list (the article types, /reviews/category/{slug}, /news,
 * /news/category/{name}, /solution) or the bank's list, each with its /page/{page}. `missing` when
 * the path alone says the page is not there (an unknown prefecture or story category, page 0).
 * Each query is the one the remote's page asks for (mfe-board listing-query.ts, mfe-editorial
 * *-api.ts, mfe-akiyabank listings-api.ts), as the API's validators read a query string.
 */
export type ListPage =
  | { kind: 'missing' }
  | { kind: 'properties'; query: Record<string, string> }
  | { kind: 'articles'; query: Record<string, string> }
  | { kind: 'news'; query: Record<string, string>; category: string | null }
  | { kind: 'solutions'; query: Record<string, string> }
  | { kind: 'bank'; query: Record<string, string> };

const MISSING: ListPage = { kind: 'missing' };

/** `<base>` or `<base>/page/<digits>`, with an optional trailing slash: the captures of base, then the page. */
function listPattern(base: string): RegExp {
  return new RegExp(`^${base}(?:/page/([0-9]+))?/?$`);
}

/** A board list's filter from its parameter (decoded), 'missing' for the 404 page, 'none' for a page that lists nothing. */
type BoardFilter = Record<string, string> | 'missing' | 'none';

const BOARD_LISTS: readonly [RegExp, (...params: string[]) => BoardFilter][] = [
  [listPattern('/board'), () => ({})],
  [listPattern('/new'), () => ({ collection: 'new' })],
  [listPattern('/treasure'), () => ({ collection: 'treasure' })],
  // An invalid search word shows the search hint (200), never a list.
  [listPattern('/search/([^/]+)'), (word) => (searchWord(word) === null ? { word: word.trim() } : 'none')],
  // A municipality page: the city must be one of that prefecture's (docs/search.md "Municipalities").
  [listPattern('/area/([^/]+)/([^/]+)'), (code, city) => {
    const prefecture = prefectureByCode(code);
    if (!prefecture || !/^[0-9]{5}$/.test(city) || !municipalitiesOf(prefecture.code).some((m) => m.code === city)) return 'missing';
    return { area: prefecture.code, city };
  }],
  [listPattern('/area/([^/]+)'), (code) => {
    const prefecture = prefectureByCode(code);
    return prefecture ? { area: prefecture.code } : 'missing';
  }],
  [listPattern('/tags/([^/]+)'), (tag) => (tag.trim() === '' ? 'missing' : { tagId: tag.trim() })],
  [listPattern('/category/([^/]+)'), (id) => ({ categoryId: id })],
  [listPattern('/area-category/([^/]+)'), (id) => ({ areaCategoryId: id })],
];

const ARTICLE_LISTS = (Object.keys(ARTICLE_TYPE_PATHS) as ArticleTypeName[]).map((name) => [listPattern(ARTICLE_TYPE_PATHS[name]), ARTICLE_TYPES[name]] as const);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The page number of a list path's `/page/{page}` (1 without it), or null for one no list has (0,
 * or too large to be a number): the remotes show the 404 page for it.
 */
function pageOf(param: string | undefined): number | null {
  if (param === undefined) return 1;
  const page = Number(param);
  return Number.isSafeInteger(page) && page >= 1 ? page : null;
}

/**
 * Whether a board list's `?city=` names a municipality that does not exist although it looks like
 * one (5 digits led by a prefecture code, inside the list's or the query's prefecture): the board
 * asks the API for it and shows the 404 page (the API's 404). A malformed or foreign code is ignored
 * by the board (mfe-board url-filters.ts), so its page is there.
 */
function unknownCityFilter(query: Record<string, string>, params: URLSearchParams): boolean {
  const city = params.get('city');
  if (query.city !== undefined || city === null || !/^[0-9]{5}$/.test(city) || !prefectureByCode(city.slice(0, 2))) return false;
  const area = query.area ?? params.get('area');
  if (area && prefectureByCode(area) && area !== city.slice(0, 2)) return false;
  return !municipalitiesOf(city.slice(0, 2)).some((m) => m.code === city);
}

/** The list page a path (as requested: percent-encoded) names, or null when it names none. */
export function listPageOf(pathname: string, search: string): ListPage | null {
  for (const [pattern, filter] of BOARD_LISTS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    // The captures: the path's parameters (none for /board, /new, /treasure), then the page.
    const params = match.slice(1, -1).map(decoded);
    const page = pageOf(match[match.length - 1]);
    if (params.some((value) => value === null)) return null;
    if (page === null) return MISSING;
    const query = filter(...(params as string[]));
    if (query === 'missing') return MISSING;
    if (query === 'none') return null;
    const searchParams = new URLSearchParams(search);
    if (unknownCityFilter(query, searchParams)) return MISSING;
    // A second path-type filter in the query string (a saved search's board URL) is the board's too: an unknown tag is a 404 there.
    const extra = Object.entries(boardQueryPathFilters((key) => searchParams.get(key), query)).map(([key, value]) => [key, String(value)]);
    return { kind: 'properties', query: { ...query, ...Object.fromEntries(extra), page: String(page), limit: String(PAGE_SIZE) } };
  }
  for (const [pattern, type] of ARTICLE_LISTS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const page = pageOf(match[1]);
    return page === null ? MISSING : { kind: 'articles', query: { type: String(type), page: String(page) } };
  }
  const stories = listPattern('/reviews/category/([^/]+)').exec(pathname);
  if (stories) {
    const slug = decoded(stories[1]);
    const page = pageOf(stories[2]);
    if (slug === null) return null;
    if (page === null || reviewCategoryName(slug) === null) return MISSING;
    return { kind: 'articles', query: { type: String(ARTICLE_TYPES.reviews), category: slug, page: String(page) } };
  }
  const news = listPattern('/news').exec(pathname) ?? listPattern('/news/category/([^/]+)').exec(pathname);
  if (news) {
    const [category, pageParam] = news.length > 2 ? [decoded(news[1]), news[2]] : [null, news[1]];
    if (news.length > 2 && category === null) return null;
    const page = pageOf(pageParam);
    if (page === null) return MISSING;
    return { kind: 'news', category, query: { page: String(page), ...(category !== null ? { categoryName: category } : {}) } };
  }
  const params = new URLSearchParams(search);
  const solutions = listPattern('/solution').exec(pathname);
  if (solutions) {
    const page = pageOf(solutions[1]);
    const tag = params.get('tag');
    return page === null ? MISSING : { kind: 'solutions', query: { page: String(page), ...(tag ? { tag } : {}) } };
  }
  const bank = listPattern('/akiyabank/list').exec(pathname);
  if (bank) {
    const page = pageOf(bank[1]);
    if (page === null) return MISSING;
    const filters = Object.fromEntries(['prefecture', 'municipality'].flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : [])));
    return { kind: 'bank', query: { page: String(page), ...filters } };
  }
  return null;
}
