import type { EnquiryResponse, PropertyDetail } from '@akiya/contracts';
import { taggedApi } from '../../../api/tagged-api';

export interface EnquiryArgs {
  propertyId: number;
  message: string;
  /** One per draft: a retry after a failure never makes a second enquiry. */
  clientId: string;
}

/** The enquiry page's calls: the property summary and POST /api/contact/project/:id. */
export const contactProjectApi = taggedApi(['Property', 'Contact']).injectEndpoints({
  endpoints: (build) => ({
    getEnquiryProperty: build.query<PropertyDetail, number>({
      query: (id) => `api/properties/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Property', id }],
    }),
    postEnquiry: build.mutation<EnquiryResponse, EnquiryArgs>({
      query: ({ propertyId, message, clientId }) => ({
        url: `api/contact/project/${propertyId}`,
        method: 'POST',
        body: { message, clientId },
      }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Contact', id: 'LIST' }]),
    }),
  }),
});

export const { useGetEnquiryPropertyQuery, usePostEnquiryMutation } = contactProjectApi;
