import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { seedFixtures, type Fixtures } from './support/fixtures';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The status of a list page's navigation (static-site.ts statusOf → SeoService.listPageMissing):
 * a list of nothing — an unknown category, prefecture, tag, story or news category, or a page past
 * the last one — is a 404, not the 404 page sent with 200 (a soft 404). With a fake shell whose
 * route lists name the remotes' list routes, so the route check lets them through to the data.
 */
const SHELL = '<!doctype html><html><head><title>家いちば</title></head><body><div id="root"></div></body></html>';
const ROUTES: Record<string, string[]> = {
  'shell/dist/routes.json': ['/'],
  'mfe-board/dist/routes.json': [
    '/board',
    '/board/page/:page',
    '/new/page/:page',
    '/search/:word',
    '/search/:word/page/:page',
    '/area/:area',
    '/area/:area/page/:page',
    '/area/:area/:city',
    '/area/:area/:city/page/:page',
    '/tags/:tag',
    '/tags/:tag/page/:page',
    '/category/:category',
    '/category/:category/page/:page',
    '/area-category/:id',
  ],
  'mfe-editorial/dist/routes.json': [
    '/reviews',
    '/reviews/page/:page',
    '/reviews/category/:category',
    '/reviews/category/:category/page/:page',
    '/news',
    '/news/page/:page',
    '/news/category/:category',
    '/news/category/:category/page/:page',
    '/solution/page/:page',
  ],
  'mfe-akiyabank/dist/routes.json': ['/akiyabank/list', '/akiyabank/list/page/:page'],
};

describe.each(testEngines())('soft 404s: the status of list pages on %s', (engine) => {
  const t = useTestApp(engine, {
    prepare: (db) => {
      const site = join(db.dir, 'site');
      const write = (path: string, content: string) => {
        mkdirSync(dirname(join(site, path)), { recursive: true });
        writeFileSync(join(site, path), content);
      };
      write('shell/dist/index.html', SHELL);
      for (const [path, routes] of Object.entries(ROUTES)) write(path, JSON.stringify(routes));
    },
    env: { RATE_LIMIT_ENABLED: '0' },
  });
  let fx: Fixtures;

  beforeAll(async () => {
    fx = await seedFixtures(t.dataSource, t.config.publicUploadsDir);
  });

  const status = async (path: string) => [path, (await t.get(path, { accept: 'text/html' })).statusCode];

  it('answers 404 for a list of nothing, with the 404 page noindex', async () => {
    const newsCategory = ((await t.get('/api/news')).json() as { categories: string[] }).categories[0];
    const missing = [
      '/board/page/999',
      '/new/page/999',
      `/search/${encodeURIComponent('古民家')}/page/999`,
      '/category/99999',
      '/category/99999/page/2',
      '/area/99',
      '/area/13/page/999',
      '/area/13/20202',
      '/area/20/20999',
      '/area/20/abc',
      '/area/20/20202/page/999',
      '/tags/no-such-tag',
      '/area-category/99999',
      '/reviews/page/99',
      '/reviews/category/zzz',
      '/reviews/category/kominka/page/99',
      '/news/page/99',
      `/news/category/${encodeURIComponent('<b>当選のお知らせ</b>')}`,
      `/news/category/${encodeURIComponent('x'.repeat(500))}`,
      `/news/category/${encodeURIComponent(newsCategory)}/page/99`,
      '/solution/page/99',
      '/akiyabank/list/page/99',
      '/akiyabank/list/page/2?prefecture=13',
    ];
    const got = [];
    for (const path of missing) got.push(await status(path));
    expect(got).toEqual(missing.map((path) => [path, 404]));
    expect((await t.get('/area/99', { accept: 'text/html' })).body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers 200 for the lists that exist, their pages, and what the path alone cannot tell', async () => {
    const newsCategory = ((await t.get('/api/news')).json() as { categories: string[] }).categories[0];
    const found = [
      '/board',
      `/category/${fx.categoryId('空き家')}`,
      '/area/13',
      '/area/20/20202',
      '/tags/0-100manyen',
      '/reviews',
      '/reviews/category/kominka',
      '/news',
      `/news/category/${encodeURIComponent(newsCategory)}`,
      '/akiyabank/list',
      '/akiyabank/list/page/3',
      '/akiyabank/list?prefecture=33',
      // An invalid search word shows the search hint; invalid bank filters show the API's message.
      `/search/${encodeURIComponent(' ')}/page/2`,
      '/akiyabank/list/page/2?prefecture=99',
    ];
    const got = [];
    for (const path of found) got.push(await status(path));
    expect(got).toEqual(found.map((path) => [path, 200]));
  });
});
