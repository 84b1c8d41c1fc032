import { loadQuery, type RouteLoader } from '@akiya/shared-ui';
import { listPageShown } from '../../utils/editorial-format';
import { solutionListArgs, solutionQuery, solutionsApi } from './api/solutions-api';

// The data loaders of the Q&A routes (app/reading-routes.tsx): each starts the query its page reads
// on its first render, with the arguments the page builds (solutions-api.ts), or nothing for the
// 404 page.

/** /solution and /solution/page/{page} (SolutionListPage): the page of the list shown, with its `?tag=`. */
export const loadSolutionList: RouteLoader = ({ params, searchParams, dispatch }) => {
  const page = listPageShown(params.page);
  return page !== null ? loadQuery(dispatch, solutionsApi.endpoints.getSolutions, solutionListArgs(page, searchParams)) : undefined;
};

/** /solution/{id} (SolutionDetailPage): the Q&A; a missing one's 404 is its answer. */
export const loadSolution: RouteLoader = ({ params, searchParams, dispatch }) => {
  const { args, skip } = solutionQuery(params.id, searchParams);
  return skip ? undefined : loadQuery(dispatch, solutionsApi.endpoints.getSolution, args);
};
