import type { ConsultingRequestCreated, ConsultingRequestValues } from '@akiya/contracts';
import { api, type SharedCacheTag } from '@akiya/shared-ui';

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Contact'] satisfies readonly SharedCacheTag[] });

/** The request form's calls: the user's own listings to pick, and the submission (multipart, with files). */
export const consultingRequestApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getMyConsultingProperties: build.query<{ items: { property_id: number; title: string }[] }, void>({
      query: () => ({ url: 'api/consulting/my-properties', cache: 'no-store' }),
    }),
    submitConsultingRequest: build.mutation<ConsultingRequestCreated, { values: ConsultingRequestValues; clientId: string; files: File[] }>({
      query: ({ values, clientId, files }) => {
        const form = new FormData();
        for (const [k, v] of Object.entries(values)) form.append(k, v);
        form.append('clientId', clientId);
        for (const f of files) form.append('files', f, f.name);
        return { url: 'api/consulting/requests', method: 'POST', body: form };
      },
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Contact', id: 'consulting-list' }]),
    }),
  }),
});

export const { useGetMyConsultingPropertiesQuery, useSubmitConsultingRequestMutation } = consultingRequestApi;
