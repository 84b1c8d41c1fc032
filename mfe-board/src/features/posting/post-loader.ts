import { commonApi, loadQuery, type RouteLoader } from '@akiya/shared-ui';
import { postingApi, postingEditId } from './api/posting-api';

/**
 * /post (PostPage, its own chunk): base data (the form's categories and who is signed in; the
 * shell's layout asks for it too: one request) and, for /post?id={id}, the listing to edit, asked
 * for as the page does whoever is signed in (the API's 401 or 404 is the answer the page renders).
 * An id that is not one asks for nothing more (the page is a 404).
 */
export const loadPost: RouteLoader = ({ searchParams, dispatch }) => {
  const { editId } = postingEditId(searchParams);
  return Promise.all([
    loadQuery(dispatch, commonApi.endpoints.getBaseData, undefined),
    editId === null ? undefined : loadQuery(dispatch, postingApi.endpoints.getPosting, editId),
  ]);
};
