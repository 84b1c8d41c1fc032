import type { SolutionDetail, SolutionListResponse } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

/** GET /api/solutions and GET /api/solution/{id} (spec §7). */
export const solutionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSolutions: build.query<SolutionListResponse, { page: number; tag?: string }>({
      query: ({ page, tag }) => ({ url: 'api/solutions', params: { ...(page > 1 ? { page } : {}), ...(tag ? { tag } : {}) } }),
      providesTags: [{ type: 'Solution', id: 'LIST' }],
    }),
    getSolution: build.query<SolutionDetail, { id: number; preview: boolean }>({
      query: ({ id, preview }) => ({ url: `api/solution/${id}`, params: preview ? { preview: 1 } : {} }),
      providesTags: (_r, _e, { id }) => [{ type: 'Solution', id }],
    }),
  }),
});

export const { useGetSolutionsQuery, useGetSolutionQuery } = solutionsApi;
