import { reviewCategoryName, type ArticleTypeName } from '@akiya/contracts';
import { loadQuery, type RouteLoader } from '@akiya/shared-ui';
import { listPageShown } from '../../utils/editorial-format';
import { articleListArgs, articleQuery, articlesApi } from './api/articles-api';
import { articleTypeInfo } from './article-types';

// The data loaders of the article routes (app/reading-routes.tsx): each starts the query its page
// reads on its first render, with the arguments the page builds (articles-api.ts), or nothing for
// the 404 page.

/** /reviews, /blog, … and their /page/{page} variants (ArticleListPage): the page of the list shown. */
export function loadArticleList(typeName: ArticleTypeName): RouteLoader {
  const { type } = articleTypeInfo(typeName);
  return ({ params, dispatch }) => {
    const page = listPageShown(params.page);
    return page !== null ? loadQuery(dispatch, articlesApi.endpoints.getArticles, articleListArgs(type, page)) : undefined;
  };
}

/** /reviews/category/{category} (+ /page/{page}, ReviewCategoryPage): a known category's page of stories. */
export const loadReviewCategory: RouteLoader = ({ params, dispatch }) => {
  const page = listPageShown(params.page);
  if (!reviewCategoryName(params.category) || page === null) return undefined;
  return loadQuery(dispatch, articlesApi.endpoints.getArticles, articleListArgs(articleTypeInfo('reviews').type, page, params.category));
};

/** /reviews/{id}, /blog/{id}, … (ArticleDetailPage): the article; a missing one's 404 is its answer. */
export function loadArticle(typeName: ArticleTypeName): RouteLoader {
  const { type } = articleTypeInfo(typeName);
  return ({ params, searchParams, dispatch }) => {
    const { args, skip } = articleQuery(type, params.id, searchParams);
    return skip ? undefined : loadQuery(dispatch, articlesApi.endpoints.getArticle, args);
  };
}
