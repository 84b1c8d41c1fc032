import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EDITORIAL_MESSAGES,
  MESSAGES,
  type ApiErrorBody,
  type ArticleDetail,
  type ArticleListResponse,
  type BaseData,
  type EditorialFavoriteToggleResponse,
  type NewsDetail,
  type NewsListResponse,
  type SolutionDetail,
  type SolutionListResponse,
  type StaffArticle,
} from '@akiya/contracts';
import { Editorial1763900000000 } from '../src/database/migrations/1763900000000-Editorial';
import { DEMO_ARTICLE_TYPES, DEMO_NEWS, DEMO_SOLUTIONS } from '../src/database/seeds/editorial-content';
import { seedEditorial } from '../src/database/seeds/editorial-seed';
import { importArticleFolder } from '../src/editorial/article-import';
import { EditorialAuthoringService } from '../src/editorial/editorial-authoring.service';
import { Browser } from './support/browser';
import { expectFormErrors } from './support/form-errors';
import { createUser, loginAs } from './support/accounts';
import { seedFixtures, type Fixtures } from './support/fixtures';
import { startTestApp, useTestApp } from './support/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from './support/test-database';

const PUBLIC_URL = 'https://ieichiba.example';

/**
 * Editorial back end: the six public calls of docs/product.md §7 on the seeded demo content (lists, paging,
 * filters, word search, details with neighbours, drafts), staff authoring (404 for others, limits,
 * sanitising, optimistic locking, publish), the Markdown import, favourites in base data and the
 * sitemap — on SQLite, and on MySQL/MariaDB when TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('editorial on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0', PUBLIC_URL } });
  let fx: Fixtures;
  let staff: Browser;
  let buyer: Browser;
  let visitor: Browser;
  let draftBlogId: number;

  beforeAll(async () => {
    // The seed (run by the fixtures) adds the demo editorial content.
    fx = await seedFixtures(t.dataSource, t.config.publicUploadsDir);
    staff = await loginAs(t, 'staff@example.jp');
    const user = await createUser(t);
    buyer = await loginAs(t, user.email, 'secret123');
    visitor = new Browser(t.app);
    draftBlogId = Number((await t.dataSource.query("SELECT id FROM articles WHERE status = 'draft' AND type = 7"))[0].id);
  });

  const json = async <T>(b: Browser, url: string): Promise<T> => {
    const res = await b.get(url);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const createArticle = async (fields: Record<string, unknown> = {}) => {
    const res = await staff.post('/api/staff/articles', { type: 7, title: '試験の記事', lead: '紹介文', body: '本文です。', ...fields });
    expect(res.statusCode).toBe(201);
    return res.json<StaffArticle>();
  };

  it('runs its migration and seeds the demo content: 12+ of each type, 12 news, 15 Q&A', async () => {
    expect(await t.dataSource.query('SELECT name FROM migrations WHERE name = ?', [new Editorial1763900000000().name])).toHaveLength(1);
    for (const type of [2, 3, 4, 6, 7, 8]) {
      const list = await json<ArticleListResponse>(visitor, `/api/articles?type=${type}`);
      expect(list.total).toBeGreaterThanOrEqual(12);
      expect(list.totalPages).toBeGreaterThanOrEqual(2);
    }
    expect((await json<NewsListResponse>(visitor, '/api/news')).total).toBe(DEMO_NEWS.length);
    expect((await json<SolutionListResponse>(visitor, '/api/solutions')).total).toBe(DEMO_SOLUTIONS.length);
    // Seeding again changes nothing.
    expect(await seedEditorial(t.dataSource)).toEqual({ articles: 0, news: 0, solutions: 0 });
  });

  describe('GET /api/articles', () => {
    it('pages 10 at a time, newest first, with page info; past the last page is 404', async () => {
      const page1 = await json<ArticleListResponse>(visitor, '/api/articles?type=2');
      expect(page1).toMatchObject({ total: 12, page: 1, limit: 10, totalPages: 2 });
      expect(page1.items).toHaveLength(10);
      expect(page1.items.every((a) => a.type === 2 && a.typeName === 'reviews' && a.status === 'published')).toBe(true);
      const times = page1.items.map((a) => Date.parse(a.publishedAt!));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const page2 = await json<ArticleListResponse>(visitor, '/api/articles?type=2&page=2');
      expect(page2.items).toHaveLength(2);
      expect(page2.items.map((a) => a.id)).not.toContain(page1.items[0].id);
      expect((await visitor.get('/api/articles?type=2&page=3')).statusCode).toBe(404);
      expect((await json<ArticleListResponse>(visitor, '/api/articles?type=3&limit=5')).items).toHaveLength(5);
    });

    it('mixes every type without a type, drafts never listed', async () => {
      const all = await json<ArticleListResponse>(visitor, '/api/articles?limit=50');
      const published = DEMO_ARTICLE_TYPES.flatMap((x) => x.entries).filter((e) => !e.draft).length;
      expect(all.total).toBe(published);
      expect(new Set(all.items.map((a) => a.type)).size).toBeGreaterThan(1);
      expect(all.items.map((a) => a.id)).not.toContain(draftBlogId);
    });

    it('filters stories by category and returns the category name', async () => {
      const list = await json<ArticleListResponse>(visitor, '/api/articles?type=2&category=inherited');
      expect(list.total).toBe(2);
      expect(list.items.every((a) => a.category === 'inherited' && a.categoryName === '相続した家')).toBe(true);
    });

    it('refuses a non-digit page, an unknown type or category with the standard 400 body', async () => {
      const bad = await visitor.get('/api/articles?page=2a');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ApiErrorBody>()).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.invalidPage, errors: { page: [MESSAGES.invalidPage] } });
      const type = await visitor.get('/api/articles?type=5');
      expect(type.statusCode).toBe(400);
      expect(type.json<ApiErrorBody>().errors).toEqual({ type: [EDITORIAL_MESSAGES.invalidType] });
      expect((await visitor.get('/api/articles?category=nothing')).json<ApiErrorBody>().errors).toEqual({ category: [EDITORIAL_MESSAGES.invalidCategory] });
      expect((await visitor.get('/api/articles?type=7&category=inherited')).statusCode).toBe(400);
      expect((await visitor.get('/api/articles?sort=new')).json<ApiErrorBody>().errors).toEqual({ sort: [MESSAGES.unknownParameter] });
    });

    it('searches words with NFKC and kana folding', async () => {
      // ﾊﾟﾝ (half-width katakana) finds パン屋 in titles and bodies.
      const pan = await json<ArticleListResponse>(visitor, `/api/articles?word=${encodeURIComponent('ﾊﾟﾝ')}`);
      expect(pan.items.map((a) => a.title)).toEqual(expect.arrayContaining(['古民家のパン屋さん「麦と土間」', '閉めた商店を、パン屋さんとして開けてもらえた']));
      // Hiragana finds katakana.
      const coffee = await json<ArticleListResponse>(visitor, `/api/articles?word=${encodeURIComponent('ぎゃらりー')}`);
      expect(coffee.total).toBe(0);
      const kaya = await json<ArticleListResponse>(visitor, `/api/articles?type=2&word=${encodeURIComponent('茅葺き')}`);
      expect(kaya.items.map((a) => a.title)).toEqual(['茅葺きの家を残したい、その思いが伝わった取引']);
      // A LIKE wildcard is a plain character.
      expect((await json<ArticleListResponse>(visitor, '/api/articles?word=%25%25')).total).toBe(0);
      expect((await visitor.get(`/api/articles?word=${encodeURIComponent('あ')}`)).statusCode).toBe(400);
    });
  });

  describe('GET /api/article/{id}', () => {
    it('returns the rendered HTML and the chronological neighbours within the type', async () => {
      const list = await json<ArticleListResponse>(visitor, '/api/articles?type=6');
      const [newest, second, third] = list.items;
      const detail = await json<ArticleDetail>(visitor, `/api/article/${second.id}`);
      expect(detail).toMatchObject({ id: second.id, type: 6, title: second.title, prevId: third.id, nextId: newest.id, version: 1 });
      expect(detail.html).toContain('<h2>');
      expect((await json<ArticleDetail>(visitor, `/api/article/${newest.id}`)).nextId).toBeNull();
      expect((await json<ArticleDetail>(visitor, `/api/article/${second.id}?type=6`)).id).toBe(second.id);
      expect((await visitor.get(`/api/article/${second.id}?type=7`)).statusCode).toBe(404);
      expect((await visitor.get('/api/article/999999')).statusCode).toBe(404);
      expect((await visitor.get('/api/article/abc')).statusCode).toBe(400);
    });

    it('hides a draft from visitors and buyers (404, preview or not) and shows it to staff with preview=1', async () => {
      for (const b of [visitor, buyer]) {
        expect((await b.get(`/api/article/${draftBlogId}`)).statusCode).toBe(404);
        expect((await b.get(`/api/article/${draftBlogId}?preview=1`)).statusCode).toBe(404);
      }
      expect((await staff.get(`/api/article/${draftBlogId}`)).statusCode).toBe(404);
      const res = await staff.get(`/api/article/${draftBlogId}?preview=1`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
      expect(res.json<ArticleDetail>()).toMatchObject({ id: draftBlogId, status: 'draft', publishedAt: null, prevId: null, nextId: null });
      expect((await visitor.get(`/api/article/${draftBlogId}?preview=yes`)).statusCode).toBe(400);
    });
  });

  describe('news and solutions', () => {
    it('lists news by category with the category names, and pages', async () => {
      const all = await json<NewsListResponse>(visitor, '/api/news');
      expect(all).toMatchObject({ total: 12, totalPages: 2 });
      expect(all.categories).toEqual(expect.arrayContaining(['お知らせ', 'イベント', 'メディア掲載']));
      expect((await json<NewsListResponse>(visitor, '/api/news?page=2')).items).toHaveLength(2);
      const events = await json<NewsListResponse>(visitor, `/api/news?categoryName=${encodeURIComponent('イベント')}`);
      expect(events.total).toBe(4);
      expect(events.items.every((n) => n.categoryName === 'イベント' && n.excerpt.length > 0)).toBe(true);
      const item = await json<NewsDetail>(visitor, `/api/news/${events.items[0].id}`);
      expect(item.html).toContain('<p>');
      expect((await visitor.get('/api/news?page=x')).statusCode).toBe(400);
    });

    it('lists Q&A by tag and word; a solution id uses only its leading digits', async () => {
      const all = await json<SolutionListResponse>(visitor, '/api/solutions');
      expect(all).toMatchObject({ total: 15, totalPages: 2 });
      const tagged = await json<SolutionListResponse>(visitor, `/api/solutions?tag=${encodeURIComponent('取引')}`);
      expect(tagged.total).toBe(DEMO_SOLUTIONS.filter((s) => s.tags.includes('取引')).length);
      expect(tagged.items.every((s) => s.tags.includes('取引'))).toBe(true);
      const word = await json<SolutionListResponse>(visitor, `/api/solutions?word=${encodeURIComponent('ぼろぼろ')}`);
      expect(word.items.map((s) => s.question)).toEqual(['ボロボロの家でも掲載できますか？']);
      const id = word.items[0].id;
      const detail = await json<SolutionDetail>(visitor, `/api/solution/${id}-broken-house`);
      expect(detail).toMatchObject({ id, question: 'ボロボロの家でも掲載できますか？' });
      expect(detail.answerHtml).toContain('<strong>現状のままを求める買主さん</strong>');
      expect((await visitor.get('/api/solution/abc')).statusCode).toBe(404);
      expect((await visitor.get('/api/solutions?limit=0')).statusCode).toBe(400);
    });
  });

  describe('staff authoring', () => {
    it('is a plain 404 for visitors and buyers on every staff route', async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/staff/articles'],
        ['GET', `/api/staff/articles/${draftBlogId}`],
        ['POST', '/api/staff/articles', { type: 7, title: 'x', body: 'y' }],
        ['PUT', `/api/staff/articles/${draftBlogId}`, { type: 7, title: 'x', body: 'y', version: 1 }],
        ['POST', `/api/staff/articles/${draftBlogId}/publish`, { version: 1 }],
        ['POST', `/api/staff/articles/${draftBlogId}/unpublish`, { version: 1 }],
        ['POST', '/api/staff/news', { title: 'x', categoryName: 'y', body: 'z' }],
        ['POST', '/api/staff/solutions', { question: 'x', answer: 'y' }],
        ['POST', '/api/staff/editorial/preview', { markdown: 'x' }],
      ];
      for (const b of [visitor, buyer]) {
        for (const [method, url, body] of calls) {
          const res = await b.request(method, url, body);
          expect([url, res.statusCode]).toEqual([url, 404]);
          expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
        }
      }
      const row = await t.dataSource.query('SELECT status, title FROM articles WHERE id = ?', [draftBlogId]);
      expect(row[0].status).toBe('draft');
    });

    it('creates a draft, renders and sanitises the body, publishes and unpublishes it', async () => {
      // Read (and so cache) the public list first: a staff write must show at once.
      const before = await json<ArticleListResponse>(visitor, '/api/articles?type=7');
      const body = [
        '# 見出し',
        '<script>alert(1)</script>',
        '<p onclick="alert(2)">段落</p>',
        '[危険](javascript:alert(3)) <a href="javascript:alert(4)">x</a>',
        '<iframe src="https://evil.example"></iframe>',
        '![外部](http://insecure.example/a.jpg) ![ok](https://images.example.jp/a.jpg) ![up](/uploads/editorial/a.jpg) ![bad](/api/logout)',
      ].join('\n\n');
      const created = await createArticle({ body, tags: ['古民家', '古民家', '相続'], propertyId: fx.ids.kominka, slug: 'staff-test-1' });
      expect(created).toMatchObject({ status: 'draft', version: 1, publishedAt: null, tags: ['古民家', '相続'], propertyId: fx.ids.kominka, body });
      expect(created.html).toContain('<h2>見出し</h2>');
      // The refused Markdown link stays as plain text; no element carries a script, a handler or a bad URL.
      expect(created.html).not.toMatch(/<script|alert\(1\)|alert\(2\)|onclick|<iframe|href="javascript|http:\/\/insecure|\/api\/logout/i);
      expect(created.html).toContain('<a>x</a>');
      expect(created.html).toContain('src="https://images.example.jp/a.jpg"');
      expect(created.html).toContain('src="/uploads/editorial/a.jpg"');
      expect((await visitor.get(`/api/article/${created.id}`)).statusCode).toBe(404);

      const published = await staff.post(`/api/staff/articles/${created.id}/publish`, { version: 1 });
      expect(published.statusCode).toBe(200);
      expect(published.json<StaffArticle>()).toMatchObject({ status: 'published', version: 2 });
      expect(published.json<StaffArticle>().publishedAt).not.toBeNull();
      expect((await json<ArticleDetail>(visitor, `/api/article/${created.id}`)).title).toBe('試験の記事');
      const after = await json<ArticleListResponse>(visitor, '/api/articles?type=7');
      expect(after.items[0].id).toBe(created.id);
      expect(after.total).toBe(before.total + 1);

      expect((await staff.post(`/api/staff/articles/${created.id}/unpublish`, { version: 2 })).statusCode).toBe(200);
      expect((await visitor.get(`/api/article/${created.id}`)).statusCode).toBe(404);
      expect((await json<ArticleListResponse>(visitor, '/api/articles?type=7')).total).toBe(before.total);
      const staffList = await json<ArticleListResponse>(staff, '/api/staff/articles?type=7&status=draft');
      expect(staffList.items.map((a) => a.id)).toEqual(expect.arrayContaining([created.id, draftBlogId]));
    });

    it('refuses a stale version with 409 and the Japanese message, never overwriting', async () => {
      const created = await createArticle({ title: '版の試験' });
      const first = await staff.request('PUT', `/api/staff/articles/${created.id}`, { type: 7, title: '一人目の保存', body: '一人目', version: 1 });
      expect(first.statusCode).toBe(200);
      expect(first.json<StaffArticle>().version).toBe(2);
      const second = await staff.request('PUT', `/api/staff/articles/${created.id}`, { type: 7, title: '二人目の保存', body: '二人目', version: 1 });
      expect(second.statusCode).toBe(409);
      expect(second.json<ApiErrorBody>()).toMatchObject({ statusCode: 409, message: EDITORIAL_MESSAGES.versionConflict });
      expect((await json<StaffArticle>(staff, `/api/staff/articles/${created.id}`)).title).toBe('一人目の保存');
      expect((await staff.post(`/api/staff/articles/${created.id}/publish`, { version: 1 })).statusCode).toBe(409);
      expect((await staff.request('PUT', '/api/staff/articles/999999', { type: 7, title: 'x', body: 'y', version: 1 })).statusCode).toBe(404);
    });

    it('validates limits and fields with the Japanese messages in the standard errors shape', async () => {
      const tooLong = await staff.post('/api/staff/articles', { type: 7, title: 'あ'.repeat(101), body: 'い'.repeat(30001) });
      expectFormErrors(tooLong, { title: ['100文字以内にしてください'], body: ['30000文字以内にしてください'] });
      const missing = await staff.post('/api/staff/articles', { type: 5, title: ' ', coverPath: 'https://evil.example/a.jpg', tags: ['a'.repeat(31)], slug: 'Bad Slug', publishedAt: '2026/01/01', extra: 1 });
      expect(missing.json<ApiErrorBody>().errors).toEqual({
        type: [EDITORIAL_MESSAGES.invalidType],
        title: [MESSAGES.required],
        body: [MESSAGES.required],
        coverPath: [EDITORIAL_MESSAGES.invalidCoverPath],
        tags: [EDITORIAL_MESSAGES.invalidTags],
        slug: [EDITORIAL_MESSAGES.invalidSlug],
        publishedAt: [EDITORIAL_MESSAGES.invalidDate],
        extra: [MESSAGES.unknownParameter],
      });
      const category = await staff.post('/api/staff/articles', { type: 7, title: 'x', body: 'y', category: 'inherited' });
      expect(category.json<ApiErrorBody>().errors).toEqual({ category: [EDITORIAL_MESSAGES.categoryNotAllowed] });
      const property = await staff.post('/api/staff/articles', { type: 2, title: 'x', body: 'y', propertyId: 999999 });
      expect(property.json<ApiErrorBody>().errors).toEqual({ propertyId: [EDITORIAL_MESSAGES.propertyNotFound] });
      await createArticle({ slug: 'taken-slug' });
      const taken = await staff.post('/api/staff/articles', { type: 7, title: 'x', body: 'y', slug: 'taken-slug' });
      expect(taken.statusCode).toBe(400);
      expect(taken.json<ApiErrorBody>().errors).toEqual({ slug: [EDITORIAL_MESSAGES.slugTaken] });
      expect((await staff.post('/api/staff/articles/1/publish', { version: 0 })).json<ApiErrorBody>().errors).toEqual({ version: [EDITORIAL_MESSAGES.invalidVersion] });
    });

    it('authors news and Q&A the same way', async () => {
      const news = await staff.post('/api/staff/news', { title: '新しいお知らせ', categoryName: 'お知らせ', body: '**本文**' });
      expect(news.statusCode).toBe(201);
      const newsId = news.json<NewsDetail>().id;
      expect((await visitor.get(`/api/news/${newsId}`)).statusCode).toBe(404);
      expect((await staff.get(`/api/news/${newsId}?preview=1`)).statusCode).toBe(200);
      expect((await staff.post(`/api/staff/news/${newsId}/publish`, { version: 1 })).statusCode).toBe(200);
      expect((await json<NewsDetail>(visitor, `/api/news/${newsId}`)).html).toBe('<p><strong>本文</strong></p>\n');

      const qa = await staff.post('/api/staff/solutions', { question: '試験の質問ですか？', answer: '答えです。', tags: ['試験タグ'] });
      expect(qa.statusCode).toBe(201);
      const qaId = qa.json<SolutionDetail>().id;
      expect((await visitor.get(`/api/solution/${qaId}`)).statusCode).toBe(404);
      expect((await json<SolutionListResponse>(visitor, `/api/solutions?tag=${encodeURIComponent('試験タグ')}`)).total).toBe(0);
      expect((await staff.post(`/api/staff/solutions/${qaId}/publish`, { version: 1 })).statusCode).toBe(200);
      expect((await json<SolutionListResponse>(visitor, `/api/solutions?tag=${encodeURIComponent('試験タグ')}`)).items.map((s) => s.id)).toEqual([qaId]);
      const renamed = await staff.request('PUT', `/api/staff/solutions/${qaId}`, { question: '試験の質問ですか？', answer: '答えです。', tags: ['別のタグ'], version: 2 });
      expect(renamed.statusCode).toBe(200);
      expect((await json<SolutionListResponse>(visitor, `/api/solutions?tag=${encodeURIComponent('試験タグ')}`)).total).toBe(0);
      expect((await staff.request('PUT', `/api/staff/solutions/${qaId}`, { question: 'x', answer: 'y', version: 2 })).statusCode).toBe(409);
    });

    it('renders a preview of Markdown', async () => {
      const res = await staff.post('/api/staff/editorial/preview', { markdown: '## 題\n\n<img src="x" onerror="alert(1)">本文' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ html: string }>().html).toBe('<h2>題</h2>\n<p>本文</p>\n');
      expect((await staff.post('/api/staff/editorial/preview', { markdown: 'あ'.repeat(30001) })).statusCode).toBe(400);
    });
  });

  it('imports a folder of Markdown files idempotently by slug', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'akiya-import-'));
    try {
      const file = (name: string, front: string, body: string) => writeFileSync(join(dir, name), `---\n${front}\n---\n${body}\n`);
      file('a.md', 'type: reviews\ntitle: 取り込んだ体験談\nslug: imported-story\ncategory: kominka\ntags: [古民家, 取り込み]\npublished_at: 2026-04-01\nstatus: published', '## 本文\n\n取り込みの試験です。');
      file('b.md', 'type: 7\ntitle: "取り込んだ下書き"\nslug: imported-draft\nlead: 紹介', '下書きの本文');
      file('bad.md', 'type: nothing\ntitle: 壊れた記事\nslug: Bad', '本文');
      writeFileSync(join(dir, 'notes.txt'), 'ignored');
      const authoring = t.app.get(EditorialAuthoringService);
      const count = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM articles'))[0].n);
      const before = await count();

      const first = await importArticleFolder(dir, authoring);
      expect(first.created).toHaveLength(2);
      expect(first.failed).toEqual([{ file: 'bad.md', errors: { type: [EDITORIAL_MESSAGES.invalidType], slug: [EDITORIAL_MESSAGES.invalidSlug] } }]);
      expect(await count()).toBe(before + 2);
      const story = (await json<ArticleListResponse>(visitor, `/api/articles?type=2&word=${encodeURIComponent('取り込み')}`)).items[0];
      expect(story).toMatchObject({ title: '取り込んだ体験談', category: 'kominka', tags: ['古民家', '取り込み'], publishedAt: '2026-03-31T15:00:00.000Z' });

      file('a.md', 'type: reviews\ntitle: 取り込んだ体験談（改訂）\nslug: imported-story\ncategory: kominka\nstatus: published', '改訂した本文');
      const second = await importArticleFolder(dir, authoring);
      expect(second.created).toHaveLength(0);
      expect(second.updated).toHaveLength(2);
      expect(await count()).toBe(before + 2);
      const updated = await json<ArticleDetail>(visitor, `/api/article/${story.id}`);
      expect(updated).toMatchObject({ title: '取り込んだ体験談（改訂）', publishedAt: '2026-03-31T15:00:00.000Z', version: 2 });
      expect(updated.html).toBe('<p>改訂した本文</p>\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps article and Q&A favourites in base data (published only, login required)', async () => {
    const user = await createUser(t);
    const b = await loginAs(t, user.email, 'secret123');
    const [a1, a2] = (await json<ArticleListResponse>(visitor, '/api/articles?type=4')).items;
    const [s1] = (await json<SolutionListResponse>(visitor, '/api/solutions')).items;

    expect((await visitor.post(`/api/favorites/article/${a1.id}`)).statusCode).toBe(401);
    expect((await b.post(`/api/favorites/article/${a1.id}`, undefined, { csrf: false })).statusCode).toBe(403);
    expect((await b.post(`/api/favorites/article/${a1.id}`)).json<EditorialFavoriteToggleResponse>()).toEqual({ success: true, favorite: true, favorites: [a1.id] });
    await b.post(`/api/favorites/article/${a2.id}`);
    await b.post(`/api/favorites/article/${a2.id}`);
    expect((await b.post(`/api/favorites/solution/${s1.id}`)).json<EditorialFavoriteToggleResponse>().favorites).toEqual([s1.id]);
    expect((await b.post(`/api/favorites/article/${draftBlogId}`)).statusCode).toBe(404);
    expect((await b.post('/api/favorites/solution/999999')).statusCode).toBe(404);

    let data = (await b.get('/api/common/base-data')).json<BaseData>();
    expect(data.articleFavorites.sort()).toEqual([a1.id, a2.id].sort());
    expect(data.solutionFavorites).toEqual([s1.id]);
    expect(data.favorites).toEqual([]);

    expect((await b.request('DELETE', `/api/favorites/article/${a1.id}`)).json<EditorialFavoriteToggleResponse>()).toEqual({ success: true, favorite: false, favorites: [a2.id] });
    await b.request('DELETE', `/api/favorites/solution/${s1.id}`);
    data = (await b.get('/api/common/base-data')).json<BaseData>();
    expect(data).toMatchObject({ articleFavorites: [a2.id], solutionFavorites: [] });
    expect((await visitor.get('/api/common/base-data')).json<BaseData>()).toMatchObject({ articleFavorites: [], solutionFavorites: [] });
  });

  it('lists every published article, news item and Q&A in sitemap.xml, and nothing unpublished', async () => {
    const res = await t.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const published: { id: number; type: number }[] = await t.dataSource.query("SELECT id, type FROM articles WHERE status = 'published'");
    const paths: Record<number, string> = { 2: 'reviews', 3: 'thanks-letter', 4: 'shop', 6: 'towns', 7: 'blog', 8: 'case' };
    for (const a of published) expect(locs).toContain(`${PUBLIC_URL}/${paths[Number(a.type)]}/${a.id}`);
    const news: { id: number }[] = await t.dataSource.query("SELECT id FROM news WHERE status = 'published'");
    for (const n of news) expect(locs).toContain(`${PUBLIC_URL}/news/${n.id}`);
    const qa: { id: number }[] = await t.dataSource.query("SELECT id FROM solutions WHERE status = 'published'");
    for (const s of qa) expect(locs).toContain(`${PUBLIC_URL}/solution/${s.id}`);
    expect(locs.filter((l) => /\/(reviews|thanks-letter|shop|towns|blog|case|news|solution)\/\d+$/.test(l))).toHaveLength(published.length + news.length + qa.length);
    expect(locs).not.toContain(`${PUBLIC_URL}/blog/${draftBlogId}`);
  });

  it('links stories to demo listings when the editorial tables are seeded after the listings', async () => {
    await t.dataSource.query('DELETE FROM article_favorites');
    await t.dataSource.query('DELETE FROM articles');
    const result = await seedEditorial(t.dataSource);
    expect(result).toEqual({ articles: DEMO_ARTICLE_TYPES.flatMap((x) => x.entries).length, news: 0, solutions: 0 });
    const linked: { property_id: number; body: string }[] = await t.dataSource.query('SELECT property_id, body FROM articles WHERE property_id IS NOT NULL');
    expect(linked.length).toBeGreaterThanOrEqual(3);
    for (const row of linked) expect(row.body).toContain(`/project/${row.property_id}`);
  });
});

describe.each(testEngines())('editorial demo content on an existing database on %s', (engine) => {
  let db: TestDatabase;

  afterAll(async () => {
    await db?.drop();
  });

  it('is added at start (SEED_IF_EMPTY) when listings exist but the editorial tables are empty', async () => {
    db = await createTestDatabase(engine);
    const first = await startTestApp(db, { RATE_LIMIT_ENABLED: '0' });
    await seedFixtures(first.dataSource, first.config.publicUploadsDir);
    // A database from before the editorial tables: listings, no articles, news or Q&A.
    for (const table of ['articles', 'news', 'solutions']) await first.dataSource.query(`DELETE FROM ${table}`);
    await first.close();

    const second = await startTestApp(db, { RATE_LIMIT_ENABLED: '0', SEED_IF_EMPTY: '1' });
    try {
      const list = (await second.get('/api/articles?type=2')).json<ArticleListResponse>();
      expect(list.total).toBe(12);
      expect((await second.get('/api/solutions')).json<SolutionListResponse>().total).toBe(DEMO_SOLUTIONS.length);
      const linked: unknown[] = await second.dataSource.query('SELECT id FROM articles WHERE property_id IS NOT NULL');
      expect(linked.length).toBeGreaterThanOrEqual(3);
    } finally {
      await second.close();
    }
  });
});
