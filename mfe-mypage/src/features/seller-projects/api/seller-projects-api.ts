import type {
  ChangePublishResponse,
  PostedPropertyFilter,
  PostedPropertyListResponse,
  PostedPropertyResponse,
  PublishAction,
} from '@akiya/contracts';
import { taggedApi } from '../../../api/tagged-api';
import { pageOf } from '../../../utils/route-params';

export interface PostedPropertiesArgs {
  page: number;
  status?: PostedPropertyFilter;
}

/**
 * The list of /my-page/project[/page/{page}]: the page shown and its query. Below page 1 the page is
 * the 404 page and asks nothing. The page and its route's loader both read it.
 */
export function postedPropertiesQuery(pageParam: string | undefined): { page: number; args: PostedPropertiesArgs; skip: boolean } {
  const page = pageOf(pageParam);
  return { page, args: { page }, skip: page < 1 };
}

/** The seller's calls (docs/seller.md): posted properties and change of publication. */
export const sellerProjectsApi = taggedApi(['Property', 'PropertyList', 'PostedProperty']).injectEndpoints({
  endpoints: (build) => ({
    getPostedProperties: build.query<PostedPropertyListResponse, PostedPropertiesArgs>({
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
