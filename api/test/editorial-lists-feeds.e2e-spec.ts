import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  EDITORIAL_MESSAGES,
  MESSAGES,
  formatMessage,
  POSTING_MESSAGES,
  type ApiErrorBody,
  type ArticleListResponse,
  type BaseData,
  type SolutionListResponse,
  type StaffArticle,
  type StaffNews,
} from '@akiya/contracts';
import { EDITORIAL_ENV, EDITORIAL_URL, getJson, useEditorialCast } from './support/editorial';
import { postingMultipart } from './support/posting-form';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';
import { expectAtomFeed, readXml } from './support/xml';

/** Characters XML 1.0 forbids: C0 controls but tab/LF/CR, lone surrogates, U+FFFE, U+FFFF. */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * What issue 12 added around the editorial back end: the my-page lists of favourite articles and
 * Q&A, the Atom feeds of news and the blog, the sitemap and feeds dropping their cache on a staff
 * write, the staff cover-photo upload and the staff flag in base data — on SQLite, and on
 * MySQL/MariaDB when TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('editorial favourites lists, feeds and covers on %s', (engine) => {
  const t = useTestApp(engine, { env: EDITORIAL_ENV });
  const cast = useEditorialCast(t);

  const publishedIds = async (table: 'articles' | 'solutions', n: number): Promise<number[]> =>
    ((await t.dataSource.query(`SELECT id FROM ${table} WHERE status = 'published' ORDER BY id LIMIT ${n}`)) as { id: number | string }[]).map((r) => Number(r.id));

  describe('GET /api/favorites/article and /api/favorites/solution', () => {
    it('lists the favourite published entries, newest favourite first, 10 per page; a later unpublished one disappears', async () => {
      const ids = await publishedIds('articles', 12);
      for (const id of ids) expect((await cast.buyer.post(`/api/favorites/article/${id}`)).statusCode).toBe(200);
      const page1 = await getJson<ArticleListResponse>(cast.buyer, '/api/favorites/article');
      expect(page1).toMatchObject({ total: 12, page: 1, limit: 10, totalPages: 2 });
      expect(page1.items.map((a) => a.id)).toEqual([...ids].reverse().slice(0, 10));
      expect(page1.items[0]).toMatchObject({ status: 'published', typeName: expect.any(String), title: expect.any(String) });
      const page2 = await getJson<ArticleListResponse>(cast.buyer, '/api/favorites/article?page=2');
      expect(page2.items.map((a) => a.id)).toEqual([ids[1], ids[0]]);
      expect((await cast.buyer.get('/api/favorites/article?page=3')).statusCode).toBe(404);
      const bad = await cast.buyer.get('/api/favorites/article?page=x');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ApiErrorBody>().errors).toEqual({ page: [MESSAGES.invalidPage] });

      // Unpublished by staff: gone from the list and the count.
      const current = await getJson<StaffArticle>(cast.staff, `/api/staff/articles/${ids[11]}`);
      expect((await cast.staff.post(`/api/staff/articles/${ids[11]}/unpublish`, { version: current.version })).statusCode).toBe(200);
      const after = await getJson<ArticleListResponse>(cast.buyer, '/api/favorites/article');
      expect(after.total).toBe(11);
      expect(after.items.map((a) => a.id)).not.toContain(ids[11]);
    });

    it('lists favourite Q&A with their excerpt; another user sees only their own; logged out is 401', async () => {
      const [a, b] = await publishedIds('solutions', 2);
      await cast.buyer.post(`/api/favorites/solution/${a}`);
      await cast.buyer.post(`/api/favorites/solution/${b}`);
      const list = await getJson<SolutionListResponse>(cast.buyer, '/api/favorites/solution');
      expect(list).toMatchObject({ total: 2, totalPages: 1 });
      expect(list.items.map((s) => s.id)).toEqual([b, a]);
      expect(list.items[0].excerpt.length).toBeGreaterThan(0);
      expect((await getJson<SolutionListResponse>(cast.staff, '/api/favorites/solution')).items).toEqual([]);
      expect((await cast.visitor.get('/api/favorites/solution')).statusCode).toBe(401);
      expect((await cast.visitor.get('/api/favorites/article')).statusCode).toBe(401);
    });
  });

  describe('Atom feeds', () => {
    it('/news/feed.xml carries the newest published news, escaped, linked to their pages', async () => {
      const res = await t.get('/news/feed.xml');
      expectAtomFeed(res, `${EDITORIAL_URL}/news/feed.xml`);
      expect(res.body).toContain(`<link rel="alternate" type="text/html" href="${EDITORIAL_URL}/news"/>`);
      const newest: { id: number | string; title: string }[] = await t.dataSource.query(
        "SELECT id, title FROM news WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT 1",
      );
      const entries = [...res.body.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]);
      expect(entries.length).toBeGreaterThanOrEqual(12);
      expect(entries[0]).toContain(`<id>${EDITORIAL_URL}/news/${newest[0].id}</id>`);
      expect(entries[0]).toMatch(/<updated>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/updated>/);
    });

    it('/blog/feed.xml lists published blog posts only; a new publication shows at once (cache dropped), markup escaped', async () => {
      const before = (await t.get('/blog/feed.xml')).body;
      const draft: { id: number | string }[] = await t.dataSource.query("SELECT id FROM articles WHERE status = 'draft' AND type = 7");
      expect(before).not.toContain(`/blog/${draft[0].id}<`);
      expect(before).not.toMatch(/\/(reviews|news|solution)\//);
      // The sitemap is cached too: read it now so the cache holds the old state.
      const sitemapBefore = (await t.get('/sitemap.xml')).body;
      expect(sitemapBefore).toContain('/blog/');

      const created = await cast.staff.post('/api/staff/articles', { type: 7, title: 'フィードの <テスト> & 記事', lead: '紹介 <b>文</b>', body: '本文' });
      expect(created.statusCode).toBe(201);
      const article = created.json<StaffArticle>();
      expect((await cast.staff.post(`/api/staff/articles/${article.id}/publish`, { version: article.version })).statusCode).toBe(200);
      const after = (await t.get('/blog/feed.xml')).body;
      const first = [...after.matchAll(/<entry>([\s\S]*?)<\/entry>/g)][0][1];
      expect(first).toContain(`<id>${EDITORIAL_URL}/blog/${article.id}</id>`);
      expect(first).toContain('<title>フィードの &lt;テスト&gt; &amp; 記事</title>');
      expect(first).toContain('<summary>紹介 &lt;b&gt;文&lt;/b&gt;</summary>');
      expect(sitemapBefore).not.toContain(`<loc>${EDITORIAL_URL}/blog/${article.id}</loc>`);
      expect((await t.get('/sitemap.xml')).body).toContain(`<loc>${EDITORIAL_URL}/blog/${article.id}</loc>`);
    });

    it('a news item unpublished by staff leaves the feed and the sitemap at once', async () => {
      const [row]: { id: number | string }[] = await t.dataSource.query("SELECT id FROM news WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT 1");
      const id = Number(row.id);
      expect((await t.get('/news/feed.xml')).body).toContain(`/news/${id}</id>`);
      expect((await t.get('/sitemap.xml')).body).toContain(`/news/${id}</loc>`);
      const item = await getJson<StaffNews>(cast.staff, `/api/staff/news/${id}`);
      expect((await cast.staff.post(`/api/staff/news/${id}/unpublish`, { version: item.version })).statusCode).toBe(200);
      expect((await t.get('/news/feed.xml')).body).not.toContain(`/news/${id}</id>`);
      expect((await t.get('/sitemap.xml')).body).not.toContain(`/news/${id}</loc>`);
    });
  });

  describe('control characters in editorial texts', () => {
    const dirty = (s: string) => `${s}\u0001\u000b\uFFFE`;

    it('are dropped when staff write an entry, and every feed and sitemap stays well-formed XML, old rows included', async () => {
      const news = await cast.staff.post('/api/staff/news', { title: dirty('制御文字の\u0008お知らせ'), categoryName: dirty('告知'), body: dirty('本文') });
      expect(news.statusCode).toBe(201);
      const item = news.json<StaffNews>();
      expect(item).toMatchObject({ title: '制御文字のお知らせ', categoryName: '告知', body: '本文' });
      expect((await cast.staff.post(`/api/staff/news/${item.id}/publish`, { version: item.version })).statusCode).toBe(200);

      const blog = await cast.staff.post('/api/staff/articles', { type: 7, title: dirty('制御文字の記事'), lead: dirty('紹介'), body: dirty('本文'), tags: [dirty('庭')] });
      expect(blog.statusCode).toBe(201);
      const article = blog.json<StaffArticle>();
      expect(article).toMatchObject({ title: '制御文字の記事', lead: '紹介', tags: ['庭'] });
      expect((await cast.staff.post(`/api/staff/articles/${article.id}/publish`, { version: article.version })).statusCode).toBe(200);
      const stored: { title: string }[] = await t.dataSource.query('SELECT title FROM articles WHERE id = ?', [article.id]);
      expect(stored[0].title).toBe('制御文字の記事');

      // Rows written before the fix (or by hand) still carry them: the feeds drop them when rendered.
      const old = (await cast.staff.post('/api/staff/news', { title: '古いお知らせ', categoryName: '告知', body: '本文' })).json<StaffNews>();
      await t.dataSource.query('UPDATE news SET title = ?, category_name = ?, body = ? WHERE id = ?', [dirty('古い\u001fお知らせ'), dirty('告知'), dirty('本文'), old.id]);
      await t.dataSource.query('UPDATE articles SET title = ?, lead = ? WHERE id = ?', [dirty('古い記事'), dirty('紹介'), article.id]);
      const current = (await cast.staff.get(`/api/staff/news/${old.id}`)).json<StaffNews>();
      expect((await cast.staff.post(`/api/staff/news/${old.id}/publish`, { version: current.version })).statusCode).toBe(200);

      const feeds = ['/news/feed.xml', '/blog/feed.xml', '/sitemap.xml'];
      const index = (await t.get('/sitemap.xml')).body;
      feeds.push(...[...index.matchAll(/<sitemap><loc>[^<]*?(\/sitemaps\/\d+\.xml)<\/loc>/g)].map((m) => m[1]));
      for (const url of feeds) {
        const res = await t.get(url);
        expect([url, res.statusCode]).toEqual([url, 200]);
        expect([url, XML_FORBIDDEN.exec(res.body)?.[0]]).toEqual([url, undefined]);
        expect([url, readXml(res.body)]).toEqual([url, null]);
      }
      const newsFeed = (await t.get('/news/feed.xml')).body;
      expect(newsFeed).toContain('<title>制御文字のお知らせ</title>');
      expect(newsFeed).toContain('<title>古いお知らせ</title>');
      expect((await t.get('/blog/feed.xml')).body).toContain('<title>古い記事</title>');
    });
  });

  describe('POST /api/staff/editorial/cover', () => {
    const png = () => sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7a4a24' } }).png().toBuffer();

    it('stores one photo re-encoded within 1200 px and answers a path an article accepts as its cover', async () => {
      const res = await cast.staff.post('/api/staff/editorial/cover', undefined, { raw: postingMultipart({}, [{ filename: 'cover.png', content: await png() }]) });
      expect(res.statusCode).toBe(201);
      const { path } = res.json<{ path: string }>();
      expect(path).toMatch(/^\/uploads\/editorial\/[0-9a-f]{16}-detail\.jpg$/);
      const served = await t.get(path);
      expect(served.statusCode).toBe(200);
      const meta = await sharp(readFileSync(join(t.config.publicUploadsDir, path.slice('/uploads/'.length)))).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 675 });
      const article = await cast.staff.post('/api/staff/articles', { type: 7, title: 'カバー付き', body: '本文', coverPath: path });
      expect(article.statusCode).toBe(201);
      expect(article.json<StaffArticle>().coverPath).toBe(path);
    });

    it('refuses a file that is not an image, no file, and two files with Japanese messages', async () => {
      const notImage = await cast.staff.post('/api/staff/editorial/cover', undefined, {
        raw: postingMultipart({}, [{ filename: 'memo.txt', content: Buffer.from('hello'), contentType: 'text/plain' }]),
      });
      expect(notImage.statusCode).toBe(400);
      expect(notImage.json<ApiErrorBody>().errors).toEqual({ photos: [formatMessage(POSTING_MESSAGES.notAnImage, { name: 'memo.txt' })] });
      const none = await cast.staff.post('/api/staff/editorial/cover', undefined, { raw: postingMultipart({ a: 'b' }) });
      expect(none.statusCode).toBe(400);
      expect(none.json<ApiErrorBody>().errors).toEqual({ photos: [MESSAGES.required] });
      const two = await cast.staff.post('/api/staff/editorial/cover', undefined, {
        raw: postingMultipart({}, [
          { filename: 'a.png', content: await png() },
          { filename: 'b.png', content: await png() },
        ]),
      });
      expect(two.statusCode).toBe(400);
      expect(two.json<ApiErrorBody>().errors).toEqual({ photos: [EDITORIAL_MESSAGES.oneCoverPhoto] });
    });

    it('is 404 for anyone but staff, before the upload is read', async () => {
      const raw = postingMultipart({}, [{ filename: 'cover.png', content: await png() }]);
      expect((await cast.buyer.post('/api/staff/editorial/cover', undefined, { raw })).statusCode).toBe(404);
      expect((await cast.visitor.post('/api/staff/editorial/cover', undefined, { raw })).statusCode).toBe(404);
    });
  });

  it('marks staff in base data (is_staff) and nobody else', async () => {
    expect((await getJson<BaseData>(cast.staff, '/api/common/base-data')).user).toMatchObject({ email: 'staff@example.jp', is_staff: true });
    expect((await getJson<BaseData>(cast.buyer, '/api/common/base-data')).user).not.toHaveProperty('is_staff');
  });
});
