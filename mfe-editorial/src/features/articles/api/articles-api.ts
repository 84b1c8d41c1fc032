import type { ArticleDetail, ArticleListResponse, ArticleType } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

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

/** GET /api/articles and GET /api/article/{id} (spec §7). */
export const articlesApi = api.injectEndpoints({
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
