import {
  EDITORIAL_MESSAGES,
  MESSAGES,
  type ApiErrorBody,
  type ArticleDetail,
  type ArticleListResponse,
  type NewsDetail,
  type NewsListResponse,
  type SolutionDetail,
  type SolutionListResponse,
} from '@akiya/contracts';
import { Editorial1763900000000 } from '../src/database/migrations/1763900000000-Editorial';
import { DEMO_ARTICLE_TYPES, DEMO_NEWS, DEMO_SOLUTIONS } from '../src/database/seeds/editorial-content';
import { seedEditorial } from '../src/database/seeds/editorial-seed';
import { EDITORIAL_ENV, getJson, useEditorialCast } from './support/editorial';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * Editorial back end, public side: the six public calls of docs/product.md §7 on the seeded demo content
 * (lists, paging, filters, word search, details with neighbours, drafts) — on SQLite, and on
 * MySQL/MariaDB when TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('editorial on %s', (engine) => {
  const t = useTestApp(engine, { env: EDITORIAL_ENV });
  const cast = useEditorialCast(t);

  it('runs its migration and seeds the demo content: 12+ of each type, 12 news, 15 Q&A', async () => {
    expect(await t.dataSource.query('SELECT name FROM migrations WHERE name = ?', [new Editorial1763900000000().name])).toHaveLength(1);
    for (const type of [2, 3, 4, 6, 7, 8]) {
      const list = await getJson<ArticleListResponse>(cast.visitor, `/api/articles?type=${type}`);
      expect(list.total).toBeGreaterThanOrEqual(12);
      expect(list.totalPages).toBeGreaterThanOrEqual(2);
    }
    expect((await getJson<NewsListResponse>(cast.visitor, '/api/news')).total).toBe(DEMO_NEWS.length);
    expect((await getJson<SolutionListResponse>(cast.visitor, '/api/solutions')).total).toBe(DEMO_SOLUTIONS.length);
    // Seeding again changes nothing.
    expect(await seedEditorial(t.dataSource)).toEqual({ articles: 0, news: 0, solutions: 0 });
  });

  describe('GET /api/articles', () => {
    it('pages 10 at a time, newest first, with page info; past the last page is 404', async () => {
      const page1 = await getJson<ArticleListResponse>(cast.visitor, '/api/articles?type=2');
      expect(page1).toMatchObject({ total: 12, page: 1, limit: 10, totalPages: 2 });
      expect(page1.items).toHaveLength(10);
      expect(page1.items.every((a) => a.type === 2 && a.typeName === 'reviews' && a.status === 'published')).toBe(true);
      const times = page1.items.map((a) => Date.parse(a.publishedAt!));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const page2 = await getJson<ArticleListResponse>(cast.visitor, '/api/articles?type=2&page=2');
      expect(page2.items).toHaveLength(2);
      expect(page2.items.map((a) => a.id)).not.toContain(page1.items[0].id);
      expect((await cast.visitor.get('/api/articles?type=2&page=3')).statusCode).toBe(404);
      expect((await getJson<ArticleListResponse>(cast.visitor, '/api/articles?type=3&limit=5')).items).toHaveLength(5);
    });

    it('mixes every type without a type, drafts never listed', async () => {
      const all = await getJson<ArticleListResponse>(cast.visitor, '/api/articles?limit=50');
      const published = DEMO_ARTICLE_TYPES.flatMap((x) => x.entries).filter((e) => !e.draft).length;
      expect(all.total).toBe(published);
      expect(new Set(all.items.map((a) => a.type)).size).toBeGreaterThan(1);
      expect(all.items.map((a) => a.id)).not.toContain(cast.draftBlogId);
    });

    it('filters stories by category and returns the category name', async () => {
      const list = await getJson<ArticleListResponse>(cast.visitor, '/api/articles?type=2&category=inherited');
      expect(list.total).toBe(2);
      expect(list.items.every((a) => a.category === 'inherited' && a.categoryName === '相続した家')).toBe(true);
    });

    it('refuses a non-digit page, an unknown type or category with the standard 400 body', async () => {
      const bad = await cast.visitor.get('/api/articles?page=2a');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ApiErrorBody>()).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.invalidPage, errors: { page: [MESSAGES.invalidPage] } });
      const type = await cast.visitor.get('/api/articles?type=5');
      expect(type.statusCode).toBe(400);
      expect(type.json<ApiErrorBody>().errors).toEqual({ type: [EDITORIAL_MESSAGES.invalidType] });
      expect((await cast.visitor.get('/api/articles?category=nothing')).json<ApiErrorBody>().errors).toEqual({ category: [EDITORIAL_MESSAGES.invalidCategory] });
      expect((await cast.visitor.get('/api/articles?type=7&category=inherited')).statusCode).toBe(400);
      expect((await cast.visitor.get('/api/articles?sort=new')).json<ApiErrorBody>().errors).toEqual({ sort: [MESSAGES.unknownParameter] });
    });

    it('searches words with NFKC and kana folding', async () => {
      // ﾊﾟﾝ (half-width katakana) finds パン屋 in titles and bodies.
      const pan = await getJson<ArticleListResponse>(cast.visitor, `/api/articles?word=${encodeURIComponent('ﾊﾟﾝ')}`);
      expect(pan.items.map((a) => a.title)).toEqual(expect.arrayContaining(['古民家のパン屋さん「麦と土間」', '閉めた商店を、パン屋さんとして開けてもらえた']));
      // Hiragana finds katakana.
      const coffee = await getJson<ArticleListResponse>(cast.visitor, `/api/articles?word=${encodeURIComponent('ぎゃらりー')}`);
      expect(coffee.total).toBe(0);
      const kaya = await getJson<ArticleListResponse>(cast.visitor, `/api/articles?type=2&word=${encodeURIComponent('茅葺き')}`);
      expect(kaya.items.map((a) => a.title)).toEqual(['茅葺きの家を残したい、その思いが伝わった取引']);
      // A LIKE wildcard is a plain character.
      expect((await getJson<ArticleListResponse>(cast.visitor, '/api/articles?word=%25%25')).total).toBe(0);
      expect((await cast.visitor.get(`/api/articles?word=${encodeURIComponent('あ')}`)).statusCode).toBe(400);
    });
  });

  describe('GET /api/article/{id}', () => {
    it('returns the rendered HTML and the chronological neighbours within the type', async () => {
      const list = await getJson<ArticleListResponse>(cast.visitor, '/api/articles?type=6');
      const [newest, second, third] = list.items;
      const detail = await getJson<ArticleDetail>(cast.visitor, `/api/article/${second.id}`);
      expect(detail).toMatchObject({ id: second.id, type: 6, title: second.title, prevId: third.id, nextId: newest.id, version: 1 });
      expect(detail.html).toContain('<h2>');
      expect((await getJson<ArticleDetail>(cast.visitor, `/api/article/${newest.id}`)).nextId).toBeNull();
      expect((await getJson<ArticleDetail>(cast.visitor, `/api/article/${second.id}?type=6`)).id).toBe(second.id);
      expect((await cast.visitor.get(`/api/article/${second.id}?type=7`)).statusCode).toBe(404);
      expect((await cast.visitor.get('/api/article/999999')).statusCode).toBe(404);
      expect((await cast.visitor.get('/api/article/abc')).statusCode).toBe(400);
    });

    it('hides a draft from visitors and buyers (404, preview or not) and shows it to staff with preview=1', async () => {
      for (const b of [cast.visitor, cast.buyer]) {
        expect((await b.get(`/api/article/${cast.draftBlogId}`)).statusCode).toBe(404);
        expect((await b.get(`/api/article/${cast.draftBlogId}?preview=1`)).statusCode).toBe(404);
      }
      expect((await cast.staff.get(`/api/article/${cast.draftBlogId}`)).statusCode).toBe(404);
      const res = await cast.staff.get(`/api/article/${cast.draftBlogId}?preview=1`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
      expect(res.json<ArticleDetail>()).toMatchObject({ id: cast.draftBlogId, status: 'draft', publishedAt: null, prevId: null, nextId: null });
      expect((await cast.visitor.get(`/api/article/${cast.draftBlogId}?preview=yes`)).statusCode).toBe(400);
    });
  });

  describe('news and solutions', () => {
    it('lists news by category with the category names, and pages', async () => {
      const all = await getJson<NewsListResponse>(cast.visitor, '/api/news');
      expect(all).toMatchObject({ total: 12, totalPages: 2 });
      expect(all.categories).toEqual(expect.arrayContaining(['お知らせ', 'イベント', 'メディア掲載']));
      expect((await getJson<NewsListResponse>(cast.visitor, '/api/news?page=2')).items).toHaveLength(2);
      const events = await getJson<NewsListResponse>(cast.visitor, `/api/news?categoryName=${encodeURIComponent('イベント')}`);
      expect(events.total).toBe(4);
      expect(events.items.every((n) => n.categoryName === 'イベント' && n.excerpt.length > 0)).toBe(true);
      const item = await getJson<NewsDetail>(cast.visitor, `/api/news/${events.items[0].id}`);
      expect(item.html).toContain('<p>');
      expect((await cast.visitor.get('/api/news?page=x')).statusCode).toBe(400);
    });

    it('lists Q&A by tag and word; a solution id uses only its leading digits', async () => {
      const all = await getJson<SolutionListResponse>(cast.visitor, '/api/solutions');
      expect(all).toMatchObject({ total: 15, totalPages: 2 });
      const tagged = await getJson<SolutionListResponse>(cast.visitor, `/api/solutions?tag=${encodeURIComponent('取引')}`);
      expect(tagged.total).toBe(DEMO_SOLUTIONS.filter((s) => s.tags.includes('取引')).length);
      expect(tagged.items.every((s) => s.tags.includes('取引'))).toBe(true);
      const word = await getJson<SolutionListResponse>(cast.visitor, `/api/solutions?word=${encodeURIComponent('ぼろぼろ')}`);
      expect(word.items.map((s) => s.question)).toEqual(['ボロボロの家でも掲載できますか？']);
      const id = word.items[0].id;
      const detail = await getJson<SolutionDetail>(cast.visitor, `/api/solution/${id}-broken-house`);
      expect(detail).toMatchObject({ id, question: 'ボロボロの家でも掲載できますか？' });
      expect(detail.answerHtml).toContain('<strong>現状のままを求める買主さん</strong>');
      expect((await cast.visitor.get('/api/solution/abc')).statusCode).toBe(404);
      expect((await cast.visitor.get('/api/solutions?limit=0')).statusCode).toBe(400);
    });
  });
});
