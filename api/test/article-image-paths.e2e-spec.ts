import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ArticleDetail } from '@akiya/contracts';
import { importArticleFolder } from '../src/editorial/article-import';
import { EditorialAuthoringService } from '../src/editorial/editorial-authoring.service';
import { loginAs, seedAccounts } from './support/accounts';
import { Browser } from './support/browser';
import { madeBeforeAll, useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The security probe's article image finding (issue 25): `![x](/uploads/%2e%2e/api/logout)` was kept,
 * so every reader's browser requested /api/logout. An image path is decoded and normalised before the
 * check that it lies under /uploads/ — through every way an article's body comes in (staff writing,
 * the preview, the Markdown import) and in what the public article answers. The rule itself is unit
 * tested in src/editorial/markdown-renderer.spec.ts; this is the probe's requests end to end.
 */
const ESCAPES = [
  '/uploads/%2e%2e/api/logout',
  '/uploads/%2E%2E/api/logout',
  '/uploads/..%2fapi/logout',
  '/uploads/.%2e/api/logout',
  '/uploads/a/../../api/logout',
  '/uploads/%252e%252e/api/logout',
];
const BODY = [
  '本文です。',
  ...ESCAPES.map((src, i) => `![x${i}](${src})`),
  '<img src="/uploads/%2e%2e/api/logout" alt="raw">',
  '![ok](/uploads/editorial/a.jpg)',
].join('\n\n');

/** Every `src` in the HTML. */
const sources = (html: string) => [...html.matchAll(/\ssrc="([^"]*)"/g)].map((m) => m[1]);

describe.each(testEngines())('article image paths outside /uploads/ (probe finding) on %s', (engine) => {
  const t = useTestApp(engine, { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  const users = madeBeforeAll(async () => ({ staff: await loginAs(t, 'staff@example.jp'), visitor: new Browser(t.app) }));

  it('a staff article keeps only the image under /uploads/, in its stored and its public HTML', async () => {
    const created = await users.staff.post('/api/staff/articles', { type: 7, title: '画像パスの試験', lead: '紹介文', body: BODY, slug: 'probe-image-paths' });
    expect(created.statusCode).toBe(201);
    const article = created.json<{ id: number; html: string }>();
    expect(sources(article.html)).toEqual(['/uploads/editorial/a.jpg']);
    expect(article.html).not.toMatch(/logout/);

    expect((await users.staff.post(`/api/staff/articles/${article.id}/publish`, { version: 1 })).statusCode).toBe(200);
    const read = await users.visitor.get(`/api/article/${article.id}`);
    expect(read.statusCode).toBe(200);
    expect(sources(read.json<ArticleDetail>().html)).toEqual(['/uploads/editorial/a.jpg']);
  });

  it('the preview shows no image for an escaping path', async () => {
    for (const src of ESCAPES) {
      const res = await users.staff.post('/api/staff/editorial/preview', { markdown: `![x](${src})` });
      expect(res.statusCode).toBe(200);
      expect([src, sources(res.json<{ html: string }>().html)]).toEqual([src, []]);
    }
  });

  it('the Markdown import drops them too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'akiya-probe-import-'));
    try {
      writeFileSync(join(dir, 'a.md'), `---\ntype: 7\ntitle: 取り込んだ画像の試験\nslug: probe-import-images\nstatus: published\n---\n${BODY}\n`);
      const result = await importArticleFolder(dir, t.app.get(EditorialAuthoringService));
      expect(result.failed).toEqual([]);
      expect(result.created).toHaveLength(1);
      const [row] = await t.dataSource.query('SELECT id FROM articles WHERE slug = ?', ['probe-import-images']);
      const read = await users.visitor.get(`/api/article/${Number(row.id)}`);
      expect(read.statusCode).toBe(200);
      expect(sources(read.json<ArticleDetail>().html)).toEqual(['/uploads/editorial/a.jpg']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
