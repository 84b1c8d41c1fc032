import type { MailSettingBody, MailSettingsResponse } from '@akiya/contracts';
import { api, commonApi } from '@akiya/shared-ui';
import { whenAnswered } from '../../../api/when-answered';

/** Mail receiving settings (docs/seller.md): read and change one toggle. */
export const mailSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMailSettings: build.query<MailSettingsResponse, void>({
      query: () => 'api/my-page/mail-settings',
    }),
    setMailSetting: build.mutation<MailSettingsResponse, MailSettingBody>({
      query: (body) => ({ url: 'api/my-page/mail-settings', method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) => {
          dispatch(mailSettingsApi.util.upsertQueryData('getMailSettings', undefined, data));
          // Base data carries the same settings (docs/product.md §3); keep it in step without a refetch.
          dispatch(
            commonApi.util.updateQueryData('getBaseData', undefined, (draft) => {
              draft.mailReceivingSettings = data.mailReceivingSettings;
            }),
          );
        }),
    }),
  }),
});

export const { useGetMailSettingsQuery, useSetMailSettingMutation } = mailSettingsApi;
