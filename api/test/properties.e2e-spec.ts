import {
  DEFAULT_SEARCH_PARAMS,
  MESSAGES,
  TREASURE_MAX_PRICE_MAN_YEN,
  MAP_MARKERS_CAP,
  type ApiErrorBody,
  type BaseData,
  type MapMarkersResponse,
  type PostSearchParamsResponse,
  type PropertyDetail,
  type PropertyListResponse,
} from '@akiya/contracts';
import { PropertyImageEntity } from '../src/properties/entities/property-image.entity';
import { PropertiesService, type ListingFields } from '../src/properties/properties.service';
import { searchGrams } from '../src/properties/search-grams';
import { UserEntity } from '../src/users/entities/user.entity';
import { Browser } from './support/browser';
import { expectFormErrors } from './support/form-errors';
import { createUser, loginAs } from './support/accounts';
import { seedFixtures, type Fixtures, PUBLISHED_LISTING } from './support/fixtures';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The board at scale, behaviourally: the bigram word index, every search param, paging, the detail
 * page, the collections and the saved search params — on SQLite, and on MySQL/MariaDB when
 * TEST_DATABASE_URL is set. (Speed is bench/board.mjs's business.)
 */

const DAY = 24 * 3600 * 1000;

function fields(overrides: Partial<ListingFields> = {}): ListingFields {
  return {
    title: '検索テスト用の物件',
    description: '説明文です。',
    prefectureCode: '32',
    municipality: '隠岐の島町',
    addressPublic: '島根県隠岐の島町',
    priceManYen: 500,
    landOrBuilding: 'building',
    landArea: 100,
    buildingArea: 80,
    builtYear: 1970,
    structure: '木造',
    ...PUBLISHED_LISTING,
    publishedAt: new Date('2024-06-01T00:00:00Z'),
    lat: 36.2,
    lng: 133.3,
    ...overrides,
  };
}

describe.each(testEngines())('properties on %s', (engine) => {
  const t = useTestApp(engine);
  let fx: Fixtures;
  let service: PropertiesService;
  let sellerId: number;
  /** Listings made here through PropertiesService.createListing, by key. */
  const ids: Record<string, number> = {};
  let keyOf: Map<number, string>;

  const create = async (key: string, overrides: Partial<ListingFields>, photos = 0) => {
    ids[key] = await service.createListing(sellerId, fields(overrides));
    for (let n = 1; n <= photos; n++) {
      await t.dataSource.getRepository(PropertyImageEntity).insert({ propertyId: ids[key], path: `/uploads/properties/${ids[key]}/${n}.jpg`, comment: `写真${n}`, sort: n });
    }
    if (photos > 0) service.invalidate(); // images are written here directly, not through the service
    keyOf.set(ids[key], key);
    return ids[key];
  };

  beforeAll(async () => {
    fx = await seedFixtures(t.dataSource, t.config.publicUploadsDir);
    service = t.app.get(PropertiesService);
    sellerId = (await t.dataSource.getRepository(UserEntity).findOneByOrFail({ email: 'seller@example.jp' })).id;
    keyOf = new Map(Object.entries(fx.ids).map(([k, id]) => [id, k]));

    await create('garden', { title: '家庭菜園つきの平屋', description: '南向きの庭です。' });
    await create('scattered', { title: '家庭の庭菜と菜園の話', description: '家庭、庭菜、菜園は離れています。' });
    await create('spans', { title: '山あいの山', description: '小屋があります。', addressPublic: '島根県隠岐の島町布施' });
    await create('cafe', { title: 'カフェ向きの店舗', description: 'ＤＩＹ歓迎、ＷｉＦｉあり。' });
    await create('literal', {
      title: "O'Neil \"邸\" 50%OFF",
      description: 'ファイルはC:\\temp\\家にあります。a_bという記号も。',
    });
    await create('changing', { title: '更新前のタイトル', description: '古い説明です。' });
    await create('cheap', { title: '宝物の小屋', priceManYen: TREASURE_MAX_PRICE_MAN_YEN }, 1);
    await create('free', { title: '無償譲渡の蔵', priceManYen: 0 }, 2);
    await create('cheapNoPhoto', { title: '写真のない格安物件', priceManYen: 50 });
    await create('cheapClosed', { title: '受付停止の格安物件', priceManYen: 50, reception: false }, 1);
    await create('cheapSuspended', { title: '一時停止の格安物件', priceManYen: 50, isSuspension: true }, 1);
    await create('cheapPending', { title: '商談中の格安物件', priceManYen: 50, rootType: 'sales-pending' }, 1);
    await create('dear', { title: '少し高い物件', priceManYen: 101 }, 1);
    await create('undecided', { title: '価格未定の物件', priceManYen: null }, 1);
    await create('fresh', { title: '新着の物件', publishedAt: new Date(Date.now() - DAY) });
    await create('hidden', { title: '非公開の家庭菜園', isPublished: false });
  });

  const list = async (qs: string) => {
    const res = await t.get(`/api/properties${qs}`);
    if (res.statusCode !== 200) throw new Error(`${qs}: ${res.statusCode} ${res.body}`);
    return res.json<PropertyListResponse>();
  };
  const keys = (items: { id: number }[]) => items.map((i) => keyOf.get(i.id) ?? `?${i.id}`);
  const word = async (w: string) => keys((await list(`?word=${encodeURIComponent(w)}&limit=50`)).items).sort();

  describe('word search on the bigram index', () => {
    it('indexes the distinct bigrams of the search text', async () => {
      const rows: { gram: string }[] = await t.dataSource.query('SELECT gram FROM property_search_grams WHERE property_id = ?', [ids.garden]);
      const [{ search_text }]: { search_text: string }[] = await t.dataSource.query('SELECT search_text FROM properties WHERE id = ?', [ids.garden]);
      expect(rows.map((r) => r.gram).sort()).toEqual(searchGrams(search_text).sort());
      expect(rows.map((r) => r.gram)).toContain('菜園');
    });

    it('finds a two-character word', async () => {
      expect(await word('菜園')).toEqual(['garden', 'scattered']);
      expect(await word('平屋')).toEqual(expect.arrayContaining(['garden', 'percent']));
    });

    it('does not match a word whose bigrams all occur, but not next to each other', async () => {
      expect(await word('家庭菜園')).toEqual(['garden']);
    });

    it('folds katakana/hiragana and full-width/half-width letters both ways', async () => {
      expect(await word('かふぇ')).toEqual(['cafe']);
      expect(await word('ｶﾌｪ')).toEqual(['cafe']);
      expect(await word('diy')).toEqual(['cafe']);
      expect(await word('ＤＩＹ')).toEqual(['cafe']);
      expect(await word('WIFI')).toEqual(['cafe']);
    });

    it('finds words in the title, the description and the address, but not across two of them', async () => {
      expect(await word('山あい')).toEqual(['spans']);
      expect(await word('小屋が')).toEqual(['spans']);
      expect(await word('布施')).toEqual(['spans']);
      expect(await word('島根県隠岐')).toEqual(expect.arrayContaining(['spans', 'garden']));
      expect(await word('山小屋')).toEqual([]); // title "…の山" + description "小屋…"
    });

    it('needs every word of a multi-word query (AND), one-character words included', async () => {
      expect(await word('家庭 平屋')).toEqual(['garden']);
      expect(await word('平屋 家庭')).toEqual(['garden']);
      expect(await word('家庭 店舗')).toEqual([]);
      expect(await word('庭 平屋')).toEqual(['garden']);
      expect(await word('庭 菜')).toEqual(['garden', 'scattered']);
    });

    it('takes %, _, quotes and backslash literally', async () => {
      expect(await word('50%off')).toEqual(['literal']);
      expect(await word('0%o')).toEqual(['literal']);
      expect(await word('%o')).toEqual(['literal']);
      expect(await word('5%f')).toEqual([]);
      expect(await word('a_b')).toEqual(['literal']);
      expect(await word('a_')).toEqual(['literal']);
      expect(await word('a%b')).toEqual([]);
      expect(await word("o'neil")).toEqual(['literal']);
      expect(await word('"邸"')).toEqual(['literal']);
      expect(await word('\\t')).toEqual(['literal']);
      expect(await word('c:\\temp')).toEqual(['literal']);
      expect(await word('\\\\')).toEqual([]);
    });

    it('never finds unpublished listings', async () => {
      expect(await word('非公開')).toEqual([]);
    });

    it('keeps the index up to date when a listing changes', async () => {
      expect(await word('更新前')).toEqual(['changing']);
      await service.updateListing(ids.changing, { title: '更新後のタイトル', description: '新しい説明に変わりました。' });
      expect(await word('更新前')).toEqual([]);
      expect(await word('古い説明')).toEqual([]);
      expect(await word('更新後')).toEqual(['changing']);
      expect(await word('新しい説明')).toEqual(['changing']);
      const grams: { n: number | string }[] = await t.dataSource.query(
        "SELECT COUNT(*) AS n FROM property_search_grams WHERE property_id = ? AND gram IN ('更新', '新前', '古い')",
        [ids.changing],
      );
      expect(Number(grams[0].n)).toBe(1); // 更新 is still there, 新前 and 古い are gone
      await service.updateListing(ids.changing, { isPublished: false });
      expect(await word('更新後')).toEqual([]);
      await service.updateListing(ids.changing, { isPublished: true });
      expect(await word('更新後')).toEqual(['changing']);
    });

    it('moves a listing to its new price tag and price position when the price changes', async () => {
      const tagged = async (slug: string) => keys((await list(`?tagId=${slug}&limit=50`)).items);
      expect(await tagged('100-200manyen')).not.toContain('changing');
      await service.updateListing(ids.changing, { priceManYen: 150 });
      expect(await tagged('100-200manyen')).toContain('changing');
      expect(await tagged('200-1000manyen')).not.toContain('changing');
      const [{ price_sort }]: { price_sort: number | string }[] = await t.dataSource.query('SELECT price_sort FROM properties WHERE id = ?', [ids.changing]);
      expect(Number(price_sort)).toBe(150);
    });
  });

  describe('search params', () => {
    const all = async (qs = '') => list(`?limit=50${qs}`);
    const published = () => all().then((r) => r.total);

    it('sort_order: every order, 価格未定 counted as 0, ties newest first', async () => {
      const { items } = await all('&sort_order=price-asc');
      const prices = items.map((i) => i.price_man_yen ?? 0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const zeroes = items.filter((i) => (i.price_man_yen ?? 0) === 0);
      expect(zeroes.some((i) => i.price_man_yen === null)).toBe(true);
      expect(zeroes.map((i) => i.published_at)).toEqual([...zeroes.map((i) => i.published_at)].sort().reverse());
      const desc = (await all('&sort_order=price-desc')).items.map((i) => i.price_man_yen ?? 0);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      for (const [order, pick] of [
        ['contact-desc', (i: { contact_count: number }) => -i.contact_count],
        ['contact-asc', (i: { contact_count: number }) => i.contact_count],
        ['publish-asc', (i: { published_at: string }) => Date.parse(i.published_at)],
        ['publish-desc', (i: { published_at: string }) => -Date.parse(i.published_at)],
      ] as const) {
        const values = (await all(`&sort_order=${order}`)).items.map((i) => pick(i as never));
        expect(values).toEqual([...values].sort((a, b) => a - b));
      }
    });

    it('price_from / price_to in 万円 keep 価格未定 unless price_undecided=no', async () => {
      const ranged = (await all('&price_from=100&price_to=150')).items;
      expect(ranged.every((i) => i.price_man_yen === null || (i.price_man_yen >= 100 && i.price_man_yen <= 150))).toBe(true);
      expect(keys(ranged)).toEqual(expect.arrayContaining(['cheap', 'undecided', 'field']));
      const decided = (await all('&price_from=100&price_to=150&price_undecided=no')).items;
      expect(keys(decided)).not.toContain('undecided');
      expect(decided.every((i) => i.price_man_yen !== null)).toBe(true);
      expect((await all('&price_from=12000')).items.every((i) => i.price_man_yen === null || i.price_man_yen >= 12000)).toBe(true);
      expect((await all('&price_to=0&price_undecided=no')).items.every((i) => i.price_man_yen === 0)).toBe(true);
      expect((await all('&price_undecided=no')).total).toBe((await published()) - 2); // kominka, undecided
    });

    it('land_or_building, photo, reception and publication', async () => {
      expect((await all('&land_or_building=land')).items.every((i) => i.land_or_building === 'land')).toBe(true);
      expect((await all('&land_or_building=building')).items.every((i) => i.land_or_building === 'building')).toBe(true);
      const withPhoto = await all('&photo=has');
      expect(withPhoto.items.every((i) => i.image !== null)).toBe(true);
      expect((await all('&photo=both')).total).toBe(await published());
      expect(keys((await all('&reception=no')).items)).not.toContain('cheapClosed');
      expect((await all('&reception=yes')).total).toBe(await published());
      const onlyPublished = (await all('&publication=no')).items;
      expect(onlyPublished.every((i) => i.root_type === 'published')).toBe(true);
      expect(keys(onlyPublished)).not.toContain('cheapPending');
    });

    it('combines with a filter: a word and the refinements', async () => {
      expect(keys((await list(`?word=${encodeURIComponent('格安')}&reception=no&publication=no&sort_order=price-asc`)).items)).toEqual([
        'cheapSuspended',
        'cheapNoPhoto',
      ].sort((a, b) => ids[b] - ids[a]));
    });

    it('answers 400 in the error shape for a bad value', async () => {
      for (const [qs, field, message] of [
        ['?sort_order=newest', 'sort_order', MESSAGES.invalidValue],
        ['?price_from=1e3', 'price_from', MESSAGES.invalidPrice],
        ['?land_or_building=house', 'land_or_building', MESSAGES.invalidValue],
        ['?photo=yes', 'photo', MESSAGES.invalidValue],
        ['?reception=maybe', 'reception', MESSAGES.invalidValue],
        ['?collection=old', 'collection', MESSAGES.invalidValue],
      ]) {
        const res = await t.get(`/api/properties${qs}`);
        expect(res.statusCode).toBe(400);
        expect(res.json<ApiErrorBody>()).toMatchObject({ statusCode: 400, message, errors: { [field]: [message] } });
      }
    });
  });

  describe('paging', () => {
    it('answers 404 in the error shape past the last page, 200 on the last one', async () => {
      const first = await list('?limit=7');
      expect(first.totalPages).toBe(Math.ceil(first.total / 7));
      const last = await list(`?limit=7&page=${first.totalPages}`);
      expect(last.items.length).toBe(first.total - 7 * (first.totalPages - 1));
      const past = await t.get(`/api/properties?limit=7&page=${first.totalPages + 1}`);
      expect(past.statusCode).toBe(404);
      expect(past.json<ApiErrorBody>()).toMatchObject({ statusCode: 404, message: MESSAGES.notFound, errors: { page: [MESSAGES.notFound] } });
    });

    it('answers page 1 of an empty result with 200 and no items, page 2 with 404', async () => {
      expect(await list('?area=47')).toMatchObject({ total: 0, items: [], applicableIds: [], totalPages: 0 });
      expect((await t.get('/api/properties?area=47&page=2')).statusCode).toBe(404);
    });

    it('pages a word search past the applicableIds it keeps', async () => {
      const full = await list(`?word=${encodeURIComponent('物件')}&limit=50`);
      const page2 = await list(`?word=${encodeURIComponent('物件')}&limit=3&page=2`);
      expect(page2.items.map((i) => i.id)).toEqual(full.applicableIds.slice(3, 6));
    });
  });

  describe('GET /api/properties/:id', () => {
    it('returns every field of the detail page, the seller by public name only', async () => {
      const detail = (await t.get(`/api/properties/${fx.ids.field}`)).json<PropertyDetail & Record<string, unknown>>();
      expect(detail).toMatchObject({
        id: fx.ids.field,
        title: '畑付きの一戸建て',
        description: '敷地は100坪です。土地の角にあります。',
        prefecture_code: '20',
        prefecture_name: '長野県',
        municipality: '安曇野市',
        address: '安曇野市',
        address_public: '安曇野市',
        price_man_yen: 150,
        land_or_building: 'building',
        land_area: 200.5,
        building_area: 99.75,
        built_year: 1960,
        structure: '木造',
        root_type: 'published',
        is_published: true,
        is_stop_published: false,
        is_suspension: false,
        reception: true,
        published_at: '2026-06-10T00:00:00.000Z',
        contact_count: 1,
        lat: 36.5,
        lng: 138.1,
        area_category: { id: fx.areaCategoryId('農村'), name: '農村' },
        seller: { id: sellerId, name: expect.stringMatching(/さん$/) },
      });
      expect(detail.categories.map((c) => c.name)).toEqual(['空き家']);
      expect(detail.tags).toEqual(['100-200manyen', '畑付き']);
      expect(detail.images).toEqual([1, 2, 3].map((n) => ({ path: `/uploads/properties/${fx.ids.field}/${n}.jpg`, comment: `写真${n}` })));
      expect(detail.image).toEqual(detail.images[0]);
      expect(Date.parse(detail.updated_at)).not.toBeNaN();
      expect(JSON.stringify(detail.seller)).not.toMatch(/@|example/);
      expect(Object.keys(detail.seller).sort()).toEqual(['id', 'name']);
    });

    it('counts views: each view adds one, written to the database in batches', async () => {
      const id = fx.ids.loghouse;
      const before = (await t.get(`/api/properties/${id}`)).json<PropertyDetail>().view_count;
      const next = (await t.get(`/api/properties/${id}`)).json<PropertyDetail>().view_count;
      expect(next).toBe(before + 1);
      await service.flushViews();
      const [{ view_count }]: { view_count: number | string }[] = await t.dataSource.query('SELECT view_count FROM properties WHERE id = ?', [id]);
      expect(Number(view_count)).toBe(before + 1);
      expect((await t.get(`/api/properties/${id}`)).json<PropertyDetail>().view_count).toBe(before + 2);
    });

    it('answers 404 for unpublished listings, also after a listing is unpublished', async () => {
      expect((await t.get(`/api/properties/${ids.hidden}`)).statusCode).toBe(404);
      expect((await t.get(`/api/properties/${ids.cheap}`)).statusCode).toBe(200);
      await service.updateListing(ids.cheap, { isStopPublished: true });
      expect((await t.get(`/api/properties/${ids.cheap}`)).statusCode).toBe(404);
      await service.updateListing(ids.cheap, { isStopPublished: false });
    });
  });

  describe('collections', () => {
    it('treasure: a decided price ≤ 100万円 (0 included), a photo, open to enquiries; newest first', async () => {
      const res = await list('?collection=treasure&limit=50');
      expect(keys(res.items).sort()).toEqual(['cheap', 'free'].sort());
      expect(res.items.map((i) => Date.parse(i.published_at))).toEqual(
        [...res.items.map((i) => Date.parse(i.published_at))].sort((a, b) => b - a),
      );
      expect((await list('?collection=treasure&sort_order=price-asc')).items.map((i) => i.price_man_yen)).toEqual([0, 100]);
    });

    it('new: published within the last 30 days', async () => {
      expect(keys((await list('?collection=new&limit=50')).items)).toEqual(['fresh']);
    });
  });

  describe('POST /api/user/post-search-params', () => {
    /** A logged-in browser of a fresh verified user. */
    const loggedIn = async (): Promise<Browser> => {
      const user = await createUser(t);
      const browser = await loginAs(t, user.email, 'secret123');
      return browser;
    };

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

  describe('GET /api/properties/markers', () => {
    it('answers id, title, price and coordinates of published listings with coordinates, newest first', async () => {
      const res = await t.get('/api/properties/markers');
      expect(res.statusCode).toBe(200);
      const body = res.json<MapMarkersResponse>();
      expect(body.capped).toBe(false);
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.length).toBeLessThanOrEqual(MAP_MARKERS_CAP);
      for (const m of body.items) {
        expect(Object.keys(m).sort()).toEqual(['id', 'lat', 'lng', 'prefecture_code', 'price_man_yen', 'title']);
        expect(typeof m.lat).toBe('number');
        expect(typeof m.lng).toBe('number');
      }
      const markerIds = body.items.map((m) => m.id);
      expect(markerIds).toContain(fx.ids.kominka);
      expect(markerIds).not.toContain(fx.ids.unpublished);
      expect(markerIds).not.toContain(fx.ids.stopped);
      expect(markerIds).not.toContain(ids.hidden);
      // Newest first, like the board.
      const board = (await list('?limit=50')).items.map((i) => i.id).filter((id) => markerIds.includes(id));
      expect(markerIds.slice(0, board.length)).toEqual(board);
    });

    it('leaves out listings without coordinates', async () => {
      const id = await create('nowhere', { title: '座標のない物件', lat: null, lng: null, publishedAt: new Date() });
      const markerIds = (await t.get('/api/properties/markers')).json<MapMarkersResponse>().items.map((m) => m.id);
      expect(markerIds).not.toContain(id);
      expect((await list('?limit=1')).items[0].id).toBe(id);
    });

    it('applies the same filters and search params as the list', async () => {
      const area = (await t.get('/api/properties/markers?area=01')).json<MapMarkersResponse>();
      expect(area.items.length).toBeGreaterThan(0);
      expect(area.items.every((m) => m.prefecture_code === '01')).toBe(true);
      const cheap = (await t.get('/api/properties/markers?price_to=100&price_undecided=no')).json<MapMarkersResponse>();
      expect(cheap.items.every((m) => m.price_man_yen !== null && m.price_man_yen <= 100)).toBe(true);
      expect((await t.get('/api/properties/markers?area=99')).statusCode).toBe(400);
      expect((await t.get('/api/properties/markers?categoryId=99999')).statusCode).toBe(404);
    });
  });
});
