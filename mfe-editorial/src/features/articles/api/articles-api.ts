import { isDigits, type ArticleDetail, type ArticleListResponse, type ArticleType } from '@akiya/contracts';
import { api, type SharedCacheTag } from '@akiya/shared-ui';

export interface ArticlesArgs {
  type: ArticleType;
  page: number;
  /** Story category slug (type 2 only). */
  category?: string;
}

export interface ArticleArgs {
  id: number;
  type: ArticleType;
  /** Staff preview of a draft (`preview=1`). */
  preview: boolean;
}

/** The query of a list page: page `page` of the type's articles, of one story category or of all. */
export function articleListArgs(type: ArticleType, page: number, category?: string): ArticlesArgs {
  return { type, page, category };
}

/**
 * The query of an article page from its `:id` (digits only, 1 or more) and `?preview=1`. `skip`
 * when the id is none: the page is the 404 page and asks nothing. The page and its route's loader
 * both read it, so the loader starts exactly the query the page reads.
 */
export function articleQuery(type: ArticleType, idParam: string | undefined, search: URLSearchParams): { args: ArticleArgs; skip: boolean } {
  const id = Number(idParam);
  const skip = !isDigits(idParam) || !Number.isSafeInteger(id) || id < 1;
  return { args: { id, type, preview: search.get('preview') === '1' }, skip };
}

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Article'] satisfies readonly SharedCacheTag[] });

/** GET /api/articles and GET /api/article/{id} (docs/product.md §7). */
export const articlesApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<ArticleListResponse, ArticlesArgs>({
      query: ({ type, page, category }) => ({
        url: 'api/articles',
        params: { type, ...(page > 1 ? { page } : {}), ...(category ? { category } : {}) },
      }),
      providesTags: [{ type: 'Article', id: 'LIST' }],
    }),
    getArticle: build.query<ArticleDetail, ArticleArgs>({
      query: ({ id, type, preview }) => ({ url: `api/article/${id}`, params: { type, ...(preview ? { preview: 1 } : {}) } }),
      providesTags: (_r, _e, { id }) => [{ type: 'Article', id }],
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleQuery } = articlesApi;
