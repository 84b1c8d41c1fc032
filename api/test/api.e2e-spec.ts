import {
  DEFAULT_SEARCH_PARAMS,
  ERROR_PAGE,
  HIDDEN_CATEGORY_NAME,
  MESSAGES,
  PAGE_SIZE,
  type ApiErrorBody,
  type BaseData,
  type ListingSummary,
  type PropertyDetail,
} from '@akiya/contracts';
import { PropertyListingsRepository } from '../src/properties/property-listings.repository';
import { fieldListingDetail, useFixtureBoard } from './support/board';
import { FIXTURE_LISTINGS, PUBLISHED_FIXTURES } from './support/fixtures';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/** The published fixtures sorted like the API should, as fixture keys. */
function expectedOrder(compare: (a: (typeof FIXTURE_LISTINGS)[number], b: (typeof FIXTURE_LISTINGS)[number]) => number): string[] {
  return [...PUBLISHED_FIXTURES].sort(compare).map((f) => f.key);
}
const newestFirst = (a: (typeof FIXTURE_LISTINGS)[number], b: (typeof FIXTURE_LISTINGS)[number]) =>
  Date.parse(b.publishedAt) - Date.parse(a.publishedAt);

describe.each(testEngines())('API on %s', (engine) => {
  const t = useTestApp(engine);
  const board = useFixtureBoard(t);
  const { list, keys } = board;

  /** Asserts the one error shape with a Japanese message. */
  const expectError = async (url: string, status: number, message: string, field?: string) => {
    const res = await t.get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json<ApiErrorBody>();
    expect(body.statusCode).toBe(status);
    expect(typeof body.error).toBe('string');
    expect(body.message).toBe(message);
    if (field) expect(body.errors?.[field]).toEqual([message]);
    return body;
  };

  describe('GET /api/health', () => {
    it('reports the database as ok', async () => {
      const res = await t.get('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    });

    it('answers 503 in the error shape when SELECT 1 fails', async () => {
      const spy = jest.spyOn(t.dataSource, 'query').mockRejectedValueOnce(new Error('gone'));
      try {
        const body = await expectError('/api/health', 503, MESSAGES.databaseUnavailable);
        expect(body).toMatchObject({ status: 'error', db: 'error', error: 'Service Unavailable' });
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('GET /api/common/base-data', () => {
    it('has the start data', async () => {
      const res = await t.get('/api/common/base-data');
      expect(res.statusCode).toBe(200);
      const data = res.json<BaseData>();
      expect(data.prefectures).toHaveLength(7);
      expect(data.prefectures.flatMap((g) => g.items)).toHaveLength(47);
      expect(data.prefectureForUsers).toEqual(data.prefectures);
      expect(data.prefectures[0].items[0]).toMatchObject({ code: '01', name: '北海道', short_name: '北海道', disabled: false });
      expect(data.categories.map((c) => c.name)).not.toContain(HIDDEN_CATEGORY_NAME);
      expect(data.categories).toHaveLength(17);
      expect(data.categories[0]).toMatchObject({ name: '空き家', image: '/images/categories/akiya.jpg' });
      expect(data.areaCategories.map((a) => a.name)).toEqual(['海の近く', '山あい', '温泉地', '雪国', '離島', '城下町', '農村', '市街地']);
      expect(data).toMatchObject({
        favorites: [],
        articleFavorites: [],
        solutionFavorites: [],
        user: null,
        searchParams: DEFAULT_SEARCH_PARAMS,
        mailReceivingSettings: { waitingForReopening: true, newProperties: true, others: true },
      });
    });
  });

  describe('GET /api/properties', () => {
    it('lists published listings newest first, 10 per page, with applicableIds of the whole result', async () => {
      const page1 = await list('');
      const order = expectedOrder(newestFirst);
      expect(page1.total).toBe(PUBLISHED_FIXTURES.length);
      expect(page1).toMatchObject({ page: 1, limit: PAGE_SIZE, totalPages: Math.ceil(PUBLISHED_FIXTURES.length / PAGE_SIZE) });
      expect(keys(page1.applicableIds)).toEqual(order);
      expect(keys(page1.items)).toEqual(order.slice(0, 10));
      const page2 = await list('?page=2');
      expect(keys(page2.items)).toEqual(order.slice(10, 20));
      expect(page2.applicableIds).toEqual(page1.applicableIds);
      expect(order).toHaveLength(20);
      expect((await t.get('/api/properties?page=99')).statusCode).toBe(404); // past the last page (properties.e2e-spec)
      expect(keys((await list('?limit=3&page=2')).items)).toEqual(order.slice(3, 6));
    });

    it('never lists unpublished or stopped listings', async () => {
      const all = await list('?limit=50');
      expect(all.applicableIds).not.toContain(board.fx.ids.unpublished);
      expect(all.applicableIds).not.toContain(board.fx.ids.stopped);
    });

    it('returns listing summaries', async () => {
      const { items } = await list('?area=17');
      expect(items).toHaveLength(1);
      const item: ListingSummary = items[0];
      expect(item).toMatchObject({
        id: board.fx.ids.kominka,
        title: '海が見える古民家',
        prefecture_code: '17',
        prefecture_name: '石川県',
        municipality: '輪島市',
        price_man_yen: null,
        land_or_building: 'building',
        land_area: 200.5,
        building_area: 99.75,
        built_year: 1960,
        image: { path: `/uploads/properties/${board.fx.ids.kominka}/1.jpg`, comment: '写真1' },
        root_type: 'published',
        is_suspension: false,
        published_at: '2026-02-10T00:00:00.000Z',
        contact_count: 12,
      });
      expect(item.categories.map((c) => c.name)).toEqual(['古民家']);
      expect(item.tags.sort()).toEqual(['古民家', '海が見える'].sort());
    });

    it('filters by area (prefecture code)', async () => {
      expect(keys((await list('?area=13')).items)).toEqual(['underscore', 'percent']);
      expect((await list('?area=47')).total).toBe(0);
    });

    it('filters by area category', async () => {
      expect(keys((await list(`?areaCategoryId=${board.fx.areaCategoryId('山あい')}`)).items)).toEqual(['loghouse']);
    });

    it('filters by category, the hidden one included', async () => {
      expect(keys((await list(`?categoryId=${board.fx.categoryId('古民家')}`)).items)).toEqual(['kominka']);
      expect(keys((await list(`?categoryId=${board.fx.categoryId(HIDDEN_CATEGORY_NAME)}`)).items)).toEqual(['kominka']);
      expect((await list(`?categoryId=${board.fx.categoryId('空き家')}`)).total).toBe(16);
    });

    it('filters by tag slug: price tags and free tags', async () => {
      expect(keys((await list('?tagId=okuen')).items)).toEqual(['underscore']);
      expect(keys((await list('?tagId=1000-10000manyen')).items)).toEqual(['hiragana']);
      expect((await list('?tagId=0-100manyen')).total).toBe(11); // 0円 + fillers 10..100
      expect(keys((await list(`?tagId=${encodeURIComponent('海が見える')}`)).items)).toEqual(['kominka']);
    });

    describe('word search', () => {
      const word = async (w: string) => keys((await list(`?word=${encodeURIComponent(w)}&limit=50`)).items);

      /** Each test: the words it searches for and the listings each finds. */
      it.each<[string, [string, string[]][]]>([
        ['finds a 2-character Japanese word', [['古民', ['kominka']], ['別荘', ['loghouse']]]],
        ['folds katakana and hiragana both ways', [['ろぐはうす', ['loghouse']], ['コミンカ', ['hiragana']]]],
        ['keeps voiced and semi-voiced kana apart on every engine', [['ぱん屋', ['percent']], ['パン屋', ['percent']], ['はん屋', []], ['ばん屋', []]]],
        ['folds full-width characters', [['１００％', ['percent']]]],
        ['takes % and _ literally', [['100%', ['percent']], ['土地_角', ['underscore']], ['%%', []], ['__', []], ["O'Neil", []]]],
        ['matches the prefecture name and municipality, and all terms of a multi-word query', [['石川県', ['kominka']], ['奥多摩', ['underscore']], ['長野 畑', ['field']]]],
        ['never finds unpublished listings', [['見えては', []]]],
      ])('%s', async (_name, searches) => {
        for (const [w, found] of searches) expect([w, await word(w)]).toEqual([w, found]);
      });
    });

    describe('sort orders', () => {
      const sorted = async (order: string) => keys((await list(`?sort_order=${order}&limit=50`)).items);
      const price = (f: (typeof FIXTURE_LISTINGS)[number]) => f.price ?? 0;

      it('publish-desc / publish-asc', async () => {
        expect(await sorted('publish-desc')).toEqual(expectedOrder(newestFirst));
        expect(await sorted('publish-asc')).toEqual(expectedOrder((a, b) => -newestFirst(a, b)));
      });

      it('contact-desc / contact-asc (ties newest first)', async () => {
        expect(await sorted('contact-desc')).toEqual(expectedOrder((a, b) => b.contactCount - a.contactCount || newestFirst(a, b)));
        expect(await sorted('contact-asc')).toEqual(expectedOrder((a, b) => a.contactCount - b.contactCount || newestFirst(a, b)));
      });

      it('price-asc / price-desc with 価格未定 counted as 0', async () => {
        const asc = await sorted('price-asc');
        expect(asc).toEqual(expectedOrder((a, b) => price(a) - price(b) || newestFirst(a, b)));
        expect(asc.slice(0, 2)).toEqual(['percent', 'kominka']); // 0 and null (as 0), newest first
        expect(await sorted('price-desc')).toEqual(expectedOrder((a, b) => price(b) - price(a) || newestFirst(a, b)));
      });

      it('applicableIds follow the sort order', async () => {
        const res = await list('?sort_order=price-desc&limit=2');
        expect(keys(res.applicableIds).slice(0, 2)).toEqual(keys(res.items));
        expect(res.applicableIds).toHaveLength(PUBLISHED_FIXTURES.length);
      });
    });

    describe('saved search params as refinements', () => {
      it('price_undecided=no leaves out 価格未定', async () => {
        const res = await list('?price_undecided=no&limit=50');
        expect(res.total).toBe(PUBLISHED_FIXTURES.length - 1);
        expect(res.applicableIds).not.toContain(board.fx.ids.kominka);
      });

      it('price range in 万円', async () => {
        expect(keys((await list('?price_from=200&price_to=2000&price_undecided=no&sort_order=price-asc')).items)).toEqual([
          'loghouse',
          'hiragana',
        ]);
      });

      it('land_or_building, photo, reception, publication', async () => {
        expect(keys((await list('?land_or_building=land')).items)).toEqual(['underscore']);
        expect(keys((await list('?photo=has&limit=50')).items).sort()).toEqual(['field', 'kominka', 'loghouse', 'underscore'].sort());
        expect((await list('?reception=no&limit=50')).applicableIds).not.toContain(board.fx.ids.percent);
        expect((await list('?publication=no&limit=50')).applicableIds).not.toContain(board.fx.ids.hiragana);
        expect((await list('?publication=yes&reception=yes&photo=both&limit=50')).total).toBe(PUBLISHED_FIXTURES.length);
      });
    });

    describe('bad input answers 400/404 in the error shape, never 500', () => {
      it.each([
        ['?page=abc', 'page', MESSAGES.invalidPage],
        ['?page=0', 'page', MESSAGES.invalidPage],
        ['?page=-1', 'page', MESSAGES.invalidPage],
        ['?page=1.5', 'page', MESSAGES.invalidPage],
        ['?page=1&page=2', 'page', MESSAGES.invalidPage],
        ['?limit=-5', 'limit', MESSAGES.invalidLimit],
        ['?limit=1000', 'limit', MESSAGES.invalidLimit],
        ['?foo=1', 'foo', MESSAGES.unknownParameter],
        ['?area=13&city=20202', 'city', MESSAGES.cityNotInArea],
        ['?area=99', 'area', MESSAGES.invalidArea],
        ['?word=あ', 'word', MESSAGES.searchWordHint],
        [`?word=${'あ'.repeat(21)}`, 'word', MESSAGES.searchWordHint],
        ['?categoryId=abc', 'categoryId', MESSAGES.invalidId],
        ['?sort_order=cheapest', 'sort_order', MESSAGES.invalidValue],
        ['?price_from=-1', 'price_from', MESSAGES.invalidPrice],
        ['?sort_order=newest', 'sort_order', MESSAGES.invalidValue],
        ['?price_from=1e3', 'price_from', MESSAGES.invalidPrice],
        ['?land_or_building=house', 'land_or_building', MESSAGES.invalidValue],
        ['?photo=yes', 'photo', MESSAGES.invalidValue],
        ['?reception=maybe', 'reception', MESSAGES.invalidValue],
        ['?collection=old', 'collection', MESSAGES.invalidValue],
      ])('%s → 400', async (qs, field, message) => {
        await expectError(`/api/properties${encodeURI(qs)}`, 400, message, field);
      });

      it.each([
        ['?tagId=no-such-tag', 'tagId'],
        ['?categoryId=9999', 'categoryId'],
        ['?areaCategoryId=9999', 'areaCategoryId'],
      ])('%s → 404', async (qs, field) => {
        await expectError(`/api/properties${qs}`, 404, MESSAGES.notFound, field);
      });

      it('a very long or odd query is still a 4xx', async () => {
        const res = await t.get(`/api/properties?word=${'%25'.repeat(500)}&x[]=1`);
        expect(res.statusCode).toBe(400);
      });
    });
  });

  it('pages past the applicableIds cap with a query of its own', async () => {
    const repo = t.app.get(PropertyListingsRepository);
    const search = { filter: { kind: 'all' as const }, refinements: {}, sort: 'price-asc' as const };
    const full = await repo.searchPublished({ ...search, offset: 0, limit: 50, idCap: 50 });
    const capped = await repo.searchPublished({ ...search, offset: 8, limit: 4, idCap: 5 });
    expect(capped.total).toBe(full.total);
    expect(capped.ids).toEqual(full.ids.slice(0, 5));
    expect(capped.pageIds).toEqual(full.ids.slice(8, 12));
  });

  describe('GET /api/properties/:id', () => {
    it('returns one published listing with all fields and all photos', async () => {
      const res = await t.get(`/api/properties/${board.fx.ids.field}`);
      expect(res.statusCode).toBe(200);
      const detail = res.json<PropertyDetail>();
      expect(detail).toMatchObject(fieldListingDetail(board.fx));
      expect(detail.images.map((i) => i.comment)).toEqual(['写真1', '写真2', '写真3']);
      expect(detail.tags).toEqual(['100-200manyen', '畑付き']);
    });

    it('answers 404 for unpublished, stopped and missing listings', async () => {
      for (const id of [board.fx.ids.unpublished, board.fx.ids.stopped, 999999]) {
        await expectError(`/api/properties/${id}`, 404, MESSAGES.notFound, 'id');
      }
    });

    it.each(['abc', '0', '-3', '1e3', '1.0'])('answers 400 for id %p', async (id) => {
      await expectError(`/api/properties/${id}`, 400, MESSAGES.invalidId, 'id');
    });
  });

  describe('unknown routes and methods', () => {
    it.each(['/api/nope', '/api/properties/1/extra', '/api'])('GET %s → 404 in the error shape', async (url) => {
      await expectError(url, 404, MESSAGES.notFound);
    });

    it('an unknown /api route stays JSON for a browser too', async () => {
      const res = await t.get('/api/nope', { accept: 'text/html' });
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
    });

    it('POST to a GET route → 404, malformed JSON body → 4xx, both in the error shape', async () => {
      const post = await t.app.inject({ method: 'POST', url: '/api/properties', payload: { a: 1 } });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ statusCode: 404, message: MESSAGES.notFound });
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(bad.statusCode).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);
      expect(bad.json()).toMatchObject({ statusCode: bad.statusCode, message: expect.any(String) });
      expect([MESSAGES.notFound, ERROR_PAGE.descriptions[400]]).toContain(bad.json<ApiErrorBody>().message);
    });
  });

  describe('OpenAPI', () => {
    it('serves the document and the UI at /api/docs', async () => {
      const json = await t.get('/api/docs-json');
      expect(json.statusCode).toBe(200);
      const doc = json.json<{ paths: Record<string, unknown> }>();
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/common/base-data', '/api/properties', '/api/properties/{id}', '/api/remotes']),
      );
      const ui = await t.get('/api/docs');
      expect(ui.statusCode).toBe(200);
      expect(ui.body).toContain('swagger-ui');
      const asset = await t.get('/api/docs/swagger-ui.css');
      expect(asset.statusCode).toBe(200);
    });
  });
});
