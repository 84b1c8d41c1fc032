import { loadQuery, type RouteLoader } from '@akiya/shared-ui';
import { listPageShown } from '../../utils/editorial-format';
import { newsApi, newsListArgs, newsQuery } from './api/news-api';

// The data loaders of the news routes (app/reading-routes.tsx): each starts the query its page
// reads on its first render, with the arguments the page builds (news-api.ts), or nothing for the
// 404 page.

/**
 * /news and /news/category/{category}, each with /page/{page} (NewsListPage, NewsCategoryPage): the
 * page of the list shown. A category no news item has is known from this answer (the 404 page).
 */
export const loadNewsList: RouteLoader = ({ params, dispatch }) => {
  const page = listPageShown(params.page);
  if (page === null || params.category === '') return undefined;
  return loadQuery(dispatch, newsApi.endpoints.getNewsList, newsListArgs(page, params.category ?? null));
};

/** /news/{id} (NewsDetailPage): the news item; a missing one's 404 is its answer. */
export const loadNews: RouteLoader = ({ params, searchParams, dispatch }) => {
  const { args, skip } = newsQuery(params.id, searchParams);
  return skip ? undefined : loadQuery(dispatch, newsApi.endpoints.getNews, args);
};
