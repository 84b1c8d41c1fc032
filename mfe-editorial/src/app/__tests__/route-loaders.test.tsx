import type { MyPartnerResponse, PostedPropertyListResponse } from '@akiya/contracts';
import { commonApi, loadQuery, type AppStore } from '@akiya/shared-ui';
import { loggedInBaseData, testBaseData } from '../../../../tools/testing/base-data';
import { checkLoaderCoverage, expectLoaderCoverage } from '../../../../tools/testing/loader-coverage';
import { answersByRoute, mockFetch, NOT_FOUND_ANSWER } from '../../../../tools/testing/mock-fetch';
import { fakeArticle, fakeArticleDetail, fakeNews, fakeNewsDetail, fakePage, fakeSolution, fakeSolutionDetail } from '../../testing/editorial-fixtures';
import { routes } from '../routes';

// The server renders a page once, after the loaders of its routes: every query the page's first
// render reads must have been started by them with the same arguments. Each case runs the loaders
// for a path, renders the page with that store and checks it asked for nothing more.

afterEach(() => jest.restoreAllMocks());

const NEWS_CATEGORIES = ['お知らせ', 'イベント'];
const STOPPED: PostedPropertyListResponse = { items: [], total: 0, page: 1, limit: 10, totalPages: 1 };
const NO_PARTNER: MyPartnerResponse = { partner: null, referrals: [], rewards: [] };

/** The API of the editorial pages, answering base data with `baseData` (a visitor's by default). */
function editorialApi(baseData = testBaseData()) {
  return mockFetch(
    answersByRoute({
      '/api/articles': { body: fakePage([fakeArticle(1), fakeArticle(2)], 2, 3) },
      '/api/article/5': { body: fakeArticleDetail(5, { type: 7, typeName: 'blog', category: null, categoryName: null }) },
      '/api/article/99': NOT_FOUND_ANSWER,
      '/api/news': { body: fakePage([fakeNews(1)], 1, 1, { categories: NEWS_CATEGORIES }) },
      '/api/news/12': { body: fakeNewsDetail(12) },
      '/api/solutions': { body: fakePage([fakeSolution(1)], 1, 1) },
      '/api/solution/12': { body: fakeSolutionDetail(12) },
      '/api/my-page/project': { body: STOPPED },
      '/api/my-page/partner': { body: NO_PARTNER },
    }),
    { baseData },
  );
}

/** What the shell's layout loader has done by the time the page renders: base data is in the store. */
const shellLayout = (store: AppStore) => loadQuery(store.dispatch, commonApi.endpoints.getBaseData, undefined);

const q = (text: string) => encodeURIComponent(text);

/** Runs `path`'s loaders (after the shell's) and renders it: exactly `expected` asked for, nothing more, the h1 `heading`. */
async function expectPage(path: string, expected: string[], heading: string) {
  const { container } = await expectLoaderCoverage(routes, path, editorialApi(), expected, { prepare: shellLayout });
  expect(container.querySelector('h1')).toHaveTextContent(heading);
}

