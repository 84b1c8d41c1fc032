import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EDITORIAL_MESSAGES,
  MESSAGES,
  type ApiErrorBody,
  type ArticleDetail,
  type ArticleListResponse,
  type NewsDetail,
  type SolutionDetail,
  type SolutionListResponse,
  type StaffArticle,
} from '@akiya/contracts';
import { importArticleFolder } from '../src/editorial/article-import';
import { EditorialAuthoringService } from '../src/editorial/editorial-authoring.service';
import { expectNotFoundFor } from './support/browser';
import { EDITORIAL_ENV, getJson, useEditorialCast } from './support/editorial';
import { expectFormErrors } from './support/form-errors';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * Editorial back end, staff side: authoring (404 for others, limits, sanitising, optimistic locking,
 * publish) and the Markdown import — on SQLite, and on MySQL/MariaDB when TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('editorial authoring on %s', (engine) => {
  const t = useTestApp(engine, { env: EDITORIAL_ENV });
  const cast = useEditorialCast(t);
  const createArticle = async (fields: Record<string, unknown> = {}) => {
    const res = await cast.staff.post('/api/staff/articles', { type: 7, title: '試験の記事', lead: '紹介文', body: '本文です。', ...fields });
    expect(res.statusCode).toBe(201);
    return res.json<StaffArticle>();
  };

  describe('staff authoring', () => {
    it('is a plain 404 for visitors and buyers on every staff route', async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/staff/articles'],
        ['GET', `/api/staff/articles/${cast.draftBlogId}`],
        ['POST', '/api/staff/articles', { type: 7, title: 'x', body: 'y' }],
        ['PUT', `/api/staff/articles/${cast.draftBlogId}`, { type: 7, title: 'x', body: 'y', version: 1 }],
        ['POST', `/api/staff/articles/${cast.draftBlogId}/publish`, { version: 1 }],
        ['POST', `/api/staff/articles/${cast.draftBlogId}/unpublish`, { version: 1 }],
        ['POST', '/api/staff/news', { title: 'x', categoryName: 'y', body: 'z' }],
        ['POST', '/api/staff/solutions', { question: 'x', answer: 'y' }],
        ['POST', '/api/staff/editorial/preview', { markdown: 'x' }],
      ];
      await expectNotFoundFor([cast.visitor, cast.buyer], calls);
      const row = await t.dataSource.query('SELECT status, title FROM articles WHERE id = ?', [cast.draftBlogId]);
      expect(row[0].status).toBe('draft');
    });

    it('creates a draft, renders and sanitises the body, publishes and unpublishes it', async () => {
      // Read (and so cache) the public list first: a staff write must show at once.
      const before = await getJson<ArticleListResponse>(cast.visitor, '/api/articles?type=7');
      const body = [
        '# 見出し',
        '<script>alert(1)</script>',
        '<p onclick="alert(2)">段落</p>',
        '[危険](javascript:alert(3)) <a href="javascript:alert(4)">x</a>',
        '<iframe src="https://evil.example"></iframe>',
        '![外部](http://insecure.example/a.jpg) ![ok](https://images.example.jp/a.jpg) ![up](/uploads/editorial/a.jpg) ![bad](/api/logout)',
      ].join('\n\n');
      const created = await createArticle({ body, tags: ['古民家', '古民家', '相続'], propertyId: cast.fx.ids.kominka, slug: 'staff-test-1' });
      expect(created).toMatchObject({ status: 'draft', version: 1, publishedAt: null, tags: ['古民家', '相続'], propertyId: cast.fx.ids.kominka, body });
      expect(created.html).toContain('<h2>見出し</h2>');
      // The refused Markdown link stays as plain text; no element carries a script, a handler or a bad URL.
      expect(created.html).not.toMatch(/<script|alert\(1\)|alert\(2\)|onclick|<iframe|href="javascript|http:\/\/insecure|\/api\/logout/i);
      expect(created.html).toContain('<a>x</a>');
      expect(created.html).toContain('src="https://images.example.jp/a.jpg"');
      expect(created.html).toContain('src="/uploads/editorial/a.jpg"');
      expect((await cast.visitor.get(`/api/article/${created.id}`)).statusCode).toBe(404);

      const published = await cast.staff.post(`/api/staff/articles/${created.id}/publish`, { version: 1 });
      expect(published.statusCode).toBe(200);
      expect(published.json<StaffArticle>()).toMatchObject({ status: 'published', version: 2 });
      expect(published.json<StaffArticle>().publishedAt).not.toBeNull();
      expect((await getJson<ArticleDetail>(cast.visitor, `/api/article/${created.id}`)).title).toBe('試験の記事');
      const after = await getJson<ArticleListResponse>(cast.visitor, '/api/articles?type=7');
      expect(after.items[0].id).toBe(created.id);
      expect(after.total).toBe(before.total + 1);

      expect((await cast.staff.post(`/api/staff/articles/${created.id}/unpublish`, { version: 2 })).statusCode).toBe(200);
      expect((await cast.visitor.get(`/api/article/${created.id}`)).statusCode).toBe(404);
      expect((await getJson<ArticleListResponse>(cast.visitor, '/api/articles?type=7')).total).toBe(before.total);
      const staffList = await getJson<ArticleListResponse>(cast.staff, '/api/staff/articles?type=7&status=draft');
      expect(staffList.items.map((a) => a.id)).toEqual(expect.arrayContaining([created.id, cast.draftBlogId]));
    });

    it('refuses a stale version with 409 and the Japanese message, never overwriting', async () => {
      const created = await createArticle({ title: '版の試験' });
      const first = await cast.staff.request('PUT', `/api/staff/articles/${created.id}`, { type: 7, title: '一人目の保存', body: '一人目', version: 1 });
      expect(first.statusCode).toBe(200);
      expect(first.json<StaffArticle>().version).toBe(2);
      const second = await cast.staff.request('PUT', `/api/staff/articles/${created.id}`, { type: 7, title: '二人目の保存', body: '二人目', version: 1 });
      expect(second.statusCode).toBe(409);
      expect(second.json<ApiErrorBody>()).toMatchObject({ statusCode: 409, message: EDITORIAL_MESSAGES.versionConflict });
      expect((await getJson<StaffArticle>(cast.staff, `/api/staff/articles/${created.id}`)).title).toBe('一人目の保存');
      expect((await cast.staff.post(`/api/staff/articles/${created.id}/publish`, { version: 1 })).statusCode).toBe(409);
      expect((await cast.staff.request('PUT', '/api/staff/articles/999999', { type: 7, title: 'x', body: 'y', version: 1 })).statusCode).toBe(404);
    });

    it('validates limits and fields with the Japanese messages in the standard errors shape', async () => {
      const tooLong = await cast.staff.post('/api/staff/articles', { type: 7, title: 'あ'.repeat(101), body: 'い'.repeat(30001) });
      expectFormErrors(tooLong, { title: ['100文字以内にしてください'], body: ['30000文字以内にしてください'] });
      const missing = await cast.staff.post('/api/staff/articles', { type: 5, title: ' ', coverPath: 'https://evil.example/a.jpg', tags: ['a'.repeat(31)], slug: 'Bad Slug', publishedAt: '2026/01/01', extra: 1 });
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
      const category = await cast.staff.post('/api/staff/articles', { type: 7, title: 'x', body: 'y', category: 'inherited' });
      expect(category.json<ApiErrorBody>().errors).toEqual({ category: [EDITORIAL_MESSAGES.categoryNotAllowed] });
      const property = await cast.staff.post('/api/staff/articles', { type: 2, title: 'x', body: 'y', propertyId: 999999 });
      expect(property.json<ApiErrorBody>().errors).toEqual({ propertyId: [EDITORIAL_MESSAGES.propertyNotFound] });
      await createArticle({ slug: 'taken-slug' });
      const taken = await cast.staff.post('/api/staff/articles', { type: 7, title: 'x', body: 'y', slug: 'taken-slug' });
      expect(taken.statusCode).toBe(400);
      expect(taken.json<ApiErrorBody>().errors).toEqual({ slug: [EDITORIAL_MESSAGES.slugTaken] });
      expect((await cast.staff.post('/api/staff/articles/1/publish', { version: 0 })).json<ApiErrorBody>().errors).toEqual({ version: [EDITORIAL_MESSAGES.invalidVersion] });
    });

    it('authors news and Q&A the same way', async () => {
      const news = await cast.staff.post('/api/staff/news', { title: '新しいお知らせ', categoryName: 'お知らせ', body: '**本文**' });
      expect(news.statusCode).toBe(201);
      const newsId = news.json<NewsDetail>().id;
      expect((await cast.visitor.get(`/api/news/${newsId}`)).statusCode).toBe(404);
      expect((await cast.staff.get(`/api/news/${newsId}?preview=1`)).statusCode).toBe(200);
      expect((await cast.staff.post(`/api/staff/news/${newsId}/publish`, { version: 1 })).statusCode).toBe(200);
      expect((await getJson<NewsDetail>(cast.visitor, `/api/news/${newsId}`)).html).toBe('<p><strong>本文</strong></p>\n');

      const qa = await cast.staff.post('/api/staff/solutions', { question: '試験の質問ですか？', answer: '答えです。', tags: ['試験タグ'] });
      expect(qa.statusCode).toBe(201);
      const qaId = qa.json<SolutionDetail>().id;
      expect((await cast.visitor.get(`/api/solution/${qaId}`)).statusCode).toBe(404);
      expect((await getJson<SolutionListResponse>(cast.visitor, `/api/solutions?tag=${encodeURIComponent('試験タグ')}`)).total).toBe(0);
      expect((await cast.staff.post(`/api/staff/solutions/${qaId}/publish`, { version: 1 })).statusCode).toBe(200);
      expect((await getJson<SolutionListResponse>(cast.visitor, `/api/solutions?tag=${encodeURIComponent('試験タグ')}`)).items.map((s) => s.id)).toEqual([qaId]);
      const renamed = await cast.staff.request('PUT', `/api/staff/solutions/${qaId}`, { question: '試験の質問ですか？', answer: '答えです。', tags: ['別のタグ'], version: 2 });
      expect(renamed.statusCode).toBe(200);
      expect((await getJson<SolutionListResponse>(cast.visitor, `/api/solutions?tag=${encodeURIComponent('試験タグ')}`)).total).toBe(0);
      expect((await cast.staff.request('PUT', `/api/staff/solutions/${qaId}`, { question: 'x', answer: 'y', version: 2 })).statusCode).toBe(409);
    });

    it('renders a preview of Markdown', async () => {
      const res = await cast.staff.post('/api/staff/editorial/preview', { markdown: '## 題\n\n<img src="x" onerror="alert(1)">本文' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ html: string }>().html).toBe('<h2>題</h2>\n<p>本文</p>\n');
      expect((await cast.staff.post('/api/staff/editorial/preview', { markdown: 'あ'.repeat(30001) })).statusCode).toBe(400);
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
      const story = (await getJson<ArticleListResponse>(cast.visitor, `/api/articles?type=2&word=${encodeURIComponent('取り込み')}`)).items[0];
      expect(story).toMatchObject({ title: '取り込んだ体験談', category: 'kominka', tags: ['古民家', '取り込み'], publishedAt: '2026-03-31T15:00:00.000Z' });

      file('a.md', 'type: reviews\ntitle: 取り込んだ体験談（改訂）\nslug: imported-story\ncategory: kominka\nstatus: published', '改訂した本文');
      const second = await importArticleFolder(dir, authoring);
      expect(second.created).toHaveLength(0);
      expect(second.updated).toHaveLength(2);
      expect(await count()).toBe(before + 2);
      const updated = await getJson<ArticleDetail>(cast.visitor, `/api/article/${story.id}`);
      expect(updated).toMatchObject({ title: '取り込んだ体験談（改訂）', publishedAt: '2026-03-31T15:00:00.000Z', version: 2 });
      expect(updated.html).toBe('<p>改訂した本文</p>\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
