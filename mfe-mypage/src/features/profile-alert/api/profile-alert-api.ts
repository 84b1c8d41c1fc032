import type { SuccessResponse } from '@akiya/contracts';
import { api, commonApi } from '@akiya/shared-ui';

/** POST /api/my-page/profile-alert/dismiss: the server remembers it (base data profileAlertDismissed). */
export const profileAlertApi = api.injectEndpoints({
  endpoints: (build) => ({
    dismissProfileAlert: build.mutation<SuccessResponse, void>({
      query: () => ({ url: 'api/my-page/profile-alert/dismiss', method: 'POST' }),
      // Hide at once in the cached base data; undo when the call fails.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          commonApi.util.updateQueryData('getBaseData', undefined, (draft) => {
            draft.profileAlertDismissed = true;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useDismissProfileAlertMutation } = profileAlertApi;
