import type { MyPartnerResponse, PartnerJoinValues, PartnerSummary } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

/** The join form of the supporter programme (docs/partners.md). */
export const ouendanApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in user's partner record (null when none): whether they applied already. */
    getPartnerStatus: build.query<MyPartnerResponse, void>({
      query: () => 'api/my-page/partner',
    }),
    joinPartner: build.mutation<{ success: true; partner: PartnerSummary }, PartnerJoinValues>({
      query: (body) => ({ url: 'api/partners/join', method: 'POST', body }),
    }),
  }),
});

export const { useGetPartnerStatusQuery, useJoinPartnerMutation } = ouendanApi;
