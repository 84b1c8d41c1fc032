import type { BankManageOverview, BankManagedListing } from '@akiya/contracts';
import { checkLoaderCoverage, expectLoaderCoverage } from '../../../../tools/testing/loader-coverage';
import { answersByRoute, mockFetch } from '../../../../tools/testing/mock-fetch';
import { MANIWA, MUNICIPALITIES, fakeDetail, fakeList, fakeListing } from '../../testing/fixtures';
import { routes } from '../routes';

// The server renders a page once, after the loaders of its routes: every query the page's first
// render reads must have been started by them with the same arguments. Each case runs the loaders
// for a path, renders the page with that store and checks it asked for nothing more.

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const OVERVIEW: BankManageOverview = {
  municipality: MANIWA,
  listings: [{ ...fakeListing(3), status: 'draft', updated_at: '2026-11-21T00:00:00.000Z', photo_count: 0 }],
};
const MANAGED: BankManagedListing = { ...fakeDetail(3), status: 'draft', updated_at: '2026-11-21T00:00:00.000Z', photos: [] };
const UNAUTHORIZED = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'ご利用にはログインが必要です。', code: 'not-authed' } };

/** The bank's API, as a member of 真庭市 sees it. */
function bankApi() {
  return mockFetch(
    answersByRoute({
      '/api/akiyabank/municipalities': { body: MUNICIPALITIES },
      '/api/akiyabank/listings': (r) => ({ body: fakeList([fakeListing(1), fakeListing(2)], { page: Number(r.url.searchParams.get('page')), totalPages: 3, total: 30 }) }),
      '/api/akiyabank/listings/7': { body: fakeDetail(7) },
      '/api/akiyabank/manage': { body: OVERVIEW },
      '/api/akiyabank/manage/listings/3': { body: MANAGED },
    }),
  );
}

describe('akiyabank route loaders', () => {
  it.each([
    ['/akiyabank', ['/api/akiyabank/listings?page=1'], '古民家 2'],
    ['/akiyabank/list', ['/api/akiyabank/municipalities', '/api/akiyabank/listings?page=1'], '古民家 2'],
    [
      '/akiyabank/list/page/2?prefecture=33&municipality=2',
      ['/api/akiyabank/municipalities', '/api/akiyabank/listings?page=2&prefecture=33&municipality=2'],
      '全30件中',
    ],
    ['/akiyabank/7', ['/api/akiyabank/listings/7'], '古民家 7'],
    ['/akiyabank/manage', ['/api/akiyabank/manage'], '古民家 3'],
    ['/akiyabank/manage/new', ['/api/akiyabank/manage'], '真庭市の物件管理物件を登録する'],
    ['/akiyabank/manage/municipality', ['/api/akiyabank/manage'], '真庭市のすべての物件ページ'],
    ['/akiyabank/manage/3/edit', ['/api/akiyabank/manage/listings/3'], '真庭市の物件管理物件の編集'],
  ])('%s', async (path, expected, shown) => {
    const fetch = bankApi();
    const { container } = await expectLoaderCoverage(routes, path, fetch, expected, { anyOrder: true });
    expect(container).toHaveTextContent(shown);
  });

  it('/akiyabank/list/page/0 is the 404 page: only the places of the filters are loaded', async () => {
    const fetch = bankApi();
    const { container } = await expectLoaderCoverage(routes, '/akiyabank/list/page/0', fetch, ['/api/akiyabank/municipalities']);
    expect(container.querySelector('[data-testid="error-page"]')).toHaveAttribute('data-status', '404');
  });

  it('/akiyabank/list/page/9, past the last page: the loaders load the list, so the first render is the 404 page', async () => {
    const fetch = bankApi();
    const { container } = await expectLoaderCoverage(routes, '/akiyabank/list/page/9', fetch, ['/api/akiyabank/municipalities', '/api/akiyabank/listings?page=9'], { anyOrder: true });
    expect(container.querySelector('[data-testid="error-page"]')).toHaveAttribute('data-status', '404');
    expect([...container.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['This page could not be found']);
  });

  it.each(['/akiyabank/x7', '/akiyabank/manage/x/edit'])('%s is the 404 page and loads nothing', async (path) => {
    const fetch = bankApi();
    await expectLoaderCoverage(routes, path, fetch, []);
  });

  it("a visitor's management page: the loader lets the API's 401 settle (the page asks to log in)", async () => {
    const fetch = mockFetch(answersByRoute({ '/api/akiyabank/manage': UNAUTHORIZED }));
    const { loaded } = await checkLoaderCoverage(routes, '/akiyabank/manage', fetch);
    expect(loaded).toEqual(['/api/akiyabank/manage']);
  });

  // Known gap outside this remote: RTK Query asks again for a refused (rejected) query when a
  // component subscribes to it, as it has no fulfilled time, so the page shows its loading state
  // and asks once more. Until refusals a loader settled are marked answered (shared-ui or the
  // server's state), this fails; then make it a plain `it`.
  it("a visitor's management page asks nothing more and shows the login prompt", async () => {
    const fetch = mockFetch(answersByRoute({ '/api/akiyabank/manage': UNAUTHORIZED }));
    const { extra, container } = await checkLoaderCoverage(routes, '/akiyabank/manage', fetch);
    expect(extra).toEqual([]);
    expect(container).toHaveTextContent('物件の管理には、自治体の担当者アカウントでのログインが必要です。');
  });
});
