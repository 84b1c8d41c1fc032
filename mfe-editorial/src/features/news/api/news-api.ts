import { isDigits, type NewsDetail, type NewsListResponse } from '@akiya/contracts';
import { api, type SharedCacheTag } from '@akiya/shared-ui';

export interface NewsListArgs {
  page: number;
  categoryName?: string;
}

export interface NewsArgs {
  id: number;
  /** Staff preview of a draft (`preview=1`). */
  preview: boolean;
}

/** The query of a news list page: page `page` of one category's news, or of all (category null). */
export function newsListArgs(page: number, category: string | null): NewsListArgs {
  return { page, categoryName: category ?? undefined };
}

/**
 * The query of a news page from its `:id` (digits only, 1 or more) and `?preview=1`. `skip` when
 * the id is none: the page is the 404 page and asks nothing. The page and its route's loader both
 * read it, so the loader starts exactly the query the page reads.
 */
export function newsQuery(idParam: string | undefined, search: URLSearchParams): { args: NewsArgs; skip: boolean } {
  const id = Number(idParam);
  const skip = !isDigits(idParam) || !Number.isSafeInteger(id) || id < 1;
  return { args: { id, preview: search.get('preview') === '1' }, skip };
}

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['News'] satisfies readonly SharedCacheTag[] });

/** GET /api/news and GET /api/news/{id} (docs/product.md §7). */
export const newsApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsList: build.query<NewsListResponse, NewsListArgs>({
      query: ({ page, categoryName }) => ({
        url: 'api/news',
        params: { ...(page > 1 ? { page } : {}), ...(categoryName ? { categoryName } : {}) },
      }),
      providesTags: [{ type: 'News', id: 'LIST' }],
    }),
    getNews: build.query<NewsDetail, NewsArgs>({
      query: ({ id, preview }) => ({ url: `api/news/${id}`, params: preview ? { preview: 1 } : {} }),
      providesTags: (_r, _e, { id }) => [{ type: 'News', id }],
    }),
  }),
});

export const { useGetNewsListQuery, useGetNewsQuery } = newsApi;
