import { MAP_MARKERS_CAP, type MapMarkersResponse, type PropertyDetail } from '@akiya/contracts';
import { fieldListingDetail, useSearchBoard } from './support/board';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The board's detail page (every field, view counts, unpublished listings) and its map markers —
 * on SQLite, and on MySQL/MariaDB when TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('properties on %s', (engine) => {
  const t = useTestApp(engine);
  const listings = useSearchBoard(t);
  const { ids, list, create } = listings;

  describe('GET /api/properties/:id', () => {
    it('returns every field of the detail page, the seller by public name only', async () => {
      const detail = (await t.get(`/api/properties/${listings.fx.ids.field}`)).json<PropertyDetail & Record<string, unknown>>();
      expect(detail).toMatchObject({
        ...fieldListingDetail(listings.fx),
        seller: { id: listings.sellerId, name: expect.stringMatching(/さん$/) },
      });
      expect(detail.categories.map((c) => c.name)).toEqual(['空き家']);
      expect(detail.tags).toEqual(['100-200manyen', '畑付き']);
      expect(detail.images).toEqual([1, 2, 3].map((n) => ({ path: `/uploads/properties/${listings.fx.ids.field}/${n}.jpg`, comment: `写真${n}` })));
      expect(detail.image).toEqual(detail.images[0]);
      expect(Date.parse(detail.updated_at)).not.toBeNaN();
      expect(JSON.stringify(detail.seller)).not.toMatch(/@|example/);
      expect(Object.keys(detail.seller).sort()).toEqual(['id', 'name']);
    });

    it('counts views: each view adds one, written to the database in batches', async () => {
      const id = listings.fx.ids.loghouse;
      const before = (await t.get(`/api/properties/${id}`)).json<PropertyDetail>().view_count;
      const next = (await t.get(`/api/properties/${id}`)).json<PropertyDetail>().view_count;
      expect(next).toBe(before + 1);
      await listings.service.flushViews();
      const [{ view_count }]: { view_count: number | string }[] = await t.dataSource.query('SELECT view_count FROM properties WHERE id = ?', [id]);
      expect(Number(view_count)).toBe(before + 1);
      expect((await t.get(`/api/properties/${id}`)).json<PropertyDetail>().view_count).toBe(before + 2);
    });

    it('answers 404 for unpublished listings, also after a listing is unpublished', async () => {
      expect((await t.get(`/api/properties/${ids.hidden}`)).statusCode).toBe(404);
      expect((await t.get(`/api/properties/${ids.cheap}`)).statusCode).toBe(200);
      await listings.service.updateListing(ids.cheap, { isStopPublished: true });
      expect((await t.get(`/api/properties/${ids.cheap}`)).statusCode).toBe(404);
      await listings.service.updateListing(ids.cheap, { isStopPublished: false });
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
      expect(markerIds).toContain(listings.fx.ids.kominka);
      expect(markerIds).not.toContain(listings.fx.ids.unpublished);
      expect(markerIds).not.toContain(listings.fx.ids.stopped);
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
