import { isDigits, type ArticleListResponse, type NewsListResponse, type SolutionListResponse, type StaffArticle, type StaffNews, type StaffSolution } from '@akiya/contracts';
import { KEEP_WHILE_HYDRATING_S } from '@akiya/shared-ui';
import { taggedApi } from '../../../api/tagged-api';
import { sectionOf, STAFF_API_PATHS, type EditorialKind, type EditorialSection } from '../editorial-sections';

export type StaffEntry = StaffArticle | StaffNews | StaffSolution;
export type StaffList = ArticleListResponse | NewsListResponse | SolutionListResponse;

const TAG: Record<EditorialKind, 'Article' | 'News' | 'Solution'> = { article: 'Article', news: 'News', solution: 'Solution' };

export interface StaffListArgs {
  kind: EditorialKind;
  type?: number;
  page: number;
}

export interface StaffEntryArgs {
  kind: EditorialKind;
  id: number;
}

/**
 * The list of /my-page/staff/editorial/{section}[/page/{page}]: its section, page and query. `skip`
 * for anyone but staff (the user's base data says so), an unknown section or a page that is not
 * digits or below 1: the 404 page, which asks nothing. The page and its route's loader both read it.
 */
export function staffListQuery(staff: boolean, sectionKey: string | undefined, pageParam: string | undefined) {
  const section: EditorialSection | undefined = sectionOf(sectionKey);
  const validPage = pageParam === undefined || (isDigits(pageParam) && Number(pageParam) >= 1);
  const page = pageParam === undefined ? 1 : Number(pageParam);
  const args: StaffListArgs = { kind: section?.kind ?? 'article', type: section?.type, page };
  return { section, page, args, skip: !staff || !section || !validPage };
}

/**
 * The entry of /my-page/staff/editorial/{section}/{id} and its query; `skip` (the 404 page) for anyone
 * but staff, an unknown section or an id that is not digits. The page and its route's loader both read it.
 */
export function staffEntryQuery(staff: boolean, sectionKey: string | undefined, idParam: string | undefined) {
  const section: EditorialSection | undefined = sectionOf(sectionKey);
  const args: StaffEntryArgs = { kind: section?.kind ?? 'article', id: Number(idParam) };
  return { section, args, skip: !staff || !section || !isDigits(idParam ?? '') };
}

export interface SaveEntryArgs {
  kind: EditorialKind;
  /** Absent: create (POST, a draft). */
  id?: number;
  body: Record<string, unknown>;
}

export interface SetStatusArgs {
  kind: EditorialKind;
  id: number;
  version: number;
  status: 'published' | 'draft';
}

/** A change to an entry: the staff list and entry, and the public pages (lists and the entry). */
const changed = (kind: EditorialKind, id: number | undefined) => [
  { type: TAG[kind], id: 'LIST' },
  { type: TAG[kind], id: 'STAFF_LIST' },
  ...(id !== undefined ? [{ type: TAG[kind], id }] : []),
];

/**
 * Staff authoring (docs/editorial.md "Staff authoring"): every call is 404 for non-staff. The writes
 * drop the public pages' cached lists and entries too (tags Article / News / Solution), so the site
 * shows a publication at once in this browser.
 */
export const staffEditorialApi = taggedApi(['Article', 'News', 'Solution']).injectEndpoints({
  endpoints: (build) => ({
    getStaffEditorialList: build.query<StaffList, StaffListArgs>({
      query: ({ kind, type, page }) => ({
        url: STAFF_API_PATHS[kind],
        params: { ...(type !== undefined ? { type } : {}), ...(page > 1 ? { page } : {}) },
      }),
      providesTags: (_r, _e, { kind }) => [{ type: TAG[kind], id: 'STAFF_LIST' }],
      keepUnusedDataFor: KEEP_WHILE_HYDRATING_S,
    }),
    getStaffEditorialEntry: build.query<StaffEntry, StaffEntryArgs>({
      query: ({ kind, id }) => `${STAFF_API_PATHS[kind]}/${id}`,
      providesTags: (_r, _e, { kind, id }) => [{ type: TAG[kind], id }],
      keepUnusedDataFor: KEEP_WHILE_HYDRATING_S,
    }),
    saveStaffEditorialEntry: build.mutation<StaffEntry, SaveEntryArgs>({
      query: ({ kind, id, body }) => ({ url: id === undefined ? STAFF_API_PATHS[kind] : `${STAFF_API_PATHS[kind]}/${id}`, method: id === undefined ? 'POST' : 'PUT', body }),
      invalidatesTags: (result, _e, { kind, id }) => (result ? changed(kind, id) : []),
    }),
    setStaffEditorialStatus: build.mutation<StaffEntry, SetStatusArgs>({
      query: ({ kind, id, version, status }) => ({
        url: `${STAFF_API_PATHS[kind]}/${id}/${status === 'published' ? 'publish' : 'unpublish'}`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: (result, _e, { kind, id }) => (result ? changed(kind, id) : []),
    }),
    previewEditorialMarkdown: build.mutation<{ html: string }, string>({
      query: (markdown) => ({ url: 'api/staff/editorial/preview', method: 'POST', body: { markdown } }),
    }),
    uploadEditorialCover: build.mutation<{ path: string }, File>({
      query: (file) => {
        const form = new FormData();
        form.append('photos', file);
        return { url: 'api/staff/editorial/cover', method: 'POST', body: form };
      },
    }),
  }),
});

export const {
  useGetStaffEditorialListQuery,
  useGetStaffEditorialEntryQuery,
  useSaveStaffEditorialEntryMutation,
  useSetStaffEditorialStatusMutation,
  usePreviewEditorialMarkdownMutation,
  useUploadEditorialCoverMutation,
} = staffEditorialApi;
