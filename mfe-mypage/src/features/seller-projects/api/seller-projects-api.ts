import type {
  ChangePublishResponse,
  PostedPropertyFilter,
  PostedPropertyListResponse,
  PostedPropertyResponse,
  PublishAction,
} from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

/** The seller's calls (docs/seller.md): posted properties and change of publication. */
export const sellerProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPostedProperties: build.query<PostedPropertyListResponse, { page: number; status?: PostedPropertyFilter }>({
      query: ({ page, status }) => ({ url: 'api/my-page/project', params: { page, ...(status && status !== 'all' ? { status } : {}) } }),
      providesTags: ['PostedProperty'],
    }),
    getPostedProperty: build.query<PostedPropertyResponse, number>({
      query: (id) => `api/my-page/project/${id}`,
      providesTags: ['PostedProperty'],
    }),
    changePublish: build.mutation<ChangePublishResponse, { id: number; action: PublishAction }>({
      query: ({ id, action }) => ({ url: `api/my-page/change-publish/${id}`, method: 'POST', body: { action } }),
      // The board's lists and the listing page change too.
      invalidatesTags: ['PostedProperty', 'PropertyList', 'Property'],
    }),
  }),
});

export const { useGetPostedPropertiesQuery, useGetPostedPropertyQuery, useChangePublishMutation } = sellerProjectsApi;
