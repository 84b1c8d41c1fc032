import type {
  MyPartnerResponse,
  PartnerRewardItem,
  PartnerRewardStatus,
  PartnerStatus,
  PartnerSummary,
  StaffPartnerItem,
  StaffPartnerReferralItem,
  StaffPartnerRewardItem,
} from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

/** The supporter programme in the my-page (docs/partners.md): the partner's page and the staff screens. */
export const partnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyPartner: build.query<MyPartnerResponse, void>({
      query: () => 'api/my-page/partner',
    }),
    requestPartnerReward: build.mutation<PartnerRewardItem, number>({
      query: (referralId) => ({ url: `api/my-page/partner/referrals/${referralId}/reward`, method: 'POST', body: {} }),
    }),
    getStaffPartners: build.query<{ items: StaffPartnerItem[] }, void>({
      query: () => 'api/staff/partners',
    }),
    moveStaffPartner: build.mutation<PartnerSummary, { id: number; to: PartnerStatus; version: number }>({
      query: ({ id, to, version }) => ({ url: `api/staff/partners/${id}/status`, method: 'POST', body: { to, version } }),
    }),
    getStaffPartnerReferrals: build.query<{ items: StaffPartnerReferralItem[] }, void>({
      query: () => 'api/staff/partner-referrals',
    }),
    getStaffPartnerRewards: build.query<{ items: StaffPartnerRewardItem[] }, void>({
      query: () => 'api/staff/partner-rewards',
    }),
    moveStaffPartnerReward: build.mutation<PartnerRewardItem, { id: number; to: PartnerRewardStatus; version: number }>({
      query: ({ id, to, version }) => ({ url: `api/staff/partner-rewards/${id}/status`, method: 'POST', body: { to, version } }),
    }),
  }),
});

export const {
  useGetMyPartnerQuery,
  useRequestPartnerRewardMutation,
  useGetStaffPartnersQuery,
  useMoveStaffPartnerMutation,
  useGetStaffPartnerRewardsQuery,
  useGetStaffPartnerReferralsQuery,
  useMoveStaffPartnerRewardMutation,
} = partnersApi;
