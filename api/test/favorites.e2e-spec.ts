import { DEFAULT_SEARCH_PARAMS, FAVORITES_PAGE_SIZE, MESSAGES, type ApiErrorBody, type BaseData, type FavoriteListResponse, type FavoriteToggleResponse } from '@akiya/contracts';
import { FavoritesAndMySearch1763800000000 } from '../src/database/migrations/1763800000000-FavoritesAndMySearch';
import { PropertiesService } from '../src/properties/properties.service';
import { Browser } from './support/browser';
import { party } from './support/deals';
import { PUBLISHED_FIXTURES, seedFixtures, type Fixtures } from './support/fixtures';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * Favourites (issue 4): POST / DELETE /api/favorites/{id}, GET /api/favorites, base data
 * `favorites` — login, CSRF, 404s, idempotence, order, paging, unpublished listings — on SQLite,
 * and on MySQL/MariaDB when TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('favorites on %s', (engine) => {
  const t = useTestApp(engine);
  let fx: Fixtures;

  beforeAll(async () => {
    fx = await seedFixtures(t.dataSource, t.config.publicUploadsDir);
  });

  /** A logged-in browser of a fresh verified user (each test its own favourites). */
  const newUser = async (): Promise<Browser> => (await party(t)).browser;
  const baseData = async (browser: Browser) => (await browser.get('/api/common/base-data')).json<BaseData>();
  const add = (browser: Browser, id: number | string, options = {}) => browser.request('POST', `/api/favorites/${id}`, undefined, options);
  const remove = (browser: Browser, id: number | string, options = {}) => browser.request('DELETE', `/api/favorites/${id}`, undefined, options);

  it('runs its migration: a unique (user_id, property_id) pair', async () => {
    expect(await t.dataSource.query('SELECT name FROM migrations WHERE name = ?', [new FavoritesAndMySearch1763800000000().name])).toHaveLength(1);
    const browser = await newUser();
    const { user } = await baseData(browser);
    await t.dataSource.query('INSERT INTO favorites (user_id, property_id, created_at) VALUES (?, ?, ?)', [user!.id, fx.ids.kominka, '2025-01-01 00:00:00']);
    await expect(
      t.dataSource.query('INSERT INTO favorites (user_id, property_id, created_at) VALUES (?, ?, ?)', [user!.id, fx.ids.kominka, '2025-01-02 00:00:00']),
    ).rejects.toThrow();
  });

  it('is 401 with the login message when logged out, for every call', async () => {
    const visitor = new Browser(t.app);
    for (const res of [await add(visitor, fx.ids.kominka), await remove(visitor, fx.ids.kominka), await visitor.get('/api/favorites')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.loginRequired);
    }
    const data = await baseData(visitor);
    expect(data.favorites).toEqual([]);
    expect(data.user).toBeNull();
  });

  it('refuses a toggle without the CSRF token (403) and stores nothing', async () => {
    const browser = await newUser();
    expect((await add(browser, fx.ids.kominka, { csrf: false })).statusCode).toBe(403);
    expect((await remove(browser, fx.ids.kominka, { csrf: false })).statusCode).toBe(403);
    expect((await baseData(browser)).favorites).toEqual([]);
  });

  it('adds and removes a favourite; base data (and its user) carries the ids, newest first', async () => {
    const browser = await newUser();
    const first = await add(browser, fx.ids.kominka);
    expect(first.statusCode).toBe(200);
    expect(first.json<FavoriteToggleResponse>()).toEqual({ success: true, favorite: true, favorites: [fx.ids.kominka] });
    const second = await add(browser, fx.ids.loghouse);
    expect(second.json<FavoriteToggleResponse>().favorites).toEqual([fx.ids.loghouse, fx.ids.kominka]);

    let data = await baseData(browser);
    expect(data.favorites).toEqual([fx.ids.loghouse, fx.ids.kominka]);
    expect(data.user?.favorites).toEqual([fx.ids.loghouse, fx.ids.kominka]);

    const removed = await remove(browser, fx.ids.loghouse);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<FavoriteToggleResponse>()).toEqual({ success: true, favorite: false, favorites: [fx.ids.kominka] });
    data = await baseData(browser);
    expect(data.favorites).toEqual([fx.ids.kominka]);
  });

  it('is idempotent: adding twice keeps one row, removing twice succeeds', async () => {
    const browser = await newUser();
    await add(browser, fx.ids.kominka);
    const again = await add(browser, fx.ids.kominka);
    expect(again.statusCode).toBe(200);
    expect(again.json<FavoriteToggleResponse>().favorites).toEqual([fx.ids.kominka]);
    expect((await remove(browser, fx.ids.kominka)).statusCode).toBe(200);
    const twice = await remove(browser, fx.ids.kominka);
    expect(twice.statusCode).toBe(200);
    expect(twice.json<FavoriteToggleResponse>().favorites).toEqual([]);
  });

  it('keeps each user’s favourites apart', async () => {
    const a = await newUser();
    const b = await newUser();
    await add(a, fx.ids.kominka);
    expect((await baseData(b)).favorites).toEqual([]);
    expect((await remove(b, fx.ids.kominka)).statusCode).toBe(200);
    expect((await baseData(a)).favorites).toEqual([fx.ids.kominka]);
  });

  it('answers 404 for an unknown, unpublished or stopped listing, 400 for a bad id', async () => {
    const browser = await newUser();
    for (const id of [999999, fx.ids.unpublished, fx.ids.stopped]) {
      const res = await add(browser, id);
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiErrorBody>()).toMatchObject({ statusCode: 404, message: MESSAGES.notFound, errors: { id: [MESSAGES.notFound] } });
      expect((await remove(browser, id)).statusCode).toBe(404);
    }
    for (const id of ['abc', '0', '-1']) expect((await add(browser, id)).statusCode).toBe(400);
    expect((await baseData(browser)).favorites).toEqual([]);
  });

  it('hides a favourite whose listing stops being published, and shows it again when it comes back', async () => {
    const browser = await newUser();
    const service = t.app.get(PropertiesService);
    await add(browser, fx.ids.hiragana);
    await service.updateListing(fx.ids.hiragana, { isStopPublished: true });
    try {
      expect((await baseData(browser)).favorites).toEqual([]);
      expect((await browser.get('/api/favorites')).json<FavoriteListResponse>().total).toBe(0);
      // It can still be removed while hidden.
      expect((await remove(browser, fx.ids.hiragana)).statusCode).toBe(200);
      await t.dataSource.query('INSERT INTO favorites (user_id, property_id, created_at) VALUES (?, ?, ?)', [
        (await baseData(browser)).user!.id,
        fx.ids.hiragana,
        '2025-01-01 00:00:00',
      ]);
    } finally {
      await service.updateListing(fx.ids.hiragana, { isStopPublished: false });
    }
    expect((await baseData(browser)).favorites).toEqual([fx.ids.hiragana]);
  });

  it('lists the favourites as listing cards, ten per page, newest first; past the last page is 404', async () => {
    const browser = await newUser();
    const chosen = PUBLISHED_FIXTURES.slice(0, FAVORITES_PAGE_SIZE + 2).map((f) => fx.ids[f.key]);
    for (const id of chosen) expect((await add(browser, id)).statusCode).toBe(200);
    const newestFirst = [...chosen].reverse();

    const page1 = await browser.get('/api/favorites');
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json<FavoriteListResponse>();
    expect(body1).toMatchObject({ total: chosen.length, page: 1, limit: FAVORITES_PAGE_SIZE, totalPages: 2 });
    expect(body1.items.map((i) => i.id)).toEqual(newestFirst.slice(0, FAVORITES_PAGE_SIZE));
    const card = body1.items[0];
    expect(card).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String), prefecture_name: expect.any(String), categories: expect.any(Array) }));

    const page2 = (await browser.get('/api/favorites?page=2')).json<FavoriteListResponse>();
    expect(page2.items.map((i) => i.id)).toEqual(newestFirst.slice(FAVORITES_PAGE_SIZE));

    const past = await browser.get('/api/favorites?page=3');
    expect(past.statusCode).toBe(404);
    expect(past.json<ApiErrorBody>().errors).toEqual({ page: [MESSAGES.notFound] });

    expect((await browser.get('/api/favorites?page=0')).json<ApiErrorBody>()).toMatchObject({ statusCode: 400, errors: { page: [MESSAGES.invalidPage] } });
    expect((await browser.get('/api/favorites?limit=50')).json<ApiErrorBody>()).toMatchObject({ statusCode: 400, errors: { limit: [MESSAGES.unknownParameter] } });
  });

  it('answers page 1 of no favourites as an empty 200', async () => {
    const browser = await newUser();
    const res = await browser.get('/api/favorites');
    expect(res.statusCode).toBe(200);
    expect(res.json<FavoriteListResponse>()).toEqual({ items: [], total: 0, page: 1, limit: FAVORITES_PAGE_SIZE, totalPages: 0 });
    expect((await baseData(browser)).searchParams).toEqual(DEFAULT_SEARCH_PARAMS);
  });
});
