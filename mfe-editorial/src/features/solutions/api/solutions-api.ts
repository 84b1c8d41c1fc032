import { leadingDigitsId, type SolutionDetail, type SolutionListResponse } from '@akiya/contracts';
import { api, type SharedCacheTag } from '@akiya/shared-ui';

export interface SolutionsArgs {
  page: number;
  tag?: string;
}

export interface SolutionArgs {
  id: number;
  /** Staff preview of a draft (`preview=1`). */
  preview: boolean;
}

/** The query of a Q&A list page: page `page`, narrowed by `?tag=` when given. */
export function solutionListArgs(page: number, search: URLSearchParams): SolutionsArgs {
  return { page, tag: search.get('tag') || undefined };
}

/**
 * The query of a Q&A page: only the leading digits of its `:id` count (`12-foo` is 12), with
 * `?preview=1`. `skip` when there are none: the page is the 404 page and asks nothing. The page and
 * its route's loader both read it, so the loader starts exactly the query the page reads.
 */
export function solutionQuery(idParam: string | undefined, search: URLSearchParams): { args: SolutionArgs; skip: boolean } {
  const id = leadingDigitsId(idParam ?? '');
  return { args: { id: id ?? 0, preview: search.get('preview') === '1' }, skip: id === null };
}

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Solution'] satisfies readonly SharedCacheTag[] });

/** GET /api/solutions and GET /api/solution/{id} (docs/product.md §7). */
export const solutionsApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getSolutions: build.query<SolutionListResponse, SolutionsArgs>({
      query: ({ page, tag }) => ({ url: 'api/solutions', params: { ...(page > 1 ? { page } : {}), ...(tag ? { tag } : {}) } }),
      providesTags: [{ type: 'Solution', id: 'LIST' }],
    }),
    getSolution: build.query<SolutionDetail, SolutionArgs>({
      query: ({ id, preview }) => ({ url: `api/solution/${id}`, params: preview ? { preview: 1 } : {} }),
      providesTags: (_r, _e, { id }) => [{ type: 'Solution', id }],
    }),
  }),
});

export const { useGetSolutionsQuery, useGetSolutionQuery } = solutionsApi;
