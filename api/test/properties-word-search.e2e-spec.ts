import { searchGrams } from '../src/properties/search-grams';
import { useSearchBoard } from './support/board';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The board's word search on the bigram index: folding, AND of words, literal wildcards, and the
 * index kept up to date when a listing changes — on SQLite, and on MySQL/MariaDB when
 * TEST_DATABASE_URL is set. (Speed is bench/board.mjs's business.)
 */
describe.each(testEngines())('properties word search on %s', (engine) => {
  const t = useTestApp(engine);
  const board = useSearchBoard(t);
  const { ids, list, keys, word } = board;

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
      await board.service.updateListing(ids.changing, { title: '更新後のタイトル', description: '新しい説明に変わりました。' });
      expect(await word('更新前')).toEqual([]);
      expect(await word('古い説明')).toEqual([]);
      expect(await word('更新後')).toEqual(['changing']);
      expect(await word('新しい説明')).toEqual(['changing']);
      const grams: { n: number | string }[] = await t.dataSource.query(
        "SELECT COUNT(*) AS n FROM property_search_grams WHERE property_id = ? AND gram IN ('更新', '新前', '古い')",
        [ids.changing],
      );
      expect(Number(grams[0].n)).toBe(1); // 更新 is still there, 新前 and 古い are gone
      await board.service.updateListing(ids.changing, { isPublished: false });
      expect(await word('更新後')).toEqual([]);
      await board.service.updateListing(ids.changing, { isPublished: true });
      expect(await word('更新後')).toEqual(['changing']);
    });

    it('moves a listing to its new price tag and price position when the price changes', async () => {
      const tagged = async (slug: string) => keys((await list(`?tagId=${slug}&limit=50`)).items);
      expect(await tagged('100-200manyen')).not.toContain('changing');
      await board.service.updateListing(ids.changing, { priceManYen: 150 });
      expect(await tagged('100-200manyen')).toContain('changing');
      expect(await tagged('200-1000manyen')).not.toContain('changing');
      const [{ price_sort }]: { price_sort: number | string }[] = await t.dataSource.query('SELECT price_sort FROM properties WHERE id = ?', [ids.changing]);
      expect(Number(price_sort)).toBe(150);
    });
  });
});
