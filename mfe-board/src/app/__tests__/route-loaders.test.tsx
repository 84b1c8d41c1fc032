import { EMPTY_POSTING_VALUES, MESSAGES, STORAGE_KEYS, type MapMarker, type PostingDetail } from '@akiya/contracts';
import { commonApi, loadQuery, type AppStore } from '@akiya/shared-ui';
import { loggedInBaseData, testBaseData, testUser } from '../../../../tools/testing/base-data';
import { checkLoaderCoverage, expectLoaderCoverage } from '../../../../tools/testing/loader-coverage';
import { answersByRoute, mockFetch, NOT_FOUND_ANSWER } from '../../../../tools/testing/mock-fetch';
import { makeDetail, makeListResponse, makeListing } from '../../testing/fixtures';
import { routes } from '../routes';

// The server renders a page once, after the loaders of its routes: every query the page's first
// render reads must have been started by them with the same arguments. Each case runs the loaders
// for a path, renders the page with that store and checks it asked for nothing more.

// The map and the posting form are lazy chunks: loaded beforehand, so that their pages render (and
// would ask for what the loader did not) within the check's first renders.
beforeAll(async () => {
  await Promise.all([import('../../features/map/components/map-page'), import('../../features/posting/components/post-page')]);
});
afterEach(() => jest.restoreAllMocks());

const BASE = '/api/common/base-data';
const MARKERS: MapMarker[] = [{ id: 1, title: '物件1の古民家', price_man_yen: 350, prefecture_code: '13', lat: 35.7, lng: 139.5 }];
const POSTING: PostingDetail = {
  id: 5,
  values: { ...EMPTY_POSTING_VALUES, title: '海の見える家' },
  images: [],
  moderation_status: 'returned',
  moderation_reason: '写真を追加してください',
  is_published: false,
  updated_at: '2026-11-02T03:00:00.000Z',
};

/** A prefecture's municipalities (GET /api/areas/{pref}/cities): two, one with listings. */
const CITIES = (pref: string) => ({
  prefecture_code: pref,
  items:
    pref === '20'
      ? [
          { code: '20201', name: '長野市', kana: 'ナガノシ', count: 0 },
          { code: '20202', name: '松本市', kana: 'マツモトシ', count: 42 },
        ]
      : [
          { code: '13101', name: '千代田区', kana: 'チヨダク', count: 0 },
          { code: '13205', name: '青梅市', kana: 'オウメシ', count: 7 },
        ],
});
const cities = (pref: string) => `/api/areas/${pref}/cities`;

const UNAUTHORIZED = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: MESSAGES.loginRequired, code: 'not-authed' } };

/** The board's API: 42 listings for any list, listing 296 (seller 396), the markers, posting 5; base data `baseData`. */
function boardApi(baseData = testBaseData()) {
  return mockFetch(
    answersByRoute({
      '/api/properties': (r) => ({ body: makeListResponse({ page: Number(r.url.searchParams.get('page') ?? 1), total: 42 }) }),
      '/api/properties/296': { body: makeDetail(296, { title: '囲炉裏のある古民家' }) },
      '/api/properties/404': NOT_FOUND_ANSWER,
      '/api/my-page/get-user-public/396': { body: { name: '田中太郎', contact_count: 3 } },
      '/api/properties/markers': { body: { items: MARKERS, capped: false } },
      '/api/post/5': { body: POSTING },
      '/api/areas/13/cities': { body: CITIES('13') },
      '/api/areas/20/cities': { body: CITIES('20') },
    }),
    { baseData },
  );
}

/** What the shell's layout loader has done by the time the page renders: base data is in the store. */
const shellLayout = (store: AppStore) => loadQuery(store.dispatch, commonApi.endpoints.getBaseData, undefined);

/** Runs `path`'s loaders (after the shell's) and renders it: nothing asked for, by the loaders or by the page after them. */
async function renderAskingNothing(path: string) {
  return (await expectLoaderCoverage(routes, path, boardApi(), [], { prepare: shellLayout })).container;
}

const q = (text: string) => encodeURIComponent(text);
const list = (query: string) => `/api/properties?${query}`;
const sorted = (paths: string[]) => [...paths].sort();

