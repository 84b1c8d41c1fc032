import type { AppConfig } from '../config/app-config';
import type { EditorialRepository } from '../editorial/editorial.repository';
import type { PropertyListingsRepository } from '../properties/property-listings.repository';
import { SITEMAP_LISTINGS_PER_PART, SeoService } from './seo.service';
import { SITEMAP_STATIC_PATHS } from './sitemap-routes';

function service(total: number) {
  const listings = {
    countPublished: jest.fn(async () => total),
    listCitiesForSitemap: jest.fn(async () => [{ prefectureCode: '20', cityCode: '20202' }]),
    listPublishedForSitemap: jest.fn(async (offset: number, limit: number) =>
      Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({ id: total - offset - i, updated_at: '2026-01-02T03:04:05.000Z' })),
    ),
    findPublishedMeta: jest.fn(async () => null),
  };
  const seo = new SeoService({ publicUrl: 'https://e.test/' } as AppConfig, listings as unknown as PropertyListingsRepository);
  return { seo, listings };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('SeoService sitemaps', () => {
  it('lists everything in one urlset while it fits', async () => {
    const { seo } = service(3);
    const xml = await seo.sitemapIndex();
    expect(xml).toContain('<urlset');
    // the main pages, the municipality pages with listings, then the listings
    expect(locs(xml)).toEqual([...SITEMAP_STATIC_PATHS.map((p) => `https://e.test${p}`), 'https://e.test/area/20/20202', 'https://e.test/project/3', 'https://e.test/project/2', 'https://e.test/project/1']);
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05Z</lastmod>');
    expect(await seo.sitemapPart(1)).toBeNull();
  });

  it('splits 100,000 listings into parts of at most 50,000 URLs behind a sitemap index', async () => {
    const { seo } = service(100_000);
    const index = await seo.sitemapIndex();
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual(['https://e.test/sitemaps/1.xml', 'https://e.test/sitemaps/2.xml', 'https://e.test/sitemaps/3.xml']);
    const first = locs((await seo.sitemapPart(1))!);
    expect(first).toHaveLength(SITEMAP_STATIC_PATHS.length + 1 + SITEMAP_LISTINGS_PER_PART);
    expect(first).toContain('https://e.test/area/20/20202');
    expect(first.length).toBeLessThanOrEqual(50_000);
    expect(locs((await seo.sitemapPart(3))!)).toHaveLength(100_000 - 2 * SITEMAP_LISTINGS_PER_PART);
    expect(await seo.sitemapPart(4)).toBeNull();
  });

  it('writes robots.txt with the sitemap address', () => {
    expect(service(0).seo.robots()).toContain('Sitemap: https://e.test/sitemap.xml');
  });
});

describe('SeoService sitemaps with editorial entries', () => {
  function withEditorial(listings: number, entries: { kind: 'article' | 'news' | 'solution'; id: number; type: number | null }[]) {
    const repo = {
      countPublished: jest.fn(async () => listings),
      listCitiesForSitemap: jest.fn(async () => []),
      listPublishedForSitemap: jest.fn(async (offset: number, limit: number) =>
        Array.from({ length: Math.max(0, Math.min(limit, listings - offset)) }, (_, i) => ({ id: listings - offset - i, updated_at: '2026-01-02T03:04:05.000Z' })),
      ),
      findPublishedMeta: jest.fn(async () => null),
    };
    const editorial = {
      countPublished: jest.fn(async () => entries.length),
      findPublishedForSitemap: jest.fn(async () => entries.map((e) => ({ ...e, updatedAt: '2026-02-03T04:05:06.000Z' }))),
    };
    return new SeoService({ publicUrl: 'https://e.test/' } as AppConfig, repo as unknown as PropertyListingsRepository, editorial as unknown as EditorialRepository);
  }
  const entries = [
    { kind: 'article' as const, id: 3, type: 2 },
    { kind: 'article' as const, id: 4, type: 3 },
    { kind: 'news' as const, id: 5, type: null },
    { kind: 'solution' as const, id: 6, type: null },
  ];

  it('puts articles at their type’s path, news and Q&A in the one urlset', async () => {
    const xml = await withEditorial(2, entries).sitemapIndex();
    expect(locs(xml)).toEqual(
      expect.arrayContaining(['https://e.test/reviews/3', 'https://e.test/thanks-letter/4', 'https://e.test/news/5', 'https://e.test/solution/6', 'https://e.test/project/2']),
    );
    expect(xml).toContain('<loc>https://e.test/news/5</loc><lastmod>2026-02-03T04:05:06Z</lastmod>');
  });

  it('gives the editorial entries their own part after the listing parts of a large site', async () => {
    const seo = withEditorial(100_000, entries);
    expect(locs(await seo.sitemapIndex())).toEqual([1, 2, 3, 4].map((n) => `https://e.test/sitemaps/${n}.xml`));
    expect(locs((await seo.sitemapPart(4))!)).toEqual(['https://e.test/reviews/3', 'https://e.test/thanks-letter/4', 'https://e.test/news/5', 'https://e.test/solution/6']);
    expect(locs((await seo.sitemapPart(3))!).every((l) => l.includes('/project/'))).toBe(true);
    expect(await seo.sitemapPart(5)).toBeNull();
  });
});