describe('editorial route loaders', () => {
  it.each([
    ['/reviews', ['/api/articles?type=2'], '体験談'],
    ['/reviews/page/2', ['/api/articles?type=2&page=2'], '体験談'],
    ['/blog/page/3', ['/api/articles?type=7&page=3'], '保健室だより'],
    ['/reviews/category/kominka/page/2', ['/api/articles?type=2&page=2&category=kominka'], '古民家の体験談'],
    ['/news', ['/api/news'], 'お知らせ'],
    [`/news/category/${q('イベント')}/page/2`, [`/api/news?page=2&categoryName=${q('イベント')}`], 'イベントのお知らせ'],
    ['/solution', ['/api/solutions'], 'Q&A'],
    [`/solution/page/2?tag=${q('相続')}`, [`/api/solutions?page=2&tag=${q('相続')}`], 'Q&A'],
  ])('%s: the list page of the address', expectPage);

  it.each([
    ['/blog/5', ['/api/article/5?type=7'], '体験談 5'],
    ['/blog/5?preview=1', ['/api/article/5?type=7&preview=1'], '体験談 5'],
    ['/news/12', ['/api/news/12'], 'お知らせ 12'],
    ['/solution/12-how-to-sell', ['/api/solution/12'], '質問 12'],
  ])('%s: the entry of the address', expectPage);

  it('a missing article: the loader lets its 404 settle and the page is the 404 page', async () => {
    const fetch = editorialApi();
    const { loaded, container } = await checkLoaderCoverage(routes, '/reviews/99', fetch, shellLayout);
    expect(loaded).toEqual(['/api/article/99?type=2']);
    expect(container.querySelector('[data-testid="error-page"]')).toHaveAttribute('data-status', '404');
  });

  // Known gap outside this remote: RTK Query asks again for a refused (rejected) query when a
  // component subscribes to it, as it has no fulfilled time. Until refusals a loader settled are
  // marked answered (shared-ui or the server's state), the 404 page asks once more. This test starts
  // passing then: make it a plain `it`.
  it('a missing article: the 404 page asks nothing more', async () => {
    const fetch = editorialApi();
    const { extra } = await checkLoaderCoverage(routes, '/reviews/99', fetch, shellLayout);
    expect(extra).toEqual([]);
  });

  it.each([
    ['/reviews/page/99', '/api/articles', '/api/articles?type=2&page=99'],
    ['/solution/page/99', '/api/solutions', '/api/solutions?page=99'],
    ['/news/page/99', '/api/news', '/api/news?page=99'],
    [`/news/category/${q('<b>何か</b>')}/page/2`, '/api/news', `/api/news?page=2&categoryName=${q('<b>何か</b>')}`],
  ])('%s, past the last page: the loader lets the API\'s 404 settle and the first render is the 404 page alone', async (path, endpoint, expected) => {
    const fetch = mockFetch(answersByRoute({ [endpoint]: NOT_FOUND_ANSWER }), { baseData: testBaseData() });
    const { loaded, container } = await checkLoaderCoverage(routes, path, fetch, shellLayout);
    expect(loaded).toEqual([expected]);
    expect(container.querySelector('[data-testid="error-page"]')).toHaveAttribute('data-status', '404');
    expect([...container.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['This page could not be found']);
    expect(container).not.toHaveTextContent('何か');
  });

  it('/news/category/{a name no news item has}: the loader loads the list, whose categories make the first render the 404 page', async () => {
    const fetch = editorialApi();
    const { container } = await expectLoaderCoverage(routes, `/news/category/${q('偽のお知らせ')}`, fetch, [`/api/news?categoryName=${q('偽のお知らせ')}`], { prepare: shellLayout });
    expect(container.querySelector('[data-testid="error-page"]')).toHaveAttribute('data-status', '404');
    expect(container).not.toHaveTextContent('偽の');
  });

  it('/reviews/page/1 goes to /reviews at once: its list is loaded', async () => {
    const fetch = editorialApi();
    await expectLoaderCoverage(routes, '/reviews/page/1', fetch, ['/api/articles?type=2'], { prepare: shellLayout });
  });

  it.each(['/reviews/page/0', '/reviews/page/1x', '/reviews/category/unknown', '/news/0', '/solution/how-to'])(
    '%s (the 404 page) loads nothing',
    async (path) => {
      const fetch = editorialApi();
      const { container } = await expectLoaderCoverage(routes, path, fetch, [], { prepare: shellLayout });
      expect(container.querySelector('[data-testid="error-page"]')).toHaveAttribute('data-status', '404');
    },
  );

  it("/forms/republish: a signed-in seller's stopped listings, after base data", async () => {
    const fetch = editorialApi(loggedInBaseData());
    const { container } = await expectLoaderCoverage(routes, '/forms/republish', fetch, ['/api/common/base-data', '/api/my-page/project?status=stopped']);
    expect(container).toHaveTextContent('掲載中止になっている物件はありません');
  });

  it('/forms/republish: a visitor gets the login link and no list', async () => {
    const fetch = editorialApi();
    const { container } = await expectLoaderCoverage(routes, '/forms/republish', fetch, [], { prepare: shellLayout });
    expect(container.querySelector('a[href="/login"]')).not.toBeNull();
  });

  it("/ouendan/join: a signed-in user's partner record", async () => {
    const fetch = editorialApi(loggedInBaseData());
    const { container } = await expectLoaderCoverage(routes, '/ouendan/join', fetch, ['/api/my-page/partner'], { prepare: shellLayout });
    expect(container.querySelector('form[aria-label="応援団の申し込み"]')).not.toBeNull();
  });

  it('/contact reads only base data (the shell loads it)', async () => {
    const fetch = editorialApi(loggedInBaseData());
    await expectLoaderCoverage(routes, '/contact', fetch, [], { prepare: shellLayout });
  });
});
