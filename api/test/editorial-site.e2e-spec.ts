import { type ArticleListResponse, type BaseData, type EditorialFavoriteToggleResponse, type SolutionListResponse } from '@akiya/contracts';
import { DEMO_ARTICLE_TYPES, DEMO_SOLUTIONS } from '../src/database/seeds/editorial-content';
import { seedEditorial } from '../src/database/seeds/editorial-seed';
import { createUser, loginAs } from './support/accounts';
import { EDITORIAL_ENV, EDITORIAL_URL, getJson, useEditorialCast } from './support/editorial';
import { seedFixtures } from './support/fixtures';
import { startTestApp, useTestApp } from './support/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from './support/test-database';

/**
 * Editorial favourites in base data, the editorial entries of sitemap.xml, and the demo content
 * seeded after the listings or added at start to an existing database — on SQLite, and on
 * MySQL/MariaDB when TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('editorial favourites, sitemap and seeding on %s', (engine) => {
  const t = useTestApp(engine, { env: EDITORIAL_ENV });
  const cast = useEditorialCast(t);

  it('keeps article and Q&A favourites in base data (published only, login required)', async () => {
    const user = await createUser(t);
    const b = await loginAs(t, user.email, 'secret123');
    const [a1, a2] = (await getJson<ArticleListResponse>(cast.visitor, '/api/articles?type=4')).items;
    const [s1] = (await getJson<SolutionListResponse>(cast.visitor, '/api/solutions')).items;

    expect((await cast.visitor.post(`/api/favorites/article/${a1.id}`)).statusCode).toBe(401);
    expect((await b.post(`/api/favorites/article/${a1.id}`, undefined, { csrf: false })).statusCode).toBe(403);
    expect((await b.post(`/api/favorites/article/${a1.id}`)).json<EditorialFavoriteToggleResponse>()).toEqual({ success: true, favorite: true, favorites: [a1.id] });
    await b.post(`/api/favorites/article/${a2.id}`);
    await b.post(`/api/favorites/article/${a2.id}`);
    expect((await b.post(`/api/favorites/solution/${s1.id}`)).json<EditorialFavoriteToggleResponse>().favorites).toEqual([s1.id]);
    expect((await b.post(`/api/favorites/article/${cast.draftBlogId}`)).statusCode).toBe(404);
    expect((await b.post('/api/favorites/solution/999999')).statusCode).toBe(404);

    let data = (await b.get('/api/common/base-data')).json<BaseData>();
    expect(data.articleFavorites.sort()).toEqual([a1.id, a2.id].sort());
    expect(data.solutionFavorites).toEqual([s1.id]);
    expect(data.favorites).toEqual([]);

    expect((await b.request('DELETE', `/api/favorites/article/${a1.id}`)).json<EditorialFavoriteToggleResponse>()).toEqual({ success: true, favorite: false, favorites: [a2.id] });
    await b.request('DELETE', `/api/favorites/solution/${s1.id}`);
    data = (await b.get('/api/common/base-data')).json<BaseData>();
    expect(data).toMatchObject({ articleFavorites: [a2.id], solutionFavorites: [] });
    expect((await cast.visitor.get('/api/common/base-data')).json<BaseData>()).toMatchObject({ articleFavorites: [], solutionFavorites: [] });
  });

  it('lists every published article, news item and Q&A in sitemap.xml, and nothing unpublished', async () => {
    const res = await t.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const published: { id: number; type: number }[] = await t.dataSource.query("SELECT id, type FROM articles WHERE status = 'published'");
    const paths: Record<number, string> = { 2: 'reviews', 3: 'thanks-letter', 4: 'shop', 6: 'towns', 7: 'blog', 8: 'case' };
    for (const a of published) expect(locs).toContain(`${EDITORIAL_URL}/${paths[Number(a.type)]}/${a.id}`);
    const news: { id: number }[] = await t.dataSource.query("SELECT id FROM news WHERE status = 'published'");
    for (const n of news) expect(locs).toContain(`${EDITORIAL_URL}/news/${n.id}`);
    const qa: { id: number }[] = await t.dataSource.query("SELECT id FROM solutions WHERE status = 'published'");
    for (const s of qa) expect(locs).toContain(`${EDITORIAL_URL}/solution/${s.id}`);
    expect(locs.filter((l) => /\/(reviews|thanks-letter|shop|towns|blog|case|news|solution)\/\d+$/.test(l))).toHaveLength(published.length + news.length + qa.length);
    expect(locs).not.toContain(`${EDITORIAL_URL}/blog/${cast.draftBlogId}`);
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
