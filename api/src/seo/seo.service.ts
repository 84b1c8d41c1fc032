import { Injectable, Optional } from '@nestjs/common';
import {
  ARTICLE_TYPES,
  ARTICLE_TYPE_PATHS,
  PAGINATION_TITLES,
  SITE_NAME,
  articlePath,
  formatPriceManYen,
  listingPageTitle,
  metaDescription,
  prefectureByCode,
  validateArticlesQuery,
  validateBankListQuery,
  validateNewsQuery,
  validatePropertiesQuery,
  validateSolutionsQuery,
  type ArticleTypeName,
} from '@akiya/contracts';
import { BankReadService } from '../akiyabank/bank-read.service';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { toArticleSummary, toNewsSummary, updatedAtOf } from '../editorial/editorial.mapper';
import { EDITORIAL_TOPIC, EditorialReadService } from '../editorial/editorial-read.service';
import { ApiError } from '../http/api-error';
import { EditorialRepository, type SitemapEntry } from '../editorial/editorial.repository';
import { LISTINGS_TOPIC, PropertiesService } from '../properties/properties.service';
import { PropertyListingsRepository } from '../properties/property-listings.repository';
import { ResultCache } from '../properties/result-cache';
import { CacheInvalidationBus } from '../realtime/cache-invalidation';
import { FEED_ENTRIES, atomFeed } from './atom-feed';
import { escapeXml, injectHead } from './html';
import { listPageOf } from './list-pages';
import { ROBOTS_DISALLOWED_PATHS, SITEMAP_STATIC_PATHS } from './sitemap-routes';

/** The sitemap protocol allows 50,000 URLs per file; parts hold fewer so part 1 has room for the static pages. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_LISTINGS_PER_PART = 45_000;
/** Sitemaps are rebuilt at most this often (crawlers read them rarely; 100k listings take a while). */
const SITEMAP_TTL_MS = 10 * 60_000;
/** How many listings /new/feed.xml carries (the newest). */
export const LISTING_FEED_ENTRIES = 50;

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/**
 * What crawlers and link previews read without running the shell's JavaScript: the listing page's
 * head (title, description, Open Graph and Twitter card tags), sitemap.xml and robots.txt. Absolute
 * URLs start with PUBLIC_URL (config.publicUrl, default http://localhost:<PORT>).
 */
