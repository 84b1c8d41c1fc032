import {
  DEFAULT_SEARCH_PARAMS,
  MESSAGES,
  type ApiErrorBody,
  type BaseData,
  type PostSearchParamsResponse,
  type PropertyListResponse,
} from '@akiya/contracts';
import { party } from './support/deals';
import { Browser } from './support/browser';
import { expectFormErrors } from './support/form-errors';
import { useSearchBoard } from './support/board';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The saved search params (POST /api/user/post-search-params): validation, CSRF, and the board
 * applying them when a request gives none — on SQLite, and on MySQL/MariaDB when TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('saved search params on %s', (engine) => {
  const t = useTestApp(engine);
  useSearchBoard(t);

  describe('POST /api/user/post-search-params', () => {
    /** A logged-in browser of a fresh verified user. */
    const loggedIn = async (): Promise<Browser> => (await party(t)).browser;

    it('stores the validated params for the user, absent ones filled with the defaults, and base data answers them', async () => {
      const browser = await loggedIn();
      const res = await browser.post('/api/user/post-search-params', { sort_order: 'price-asc', price_from: '100', price_to: 300, photo: 'has' });
      expect(res.statusCode).toBe(200);
      const saved = { ...DEFAULT_SEARCH_PARAMS, sort_order: 'price-asc', price_from: '100', price_to: '300', photo: 'has' };
      expect(res.json<PostSearchParamsResponse>()).toEqual({ success: true, searchParams: saved });
      expect((await browser.get('/api/common/base-data')).json<BaseData>().searchParams).toEqual(saved);
      // Another visitor (or the same user logged out) still gets the defaults.
      expect((await t.get('/api/common/base-data')).json<BaseData>().searchParams).toEqual(DEFAULT_SEARCH_PARAMS);
      // Saving again replaces them.
      await browser.post('/api/user/post-search-params', {});
      expect((await browser.get('/api/common/base-data')).json<BaseData>().searchParams).toEqual(DEFAULT_SEARCH_PARAMS);
    });

    it('is 401 when logged out, and stores nothing', async () => {
      const res = await new Browser(t.app).post('/api/user/post-search-params', { sort_order: 'price-asc' });
      expect(res.statusCode).toBe(401);
      expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.loginRequired);
    });

    it('answers 400 with Japanese messages per field, and keeps what was saved before', async () => {
      const browser = await loggedIn();
      await browser.post('/api/user/post-search-params', { photo: 'has' });
      const res = await browser.post('/api/user/post-search-params', {
        sort_order: 'cheap-first',
        price_from: '500',
        price_to: '100',
        reception: 'sometimes',
        color: 'red',
      });
      expectFormErrors(res, {
        color: [MESSAGES.unknownParameter],
        sort_order: [MESSAGES.invalidValue],
        reception: [MESSAGES.invalidValue],
        price_to: [MESSAGES.priceRangeReversed],
      });
      const reversed = await browser.post('/api/user/post-search-params', { price_from: '500', price_to: '100' });
      expect(reversed.json<ApiErrorBody>().errors).toEqual({ price_to: [MESSAGES.priceRangeReversed] });
      expect((await browser.get('/api/common/base-data')).json<BaseData>().searchParams).toEqual({ ...DEFAULT_SEARCH_PARAMS, photo: 'has' });
    });

    it('clamps a huge price bound (the column always fits)', async () => {
      const browser = await loggedIn();
      const res = await browser.post('/api/user/post-search-params', { price_from: '9'.repeat(300) });
      expect(res.statusCode).toBe(200);
      expect(res.json<PostSearchParamsResponse>().searchParams.price_from).toBe('2147483647');
    });

    it('is a state-changing request: refused without the CSRF token', async () => {
      const browser = await loggedIn();
      const res = await browser.post('/api/user/post-search-params', { photo: 'has' }, { csrf: false });
      expect(res.statusCode).toBe(403);
      expect((await browser.get('/api/common/base-data')).json<BaseData>().searchParams).toEqual(DEFAULT_SEARCH_PARAMS);
    });

    it('GET /api/properties applies the saved params when the request gives none, the request’s own otherwise', async () => {
      const browser = await loggedIn();
      await browser.post('/api/user/post-search-params', { sort_order: 'price-asc', price_undecided: 'no', price_from: '200', price_to: '600' });
      const get = async (b: Browser | null, qs: string) => {
        const res = b ? await b.get(`/api/properties${qs}`) : await t.get(`/api/properties${qs}`);
        expect(res.statusCode).toBe(200);
        return res.json<PropertyListResponse>();
      };
      const mine = await get(browser, '?limit=50');
      expect(mine.total).toBeGreaterThan(0);
      const prices = mine.items.map((i) => i.price_man_yen);
      expect(prices.every((p) => p !== null && p >= 200 && p <= 600)).toBe(true);
      expect(prices).toEqual([...prices].sort((a, b) => (a ?? 0) - (b ?? 0)));

      // The same URL for a visitor: every listing, newest first.
      const visitor = await get(null, '?limit=50');
      expect(visitor.total).toBeGreaterThan(mine.total);
      expect(visitor.items.some((i) => i.price_man_yen === null)).toBe(true);

      // Any search param in the request: the request's choice for this visit, saved params ignored.
      const chosen = await get(browser, '?limit=50&sort_order=publish-desc');
      expect(chosen.total).toBe(visitor.total);
      expect(chosen.items.map((i) => i.id)).toEqual(visitor.items.map((i) => i.id));

      // A filter (area) still gets the saved params.
      const area = await get(browser, '?area=01&limit=50');
      expect(area.items.every((i) => i.prefecture_code === '01' && i.price_man_yen !== null && i.price_man_yen >= 200)).toBe(true);
    });
  });
});
