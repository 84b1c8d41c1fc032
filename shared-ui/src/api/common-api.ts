import type { BaseData, RemotesDocument } from '@akiya/contracts';
import { api } from './api-slice';
import type { SharedCacheTag } from './cache-tags';

/** The slice with the tags these endpoints provide. */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['BaseData', 'User', 'Favorite'] satisfies readonly SharedCacheTag[] });

/** Start data every page needs (docs/product.md §7 GET /api/common/base-data). */
export const commonApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getBaseData: build.query<BaseData, void>({
      query: () => 'api/common/base-data',
      providesTags: ['BaseData', 'User', 'Favorite'],
    }),
    getRemotes: build.query<RemotesDocument, void>({
      query: () => 'api/remotes',
    }),
  }),
});

export const { useGetBaseDataQuery, useGetRemotesQuery } = commonApi;