@Injectable()
export class SeoService {
  private readonly publicUrl: string;
  private readonly sitemaps = new ResultCache<string | null>({
    ttlMs: SITEMAP_TTL_MS,
    staleMs: SITEMAP_TTL_MS,
    maxWeight: 64 * 1024 * 1024,
    weigh: (xml) => (xml?.length ?? 0) * 2,
  });

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly listings: PropertyListingsRepository,
    @Optional() private readonly editorial?: EditorialRepository,
    @Optional() invalidations?: CacheInvalidationBus,
    @Optional() private readonly properties?: PropertiesService,
    @Optional() private readonly editorialRead?: EditorialReadService,
    @Optional() private readonly bank?: BankReadService,
  ) {
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
    // A published, unpublished or changed listing or entry changes the sitemaps and feeds: drop them
    // at once on every instance (the writer's instance included) instead of after SITEMAP_TTL_MS.
    invalidations?.on(EDITORIAL_TOPIC, () => this.sitemaps.invalidate());
    invalidations?.on(LISTINGS_TOPIC, () => this.sitemaps.invalidate());
  }

  /** Absolute URL of a site path. */
  url(path: string): string {
    return `${this.publicUrl}${path}`;
  }

  /**
   * The shell page for /project/{id}: with the listing's tags when it is published (200), else
   * unchanged but for a noindex robots tag, with status 404 (the shell then shows its 404 page).
   */
  async listingPage(id: number, shell: string): Promise<RenderedPage> {
    const listing = await this.listings.findPublishedMeta(id);
    if (!listing) return this.notFoundPage(shell);
    const title = listingPageTitle(listing.title);
    const description = metaDescription(listing.description);
    const pageUrl = this.url(`/project/${listing.id}`);
    const properties: [string, string][] = [
      ['og:title', title],
      ['og:description', description],
      ['og:type', 'article'],
      ['og:url', pageUrl],
      ['og:site_name', SITE_NAME],
      ['og:locale', 'ja_JP'],
    ];
    if (listing.image) properties.push(['og:image', this.url(listing.image)]);
    return {
      status: 200,
      html: injectHead(shell, {
        title,
        names: [
          ['description', description],
          ['twitter:card', 'summary_large_image'],
          ['twitter:title', title],
          ['twitter:description', description],
          ...(listing.image ? ([['twitter:image', this.url(listing.image)]] as [string, string][]) : []),
        ],
        properties,
        canonical: pageUrl,
      }),
    };
  }

  /**
   * Whether the page a path names is missing, so the navigation answers 404 (static-site.ts
   * statusOf): an editorial entry (editorialEntryMissing) or a page of a list (listPageMissing).
   */
  async editorialPageMissing(pathname: string, search: string): Promise<boolean> {
    return (await this.editorialEntryMissing(pathname, search)) || (await this.listPageMissing(pathname, search));
  }

  /**
   * Whether the list page a path names is missing (list-pages.ts): an unknown category, area,
   * prefecture, tag, story or news category, or a page past the last one, as the API's own list
   * endpoints decide it (their 404, a 400 for a query no page asks for, a news category no item
   * has). A board list is counted without search params, which only narrow it: its page is missing
   * for every visitor. false for every other path, and when the answer cannot be had.
   */
  async listPageMissing(pathname: string, search: string): Promise<boolean> {
    const page = listPageOf(pathname, search);
    if (page === null) return false;
    if (page.kind === 'missing') return true;
    try {
      switch (page.kind) {
        case 'properties': {
          if (!this.properties) return false;
          const query = validatePropertiesQuery(page.query);
          return !query.ok || !(await this.properties.pageExists(query.value));
        }
        case 'articles':
          return await this.editorialListMissing(validateArticlesQuery(page.query), (read, query) => read.publicArticles(query));
        case 'news': {
          if (!this.editorialRead) return false;
          const query = validateNewsQuery(page.query);
          if (!query.ok) return true;
          const list = await this.editorialRead.publicNews(query.value);
          return page.category !== null && !list.categories.includes(page.category);
        }
        case 'solutions':
          return await this.editorialListMissing(validateSolutionsQuery(page.query), (read, query) => read.publicSolutions(query));
        case 'bank': {
          if (!this.bank) return false;
          const query = validateBankListQuery(page.query);
          return query.ok && !(await this.bank.pageExists(query.value));
        }
      }
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return true;
      if (error instanceof ApiError && error.statusCode < 500) return false;
      throw error;
    }
  }

  /**
   * Whether the editorial page a path names is missing: an article of that type, a news item or a
   * Q&A (leading digits of its id) that does not exist or is not published. false for every other
   * path, and for a staff preview (`?preview=1`, which the page itself checks).
   */
  async editorialEntryMissing(pathname: string, search: string): Promise<boolean> {
    if (!this.editorial || /(^|&|\?)preview=1(&|$)/.test(search)) return false;
    const article = /^\/([a-z-]+)\/([^/]+)\/?$/.exec(pathname);
    if (!article) return false;
    const [, section, idPart] = article;
    const typeName = (Object.keys(ARTICLE_TYPE_PATHS) as ArticleTypeName[]).find((n) => ARTICLE_TYPE_PATHS[n] === `/${section}`);
    if (typeName) {
      if (!/^[0-9]{1,9}$/.test(idPart)) return true;
      const row = await this.editorial.findArticle(Number(idPart));
      return !row || row.type !== ARTICLE_TYPES[typeName] || row.status !== 'published';
    }
    if (section === 'news') {
      if (!/^[0-9]{1,9}$/.test(idPart)) return true;
      return !(await this.editorial.isPublished('news', Number(idPart)));
    }
    if (section === 'solution') {
      const digits = /^[0-9]{1,9}/.exec(idPart)?.[0];
      return !digits || !(await this.editorial.isPublished('solution', Number(digits)));
    }
    return false;
  }

  /** The shell page as a 404: its own title, and a robots noindex tag. */
  notFoundPage(shell: string): RenderedPage {
    return { status: 404, html: injectHead(shell, { title: titleOf(shell), names: [['robots', 'noindex']], properties: [] }) };
  }

  /** An article or Q&A list page: missing for a query no page asks for; `list` throws the 404 of a page past the last one. */
  private async editorialListMissing<Q>(query: { ok: true; value: Q } | { ok: false }, list: (read: EditorialReadService, query: Q) => Promise<unknown>): Promise<boolean> {
    if (!this.editorialRead) return false;
    if (!query.ok) return true;
    await list(this.editorialRead, query.value);
    return false;
  }

  /** Published articles, news and Q&A (0 without the editorial module). */
  private editorialCount(): Promise<number> {
    return this.editorial ? this.editorial.countPublished() : Promise.resolve(0);
  }

  /**
   * /sitemap.xml: one <urlset> with the main pages, every published article, news item and Q&A, and
   * every published listing (newest first) while they fit in SITEMAP_MAX_URLS, else a
   * <sitemapindex> of /sitemaps/<n>.xml parts: the listings (part 1 with the main pages), then one
   * part of the editorial entries.
   */
  sitemapIndex(): Promise<string> {
    return this.sitemaps.getOrLoad('index', async () => {
      const [total, editorial, pages] = await Promise.all([this.listings.countPublished({ kind: 'all' }, {}), this.editorialCount(), this.mainPaths()]);
      if (total + editorial + pages.length <= SITEMAP_MAX_URLS) return this.urlset(pages, 0, total, true, true);
      const parts = Math.ceil(total / SITEMAP_LISTINGS_PER_PART) + (editorial > 0 ? 1 : 0);
      const entries = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${escapeXml(this.url(`/sitemaps/${i + 1}.xml`))}</loc></sitemap>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
    }) as Promise<string>;
  }

  /** /sitemaps/<part>.xml (1-based) of a site too large for one file; null past the last part or when one file holds it all. */
  sitemapPart(part: number): Promise<string | null> {
    return this.sitemaps.getOrLoad(`part:${part}`, async () => {
      const [total, editorial, pages] = await Promise.all([this.listings.countPublished({ kind: 'all' }, {}), this.editorialCount(), this.mainPaths()]);
      if (total + editorial + pages.length <= SITEMAP_MAX_URLS || part < 1) return null;
      const listingParts = Math.ceil(total / SITEMAP_LISTINGS_PER_PART);
      if (part === listingParts + 1 && editorial > 0) return this.urlset(pages, 0, 0, false, true);
      const offset = (part - 1) * SITEMAP_LISTINGS_PER_PART;
      if (offset >= total) return null;
      return this.urlset(pages, offset, SITEMAP_LISTINGS_PER_PART, part === 1);
    });
  }

  /**
   * /news/feed.xml (news) and /blog/feed.xml (blog, article type 7): Atom feeds of the newest
   * FEED_ENTRIES published entries. Cached and dropped like the sitemaps.
   */
  feed(kind: 'news' | 'blog'): Promise<string> {
    return this.sitemaps.getOrLoad(`feed:${kind}`, async () => {
      const path = kind === 'news' ? '/news' : '/blog';
      const title = kind === 'news' ? PAGINATION_TITLES.news : PAGINATION_TITLES.blog;
      const base = {
        title: `${title} | ${SITE_NAME}`,
        subtitle: kind === 'news' ? `${SITE_NAME}からのお知らせ` : `${SITE_NAME}のブログ「${PAGINATION_TITLES.blog}」`,
        selfUrl: this.url(`${path}/feed.xml`),
        pageUrl: this.url(path),
        author: SITE_NAME,
      };
      if (!this.editorial) return atomFeed({ ...base, entries: [] });
      if (kind === 'news') {
        const { rows } = await this.editorial.findNewsPage(undefined, 'published', 0, FEED_ENTRIES);
        return atomFeed({
          ...base,
          entries: rows.map((row) => {
            const item = toNewsSummary(row);
            return { title: item.title, url: this.url(`/news/${item.id}`), published: item.publishedAt ?? updatedAtOf(row), updated: updatedAtOf(row), summary: item.excerpt, category: item.categoryName };
          }),
        });
      }
      const { rows } = await this.editorial.findArticlesPage({ type: ARTICLE_TYPES.blog }, 0, FEED_ENTRIES);
      return atomFeed({
        ...base,
        entries: rows.map((row) => {
          const article = toArticleSummary(row);
          return { title: article.title, url: this.url(articlePath(article.type, article.id)), published: article.publishedAt ?? updatedAtOf(row), updated: updatedAtOf(row), summary: article.lead };
        }),
      });
    }) as Promise<string>;
  }

  /**
   * /new/feed.xml: an Atom feed of the LISTING_FEED_ENTRIES newest public listings (place and price as
   * the summary). Cached and dropped like the sitemaps (a listing published, changed or stopped).
   */
  listingsFeed(): Promise<string> {
    return this.sitemaps.getOrLoad('feed:new', async () => {
      const ids = await this.listings.orderedIds({ kind: 'all' }, {}, 'publish-desc', 0, LISTING_FEED_ENTRIES);
      const { rows } = await this.listings.findCards(ids);
      return atomFeed({
        title: `新着物件 | ${SITE_NAME}`,
        subtitle: `${SITE_NAME}に新しく掲載された空き家・古い建物`,
        selfUrl: this.url('/new/feed.xml'),
        pageUrl: this.url('/board'),
        author: SITE_NAME,
        entries: rows.map((row) => {
          const place = [prefectureByCode(row.prefecture_code)?.name, row.municipality].filter(Boolean).join(' ');
          return {
            title: row.title,
            url: this.url(`/project/${row.id}`),
            published: row.published_at,
            updated: row.published_at,
            summary: `${place} ・ ${formatPriceManYen(row.price_man_yen)}`,
          };
        }),
      });
    }) as Promise<string>;
  }

  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  /**
   * The main pages of sitemap.xml: the site's pages without a parameter, then every municipality page
   * (/area/{pref}/{city}) that lists something — a municipality without published listings has no
   * page worth crawling (docs/search.md "Municipalities").
   */
  private async mainPaths(): Promise<string[]> {
    const cities = await this.listings.listCitiesForSitemap();
    return [...SITEMAP_STATIC_PATHS, ...cities.map((c) => `/area/${c.prefectureCode}/${c.cityCode}`)];
  }

  private async urlset(pages: readonly string[], offset: number, limit: number, withStatic = offset === 0, withEditorial = false): Promise<string> {
    const listings = limit > 0 ? await this.listings.listPublishedForSitemap(offset, limit) : [];
    const editorial = withEditorial && this.editorial ? await this.editorial.findPublishedForSitemap(SITEMAP_MAX_URLS) : [];
    const urls = [
      ...(withStatic ? pages.map((path) => `<url><loc>${escapeXml(this.url(path))}</loc></url>`) : []),
      ...editorial.map((e) => `<url><loc>${escapeXml(this.url(editorialPath(e)))}</loc><lastmod>${e.updatedAt.replace(/\.\d+Z$/, 'Z')}</lastmod></url>`),
      ...listings.map(
        (l) => `<url><loc>${escapeXml(this.url(`/project/${l.id}`))}</loc><lastmod>${l.updated_at.replace(/\.\d+Z$/, 'Z')}</lastmod></url>`,
      ),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }
}

/** The site path of an editorial entry: /reviews/3, /news/4, /solution/5. */
function editorialPath(e: SitemapEntry): string {
  if (e.kind === 'article') return articlePath(e.type ?? 0, e.id);
  return e.kind === 'news' ? `/news/${e.id}` : `/solution/${e.id}`;
}

/** The shell's own <title> text, kept on a 404 page. */
function titleOf(html: string): string {
  const match = html.match(/<title\b[^>]*>([\s\S]*?)<\/title>/i);
  return match ? decodeEntities(match[1]) : SITE_NAME;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? _);
}
