import type {
  ArticleDetail,
  ArticleSummary,
  EditorialPageInfo,
  NewsDetail,
  NewsSummary,
  SolutionDetail,
  SolutionSummary,
} from '@akiya/contracts';

/** A published story (type 2) unless overridden. */
export function fakeArticle(id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id,
    type: 2,
    typeName: 'reviews',
    title: `体験談 ${id}`,
    lead: `紹介文 ${id}`,
    coverPath: null,
    category: 'kominka',
    categoryName: '古民家',
    tags: [],
    propertyId: null,
    author: '家いちば編集部',
    publishedAt: '2026-03-31T15:00:00.000Z',
    status: 'published',
    ...overrides,
  };
}

export function fakeArticleDetail(id: number, overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...fakeArticle(id),
    html: `<h2>本文の見出し ${id}</h2><p>本文 ${id}</p>`,
    slug: `story-${id}`,
    version: 1,
    updatedAt: '2026-04-02T00:00:00.000Z',
    prevId: null,
    nextId: null,
    ...overrides,
  };
}

export function fakeNews(id: number, overrides: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id,
    title: `お知らせ ${id}`,
    categoryName: 'イベント',
    excerpt: `抜粋 ${id}`,
    publishedAt: '2026-05-01T00:00:00.000Z',
    status: 'published',
    ...overrides,
  };
}

export function fakeNewsDetail(id: number, overrides: Partial<NewsDetail> = {}): NewsDetail {
  return { ...fakeNews(id), html: `<p>お知らせ本文 ${id}</p>`, slug: null, version: 1, updatedAt: '2026-05-01T00:00:00.000Z', prevId: null, nextId: null, ...overrides };
}

export function fakeSolution(id: number, overrides: Partial<SolutionSummary> = {}): SolutionSummary {
  return { id, question: `質問 ${id}`, excerpt: `回答の抜粋 ${id}`, tags: [], publishedAt: '2026-06-01T00:00:00.000Z', status: 'published', ...overrides };
}

export function fakeSolutionDetail(id: number, overrides: Partial<SolutionDetail> = {}): SolutionDetail {
  return {
    ...fakeSolution(id),
    answerHtml: `<p>回答 ${id}</p>`,
    slug: null,
    version: 1,
    updatedAt: '2026-06-01T00:00:00.000Z',
    prevId: null,
    nextId: null,
    ...overrides,
  };
}

/** A list answer of page `page` out of `totalPages` (10 per page). */
export function fakePage<T>(items: T[], page: number, totalPages: number, extra: object = {}): EditorialPageInfo & { items: T[] } {
  return { items, total: items.length === 0 ? 0 : totalPages * 10, page, limit: 10, totalPages, ...extra };
}
