import { api } from '@akiya/shared-ui';
import { isDigits, type BankListingValues, type BankManageOverview, type BankManagedListing, type BankProfileValues } from '@akiya/contracts';

/** The query of a listing's edit page from its `:id` (digits only); `skip` otherwise (DigitsRoute's 404 page). */
export function managedListingQuery(idParam: string | undefined): { args: number; skip: boolean } {
  return { args: Number(idParam), skip: !isDigits(idParam) };
}

/** The slice with this app's own cache tags, which these endpoints use. */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['BankListing'] });

/** A municipality's management of its bank (docs/akiyabank.md), behind login; non-members get 404. */
export const manageApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getAkiyabankManage: build.query<BankManageOverview, void>({
      query: () => 'api/akiyabank/manage',
      providesTags: [{ type: 'BankListing', id: 'MANAGE' }],
    }),
    getAkiyabankManagedListing: build.query<BankManagedListing, number>({
      query: (id) => `api/akiyabank/manage/listings/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'BankListing', id: `manage-${id}` }],
    }),
    updateAkiyabankProfile: build.mutation<BankManageOverview, BankProfileValues>({
      query: (body) => ({ url: 'api/akiyabank/manage/municipality', method: 'PUT', body }),
      invalidatesTags: ['BankListing'],
    }),
    createAkiyabankListing: build.mutation<BankManagedListing, BankListingValues>({
      query: (body) => ({ url: 'api/akiyabank/manage/listings', method: 'POST', body }),
      invalidatesTags: ['BankListing'],
    }),
    updateAkiyabankListing: build.mutation<BankManagedListing, { id: number; values: BankListingValues }>({
      query: ({ id, values }) => ({ url: `api/akiyabank/manage/listings/${id}`, method: 'PUT', body: values }),
      invalidatesTags: ['BankListing'],
    }),
    setAkiyabankListingPublished: build.mutation<BankManagedListing, { id: number; publish: boolean }>({
      query: ({ id, publish }) => ({ url: `api/akiyabank/manage/listings/${id}/${publish ? 'publish' : 'unpublish'}`, method: 'POST' }),
      invalidatesTags: ['BankListing'],
    }),
    addAkiyabankPhotos: build.mutation<BankManagedListing, { id: number; form: FormData }>({
      query: ({ id, form }) => ({ url: `api/akiyabank/manage/listings/${id}/photos`, method: 'POST', body: form }),
      invalidatesTags: ['BankListing'],
    }),
    removeAkiyabankPhoto: build.mutation<BankManagedListing, { id: number; photoId: number }>({
      query: ({ id, photoId }) => ({ url: `api/akiyabank/manage/listings/${id}/photos/${photoId}`, method: 'DELETE' }),
      invalidatesTags: ['BankListing'],
    }),
  }),
});

export const {
  useGetAkiyabankManageQuery,
  useGetAkiyabankManagedListingQuery,
  useUpdateAkiyabankProfileMutation,
  useCreateAkiyabankListingMutation,
  useUpdateAkiyabankListingMutation,
  useSetAkiyabankListingPublishedMutation,
  useAddAkiyabankPhotosMutation,
  useRemoveAkiyabankPhotoMutation,
} = manageApi;
