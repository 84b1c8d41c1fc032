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

    /** Each test: the words it searches for and the listings each finds (sorted). */
    it.each<[string, [string, unknown][]]>([
      ['finds a two-character word', [['菜園', ['garden', 'scattered']], ['平屋', expect.arrayContaining(['garden', 'percent'])]]],
      ['does not match a word whose bigrams all occur, but not next to each other', [['家庭菜園', ['garden']]]],
      ['folds katakana/hiragana and full-width/half-width letters both ways', [['かふぇ', ['cafe']], ['ｶﾌｪ', ['cafe']], ['diy', ['cafe']], ['ＤＩＹ', ['cafe']], ['WIFI', ['cafe']]]],
      [
        'finds words in the title, the description and the address, but not across two of them',
        // 山小屋: title "…の山" + description "小屋…"
        [['山あい', ['spans']], ['小屋が', ['spans']], ['布施', ['spans']], ['島根県隠岐', expect.arrayContaining(['spans', 'garden'])], ['山小屋', []]],
      ],
      [
        'needs every word of a multi-word query (AND), one-character words included',
        [['家庭 平屋', ['garden']], ['平屋 家庭', ['garden']], ['家庭 店舗', []], ['庭 平屋', ['garden']], ['庭 菜', ['garden', 'scattered']]],
      ],
      [
        'takes %, _, quotes and backslash literally',
        [
          ['50%off', ['literal']], ['0%o', ['literal']], ['%o', ['literal']], ['5%f', []], ['a_b', ['literal']], ['a_', ['literal']], ['a%b', []],
          ["o'neil", ['literal']], ['"邸"', ['literal']], ['\\t', ['literal']], ['c:\\temp', ['literal']], ['\\\\', []],
        ],
      ],
      ['never finds unpublished listings', [['非公開', []]]],
    ])('%s', async (_name, searches) => {
      for (const [w, found] of searches) expect([w, await word(w)]).toEqual([w, found]);
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
