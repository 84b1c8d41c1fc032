import type { StaffBankMunicipalitiesResponse, StaffBankMunicipality, StaffBankMunicipalityValues } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';
import { whenAnswered } from '../../../api/when-answered';

/**
 * Staff administration of the bank's municipalities (docs/akiyabank.md, "Staff: municipalities and
 * members"). Each mutation answers the municipality as it now is; it replaces that entry of the list.
 */
export const staffAkiyabankApi = api.injectEndpoints({
  endpoints: (build) => {
    const upsert = async (
      queryFulfilled: Promise<{ data: StaffBankMunicipality }>,
      dispatch: (action: unknown) => unknown,
    ): Promise<void> => {
      await whenAnswered(queryFulfilled, (data) =>
        dispatch(
          staffAkiyabankApi.util.updateQueryData('getStaffBankMunicipalities', undefined, (draft) => {
            const i = draft.items.findIndex((m) => m.id === data.id);
            if (i >= 0) draft.items[i] = data;
            else draft.items.push(data);
          }),
        ),
      );
    };
    return {
      getStaffBankMunicipalities: build.query<StaffBankMunicipalitiesResponse, void>({
        query: () => 'api/staff/akiyabank/municipalities',
      }),
      createStaffBankMunicipality: build.mutation<StaffBankMunicipality, StaffBankMunicipalityValues>({
        query: (body) => ({ url: 'api/staff/akiyabank/municipalities', method: 'POST', body }),
        onQueryStarted: (_arg, { queryFulfilled, dispatch }) => upsert(queryFulfilled, dispatch),
      }),
      updateStaffBankMunicipality: build.mutation<StaffBankMunicipality, { id: number; values: StaffBankMunicipalityValues }>({
        query: ({ id, values }) => ({ url: `api/staff/akiyabank/municipalities/${id}`, method: 'PUT', body: values }),
        onQueryStarted: (_arg, { queryFulfilled, dispatch }) => upsert(queryFulfilled, dispatch),
      }),
      addStaffBankMember: build.mutation<StaffBankMunicipality, { id: number; email: string }>({
        query: ({ id, email }) => ({ url: `api/staff/akiyabank/municipalities/${id}/members`, method: 'POST', body: { email } }),
        onQueryStarted: (_arg, { queryFulfilled, dispatch }) => upsert(queryFulfilled, dispatch),
      }),
      removeStaffBankMember: build.mutation<StaffBankMunicipality, { id: number; userId: number }>({
        query: ({ id, userId }) => ({ url: `api/staff/akiyabank/municipalities/${id}/members/${userId}`, method: 'DELETE' }),
        onQueryStarted: (_arg, { queryFulfilled, dispatch }) => upsert(queryFulfilled, dispatch),
      }),
    };
  },
});

export const {
  useGetStaffBankMunicipalitiesQuery,
  useCreateStaffBankMunicipalityMutation,
  useUpdateStaffBankMunicipalityMutation,
  useAddStaffBankMemberMutation,
  useRemoveStaffBankMemberMutation,
} = staffAkiyabankApi;
