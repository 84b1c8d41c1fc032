import { MESSAGES, type ApiErrorBody } from '@akiya/contracts';
import { useSearchBoard } from './support/board';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The board's search params, paging and collections (treasure, new) over the fixture listings and
 * the search board's own — on SQLite, and on MySQL/MariaDB when TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('properties search params on %s', (engine) => {
  const t = useTestApp(engine);
  const board = useSearchBoard(t);
  const { ids, list, keys } = board;

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
});