describe('board route loaders', () => {
  it.each([
    ['/board', list('page=1&limit=10'), '掲示板'],
    ['/board/page/2', list('page=2&limit=10'), '掲示板'],
    ['/new', list('page=1&limit=10&collection=new&sort_order=publish-desc'), '新着物件'],
    ['/treasure/page/3', list('page=3&limit=10&collection=treasure'), 'お宝物件'],
    [`/search/${q('古民家')}`, list(`page=1&limit=10&word=${q('古民家')}`), '古民家'],
    [
      `/search/${q('古民家')}/page/2?sort=price-asc&photo=has&price_to=500&utm_source=x`,
      list(`page=2&limit=10&word=${q('古民家')}&sort_order=price-asc&price_to=500&photo=has`),
      '古民家',
    ],
    ['/area/13', [cities('13'), list('page=1&limit=10&area=13')], '東京都'],
    ['/area/13?price_undecided=no&reception=yes', [cities('13'), list('page=1&limit=10&area=13&price_undecided=no&reception=yes')], '東京都'],
    ['/area/20/20202', [cities('20'), list('page=1&limit=10&area=20&city=20202')], '長野県松本市'],
    ['/area/20/20202/page/2?sort=land-desc', [cities('20'), list('page=2&limit=10&area=20&city=20202&sort_order=land-desc')], '長野県松本市'],
    [`/tags/${q('古民家')}`, list(`page=1&limit=10&tagId=${q('古民家')}`), '古民家'],
    ['/tags/okuen/page/2', list('page=2&limit=10&tagId=okuen'), '1億円超'],
    ['/category/2', list('page=1&limit=10&categoryId=2'), '古民家'],
    ['/area-category/1/page/2', list('page=2&limit=10&areaCategoryId=1'), '海の近く'],
  ])('%s: the page of the list the address asks for', async (path, expected: string | string[], heading) => {
    const fetch = boardApi();
    const { container } = await expectLoaderCoverage(routes, path, fetch, typeof expected === 'string' ? [expected] : expected, { prepare: shellLayout, anyOrder: true });
    expect(container.querySelector('h1')).toHaveTextContent(heading);
    expect(container.querySelectorAll('[data-testid="listing-card"]')).toHaveLength(10);
  });

  it('a list on its own: the loader asks for base data first, then the list with the saved search params of the signed-in user', async () => {
    const user = testUser();
    const fetch = boardApi(loggedInBaseData(user, { searchParams: { ...testBaseData().searchParams, sort_order: 'price-desc', photo: 'both' } }));
    const { container } = await expectLoaderCoverage(routes, '/area/13?photo=has', fetch, [BASE, cities('13'), list('page=1&limit=10&area=13&sort_order=price-desc&photo=has')]);
    expect(container.querySelectorAll('[data-testid="listing-card"]')).toHaveLength(10);
  });

  it.each([
    ['/category/18', 'the hidden category'],
    ['/category/99', 'an unknown category'],
    ['/area-category/9', 'an unknown area category'],
    ['/area/99', 'an unknown prefecture'],
    ['/area/13/20202', 'a municipality of another prefecture'],
    ['/area/20/2020', 'a municipality code of 4 digits'],
    ['/board/page/0', 'page 0'],
    ['/category/x', 'a category that is no number'],
    ['/board/page/x', 'a page that is no number'],
  ])('%s (%s) is the 404 page: no list is asked for', async (path) => {
    const container = await renderAskingNothing(path);
    expect(container.querySelector('[data-testid="error-page"]')).toHaveAttribute('data-status', '404');
  });

  it('/area/20/20999 (a municipality the prefecture does not have) is the 404 page: only the municipalities are asked for', async () => {
    const { container } = await expectLoaderCoverage(routes, '/area/20/20999', boardApi(), [cities('20')], { prepare: shellLayout });
    expect(container.querySelector('[data-testid="error-page"]')).toHaveAttribute('data-status', '404');
  });

  it('/area/20 links the municipalities that have listings, with their counts', async () => {
    const { container } = await checkLoaderCoverage(routes, '/area/20', boardApi(), shellLayout);
    const links = [...container.querySelectorAll('[data-testid="municipality-links"] a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['松本市（42件）', '/area/20/20202']]);
  });

  it.each([
    ['/search/x', 'a word too short'],
    ['/search', 'no word'],
  ])('%s (%s): the hint and the search box, no list asked for', async (path) => {
    const container = await renderAskingNothing(path);
    expect(container.querySelector('input[type="search"]')).not.toBeNull();
  });

  it('/board/page/1 redirects to /board and asks for no list itself', async () => {
    const fetch = boardApi();
    const { loaded, extra } = await checkLoaderCoverage(routes, '/board/page/1', fetch, shellLayout);
    expect(loaded).toEqual([]);
    // The test's router follows the redirect and renders /board without running its loader; on the
    // server the redirect is the answer, and the browser's next request runs /board's loader.
    expect(extra).toEqual([list('page=1&limit=10')]);
  });

  it.each(['/categories', '/category'])('%s: the categories of base data', async (path) => {
    const fetch = boardApi();
    const { container } = await expectLoaderCoverage(routes, path, fetch, [BASE]);
    expect(container.querySelectorAll('a[href^="/category/"]')).toHaveLength(17);
  });

  it("/project/296 for a visitor: the listing and base data (the seller's profile is for signed-in users)", async () => {
    const fetch = boardApi();
    const { container } = await expectLoaderCoverage(routes, '/project/296', fetch, ['/api/properties/296', BASE], { anyOrder: true });
    expect(container.querySelector('h1')).toHaveTextContent('囲炉裏のある古民家');
    expect(container.querySelector('[data-testid="seller-profile"]')).toHaveTextContent('田中さん');
  });

  it("/project/296 for a signed-in user: the listing, base data, then the seller's profile", async () => {
    const fetch = boardApi(loggedInBaseData());
    const { loaded, extra, container } = await checkLoaderCoverage(routes, '/project/296', fetch);
    expect(sorted(loaded.slice(0, 2))).toEqual(sorted(['/api/properties/296', BASE]));
    expect(loaded.slice(2)).toEqual(['/api/my-page/get-user-public/396']);
    expect(extra).toEqual([]);
    expect(container.querySelector('[data-testid="seller-profile"]')).toHaveTextContent('田中太郎');
    expect(container.querySelector('[data-testid="seller-profile"]')).toHaveTextContent('3');
  });

  it('/project/404: a missing listing is its 404 answer, asked for once', async () => {
    const fetch = boardApi(loggedInBaseData());
    const { container } = await expectLoaderCoverage(routes, '/project/404', fetch, ['/api/properties/404'], { prepare: shellLayout });
    expect(container.querySelector('[data-testid="error-page"]')).toHaveAttribute('data-status', '404');
  });

  it('/project/x7 is the 404 page and loads nothing', async () => {
    await renderAskingNothing('/project/x7');
  });

  it.each([
    ['/map', '/api/properties/markers'],
    ['/map?area=13', '/api/properties/markers?area=13'],
    ['/map?area=99', '/api/properties/markers'],
  ])('%s: the markers of the map', async (path, expected) => {
    const fetch = boardApi();
    const { container } = await expectLoaderCoverage(routes, path, fetch, [expected], { prepare: shellLayout });
    expect(container).toHaveTextContent('1件の物件を地図に表示しています');
  });

  it('/post: base data (the categories of the form, who is signed in)', async () => {
    const fetch = boardApi();
    const { container } = await expectLoaderCoverage(routes, '/post', fetch, [BASE]);
    expect(container.querySelector('form[aria-label="物件の投稿"]')).not.toBeNull();
  });

  it('/post?id=5: base data and the listing to edit', async () => {
    const fetch = boardApi(loggedInBaseData());
    const { container } = await expectLoaderCoverage(routes, '/post?id=5', fetch, [BASE, '/api/post/5'], { anyOrder: true });
    expect(container).toHaveTextContent('差し戻しの理由：写真を追加してください');
  });

  it("/post?id=5 for a visitor: the API's 401 is the answer the page renders (the login prompt), asked for once", async () => {
    const fetch = mockFetch(answersByRoute({ '/api/post/5': UNAUTHORIZED }), { baseData: testBaseData() });
    const { container } = await expectLoaderCoverage(routes, '/post?id=5', fetch, [BASE, '/api/post/5'], { anyOrder: true });
    expect(container).toHaveTextContent(MESSAGES.loginRequired);
  });

  it('/post?id=x is the 404 page: no listing is asked for', async () => {
    const container = await renderAskingNothing('/post?id=x');
    expect(container.querySelector('[data-testid="error-page"]')).toHaveAttribute('data-status', '404');
  });

  it.each(['/histories', '/histories/page/2', '/post-finish?id=5'])('%s loads nothing and asks for nothing', async (path) => {
    // The history is this browser's own (localStorage); its cards' hearts read base data, which the shell's layout loads.
    localStorage.setItem(STORAGE_KEYS.histories, JSON.stringify(Array.from({ length: 12 }, (_, i) => makeListing(i + 1))));
    await renderAskingNothing(path);
  });
});
