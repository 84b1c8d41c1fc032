import type { InquiryBody, PostedPropertyListResponse, RepublishBody } from '@akiya/contracts';
import { api, type SharedCacheTag } from '@akiya/shared-ui';

/** Answer of both contact forms: where to go next. */
export interface FormSent {
  success: true;
  redirect: string;
}

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['PostedProperty'] satisfies readonly SharedCacheTag[] });

/** The operator contact forms (docs/seller.md): /forms/contact and /forms/republish. */
export const contactApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    sendInquiry: build.mutation<FormSent, InquiryBody>({
      query: (body) => ({ url: 'api/forms/contact', method: 'POST', body }),
    }),
    sendRepublish: build.mutation<FormSent, RepublishBody>({
      query: (body) => ({ url: 'api/forms/republish', method: 'POST', body }),
    }),
    /** The logged-in seller's stopped listings (the republish form's choices). */
    getStoppedProperties: build.query<PostedPropertyListResponse, void>({
      query: () => ({ url: 'api/my-page/project', params: { status: 'stopped' } }),
      providesTags: ['PostedProperty'],
    }),
  }),
});

export const { useSendInquiryMutation, useSendRepublishMutation, useGetStoppedPropertiesQuery } = contactApi;
