import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MESSAGES, type ApiErrorBody } from '@akiya/contracts';
import { PropertyImageEntity } from '../src/properties/entities/property-image.entity';
import { PropertiesService, type ListingFields } from '../src/properties/properties.service';
import { UserEntity } from '../src/users/entities/user.entity';
import { seedFixtures, type Fixtures, PUBLISHED_LISTING } from './support/fixtures';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';
import { expectAtomFeed } from './support/xml';

/** The shell's index.html as webpack writes it: minified, attributes unquoted. */
const SHELL =
  '<!doctype html><html lang=ja><head><meta charset=utf-8><meta name=description content=空き家の掲示板>' +
  '<title>家いちば｜空き家・古い建物の掲示板</title><script defer src=/main.js></script></head>' +
  '<body><div id=root></div></body></html>';

const PUBLIC_URL = 'https://ieichiba.example';

/** The content of the meta tags of a page, by name or property. */
function metaOf(html: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)">/g)) (out[m[2]] ??= []).push(m[3]);
  return out;
}

describe.each(testEngines())('shareable pages, sitemap and robots on %s', (engine) => {
  let indexFile: string;
  const t = useTestApp(engine, {
    prepare: (db) => {
      indexFile = join(db.dir, 'site', 'shell', 'dist', 'index.html');
      mkdirSync(dirname(indexFile), { recursive: true });
      writeFileSync(indexFile, SHELL);
    },
    env: { PUBLIC_URL },
  });
  let fx: Fixtures;
  let tricky: number;
  let longText: number;

  beforeAll(async () => {
    fx = await seedFixtures(t.dataSource, t.config.publicUploadsDir);
    const service = t.app.get(PropertiesService);
    const seller = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ email: 'seller@example.jp' });
    const base: ListingFields = {
      title: 'Tom & Jerry <"海が見える"> の家',
      description: '説明に <b>タグ</b> と "引用" & 記号があります。',
      prefectureCode: '17',
      municipality: '輪島市',
      addressPublic: '石川県輪島市',
      priceManYen: 80,
      landOrBuilding: 'building',
      landArea: 100,
      buildingArea: 60,
      builtYear: 1950,
      structure: '木造',
      ...PUBLISHED_LISTING,
      publishedAt: new Date('2026-08-01T00:00:00Z'),
      lat: null,
      lng: null,
    };
    tricky = await service.createListing(seller.id, base);
    await t.dataSource.getRepository(PropertyImageEntity).insert([
      { propertyId: tricky, path: `/uploads/properties/${tricky}/2.jpg`, comment: '二枚目', sort: 2 },
      { propertyId: tricky, path: `/uploads/properties/${tricky}/1.jpg`, comment: '外観', sort: 1 },
    ]);
    longText = await service.createListing(seller.id, { ...base, title: '長い説明の物件', description: `${'あ'.repeat(100)}\n${'い'.repeat(100)}` });
  });

  describe('GET /project/:id', () => {
    it('carries the listing title, description and Open Graph / Twitter tags, HTML-escaped', async () => {
      const res = await t.get(`/project/${tricky}`, { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const title = 'Tom &amp; Jerry &lt;&quot;海が見える&quot;&gt; の家 | 家いちば';
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body).not.toContain('<"海');
      expect(res.body).not.toContain('<b>');
      const meta = metaOf(res.body);
      const description = '説明に &lt;b&gt;タグ&lt;/b&gt; と &quot;引用&quot; &amp; 記号があります。';
      expect(meta).toEqual({
        description: [description],
        'twitter:card': ['summary_large_image'],
        'twitter:title': [title],
        'twitter:description': [description],
        'twitter:image': [`${PUBLIC_URL}/uploads/properties/${tricky}/1.jpg`],
        'og:title': [title],
        'og:description': [description],
        'og:type': ['article'],
        'og:url': [`${PUBLIC_URL}/project/${tricky}`],
        'og:site_name': ['家いちば'],
        'og:locale': ['ja_JP'],
        'og:image': [`${PUBLIC_URL}/uploads/properties/${tricky}/1.jpg`],
      });
      expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/project/${tricky}">`);
      expect(res.body).not.toContain('content=空き家の掲示板'); // the shell's own description is replaced
      expect(res.body).toContain('<div id=root></div>');
      expect(res.body).toContain('<script defer src=/main.js></script>');
    });

    it('cuts the description at 120 characters and leaves og:image out without a photo', async () => {
      const meta = metaOf((await t.get(`/project/${longText}`, { accept: 'text/html' })).body);
      expect(meta.description[0]).toBe(`${'あ'.repeat(100)} ${'い'.repeat(19)}…`);
      expect(meta['og:image']).toBeUndefined();
      expect(meta['twitter:card']).toEqual(['summary_large_image']);
    });

    it('answers crawlers that accept anything', async () => {
      const res = await t.get(`/project/${tricky}`, { accept: '*/*' });
      expect(res.statusCode).toBe(200);
      expect(metaOf(res.body)['og:type']).toEqual(['article']);
    });

    it('serves the shell with status 404 for unknown, unpublished, stopped and malformed ids', async () => {
      for (const id of ['999999', String(fx.ids.unpublished), String(fx.ids.stopped), 'abc', '0']) {
        const res = await t.get(`/project/${id}`, { accept: 'text/html' });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain('<div id=root></div>');
        expect(res.body).toContain('<title>家いちば｜空き家・古い建物の掲示板</title>');
        expect(metaOf(res.body)).toEqual({ robots: ['noindex'] });
      }
    });

    it('re-reads the shell page when it changes on disk', async () => {
      writeFileSync(indexFile, SHELL.replace('<div id=root></div>', '<div id=root data-build=2></div>'));
      const later = new Date(Date.now() + 5000);
      utimesSync(indexFile, later, later);
      const res = await t.get(`/project/${tricky}`, { accept: 'text/html' });
      expect(res.body).toContain('data-build=2');
      expect(metaOf(res.body)['og:type']).toEqual(['article']);
    });

    it('still leaves the shell its other routes, and /api alone', async () => {
      const page = await t.get('/board', { accept: 'text/html' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-build=2');
      const api = await t.get('/api/properties/999999');
      expect(api.json<ApiErrorBody>()).toMatchObject({ statusCode: 404, message: MESSAGES.notFound });
    });
  });

  describe('GET /new/feed.xml', () => {
    const entriesOf = (xml: string) => [...xml.matchAll(/<entry><title>([^<]*)<\/title><link rel="alternate" type="text\/html" href="([^"]+)"\/>/g)].map((m) => ({ title: m[1], url: m[2] }));

    it('is an Atom feed of the newest public listings, escaped, on the configured origin', async () => {
      const res = await t.get('/new/feed.xml');
      expectAtomFeed(res, `${PUBLIC_URL}/new/feed.xml`);
      const entries = entriesOf(res.body);
      expect(entries.length).toBeGreaterThan(2);
      expect(entries.length).toBeLessThanOrEqual(50);
      expect(entries.map((e) => e.url)).toContain(`${PUBLIC_URL}/project/${tricky}`);
      expect(entries.map((e) => e.url)).not.toContain(`${PUBLIC_URL}/project/${fx.ids.unpublished}`);
      expect(entries.map((e) => e.url)).not.toContain(`${PUBLIC_URL}/project/${fx.ids.stopped}`);
      expect(entries.find((e) => e.url.endsWith(`/project/${tricky}`))?.title).toBe('Tom &amp; Jerry &lt;&quot;海が見える&quot;&gt; の家');
      expect(res.body).toContain('<summary>石川県 輪島市 ・ 80万円</summary>');
      const published = [...res.body.matchAll(/<published>([^<]+)<\/published>/g)].map((m) => m[1]);
      expect([...published].sort().reverse()).toEqual(published);
    });

    it('drops a listing stopped meanwhile', async () => {
      const seller = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ email: 'seller@example.jp' });
      const id = await t.app.get(PropertiesService).createListing(seller.id, {
        title: '止める物件',
        description: '',
        prefectureCode: '13',
        municipality: '青梅市',
        addressPublic: '東京都青梅市',
        priceManYen: 10,
        landOrBuilding: 'land',
        landArea: 50,
        buildingArea: null,
        builtYear: null,
        structure: '',
        ...PUBLISHED_LISTING,
        publishedAt: new Date(),
        lat: null,
        lng: null,
      });
      expect(entriesOf((await t.get('/new/feed.xml')).body)[0]).toEqual({ title: '止める物件', url: `${PUBLIC_URL}/project/${id}` });
      await t.app.get(PropertiesService).updateListing(id, { isStopPublished: true });
      expect(entriesOf((await t.get('/new/feed.xml')).body).map((e) => e.url)).not.toContain(`${PUBLIC_URL}/project/${id}`);
    });
  });

  describe('GET /sitemap.xml', () => {
    it('lists the main pages and every published listing with its last change', async () => {
      const res = await t.get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/board`, `${PUBLIC_URL}/treasure`, `${PUBLIC_URL}/new`]));
      expect(locs).toContain(`${PUBLIC_URL}/project/${tricky}`);
      expect(locs).toContain(`${PUBLIC_URL}/project/${fx.ids.field}`);
      expect(locs).not.toContain(`${PUBLIC_URL}/project/${fx.ids.unpublished}`);
      expect(locs).not.toContain(`${PUBLIC_URL}/project/${fx.ids.stopped}`);
      expect(locs.filter((l) => l.includes('/project/'))).toHaveLength(22); // 20 published fixtures + 2 here
      expect(locs.some((l) => /my-page|login|\/api/.test(l))).toBe(false);
      expect(res.body).toMatch(new RegExp(`<loc>${PUBLIC_URL}/project/${tricky}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod>`));
    });

    it('lists the page of every municipality with published listings, and only those', async () => {
      const service = t.app.get(PropertiesService);
      const seller = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ email: 'seller@example.jp' });
      const locsOf = async () => [...(await t.get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m: RegExpMatchArray) => m[1]);
      const cityPages = (locs: string[]) => locs.filter((l) => /\/area\/\d\d\/\d{5}$/.test(l)).map((l) => l.slice(PUBLIC_URL.length));
      // what the database says: the municipalities of the published listings
      const published: { prefecture_code: string; city_code: string }[] = await t.dataSource.query(
        'SELECT DISTINCT prefecture_code, city_code FROM properties WHERE is_published = 1 AND is_stop_published = 0 AND published_at IS NOT NULL AND city_code IS NOT NULL',
      );
      const before = cityPages(await locsOf());
      expect(before.length).toBeGreaterThan(0);
      expect(before).toContain('/area/17/17204'); // 輪島市 (the listings above)
      expect([...before].sort()).toEqual(published.map((r) => `/area/${r.prefecture_code}/${r.city_code}`).sort());
      // a listing in 夕張市 (01209), not yet published: no page; published: its page
      const id = await service.createListing(seller.id, {
        title: '夕張の家', description: '説明', prefectureCode: '01', municipality: '夕張市', addressPublic: '北海道夕張市',
        priceManYen: 10, landOrBuilding: 'building', landArea: null, buildingArea: null, builtYear: null, structure: null,
        rootType: 'published', isPublished: false, isSuspension: false, isStopPublished: false, reception: true, areaCategoryId: null,
        publishedAt: null, lat: null, lng: null,
      });
      expect(cityPages(await locsOf())).not.toContain('/area/01/01209');
      await service.updateListing(id, { isPublished: true, publishedAt: new Date() });
      expect(cityPages(await locsOf())).toContain('/area/01/01209');
      await service.updateListing(id, { isStopPublished: true });
      expect(cityPages(await locsOf())).not.toContain('/area/01/01209');
    });

    it('has no parts while everything fits in one file', async () => {
      expect((await t.get('/sitemaps/1.xml')).statusCode).toBe(404);
      expect((await t.get('/sitemaps/x.xml')).statusCode).toBe(404);
    });
  });

  describe('GET /robots.txt', () => {
    it('allows everything but my page, login and the API, and points to the sitemap', async () => {
      const res = await t.get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe(
        ['User-agent: *', 'Allow: /', 'Disallow: /my-page', 'Disallow: /login', 'Disallow: /api', '', `Sitemap: ${PUBLIC_URL}/sitemap.xml`, ''].join('\n'),
      );
    });
  });
});
