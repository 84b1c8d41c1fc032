import type { NewsDetail, NewsListResponse } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

export interface NewsListArgs {
  page: number;
  categoryName?: string;
}

/** GET /api/news and GET /api/news/{id} (spec §7). */
export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsList: build.query<NewsListResponse, NewsListArgs>({
      query: ({ page, categoryName }) => ({
        url: 'api/news',
        params: { ...(page > 1 ? { page } : {}), ...(categoryName ? { categoryName } : {}) },
      }),
      providesTags: [{ type: 'News', id: 'LIST' }],
    }),
    getNews: build.query<NewsDetail, { id: number; preview: boolean }>({
      query: ({ id, preview }) => ({ url: `api/news/${id}`, params: preview ? { preview: 1 } : {} }),
      providesTags: (_r, _e, { id }) => [{ type: 'News', id }],
    }),
  }),
});

export const { useGetNewsListQuery, useGetNewsQuery } = newsApi;
