import { lazy, type ReactNode } from 'react';
import { ARTICLE_TYPE_PATHS, type ArticleTypeName } from '@akiya/contracts';
import { DigitsRoute, type RouteLoader } from '@akiya/shared-ui';
import { loadArticle, loadArticleList, loadReviewCategory } from '../features/articles/article-loaders';
import { loadNews, loadNewsList } from '../features/news/news-loaders';
import { loadSolution, loadSolutionList } from '../features/solutions/solution-loaders';

// The reading pages load with their first visit (a static page such as /company does not carry them).
// On the server they are rendered like the rest; a client navigation keeps the old page on screen
// while the code arrives (React Router navigates in a transition).
const ArticleDetailPage = lazy(() => import('../features/articles/components/article-detail-page').then((m) => ({ default: m.ArticleDetailPage })));
const ArticleListPage = lazy(() => import('../features/articles/components/article-list-page').then((m) => ({ default: m.ArticleListPage })));
const ReviewCategoryPage = lazy(() => import('../features/articles/components/article-list-page').then((m) => ({ default: m.ReviewCategoryPage })));
const NewsDetailPage = lazy(() => import('../features/news/components/news-detail-page').then((m) => ({ default: m.NewsDetailPage })));
const NewsListPage = lazy(() => import('../features/news/components/news-list-page').then((m) => ({ default: m.NewsListPage })));
const NewsCategoryPage = lazy(() => import('../features/news/components/news-list-page').then((m) => ({ default: m.NewsCategoryPage })));
const SolutionDetailPage = lazy(() => import('../features/solutions/components/solution-detail-page').then((m) => ({ default: m.SolutionDetailPage })));
const SolutionListPage = lazy(() => import('../features/solutions/components/solution-list-page').then((m) => ({ default: m.SolutionListPage })));

export interface ReadingRoute {
  path: string;
  element: ReactNode;
  /** Starts the queries the page reads on its first render (the server awaits it before rendering). */
  load: RouteLoader;
}

/** A page of the table and its data loader. */
interface Page {
  element: ReactNode;
  load: RouteLoader;
}

const ARTICLE_TYPE_NAMES: readonly ArticleTypeName[] = ['reviews', 'letters', 'shop', 'towns', 'blog', 'case'];

function digits(element: ReactNode, params: string[] = ['page']): ReactNode {
  return <DigitsRoute params={params}>{element}</DigitsRoute>;
}

/** A list, its /page/{page} variant (digits only) and, when given, the detail route. */
function listRoutes(path: string, list: Page, detail?: Page & { digitsId: boolean }): ReadingRoute[] {
  return [
    { path, element: list.element, load: list.load },
    { path: `${path}/page/:page`, element: digits(list.element), load: list.load },
    ...(detail ? [{ path: `${path}/:id`, element: detail.digitsId ? digits(detail.element, ['id']) : detail.element, load: detail.load }] : []),
  ];
}

/**
 * The editorial reading pages (docs/product.md §2): the six article types, the story and news categories, news
 * and public Q&A, each with its page's data loader. `key`s make a switch between two lists of the
 * same page component start afresh.
 */
export const READING_ROUTES: readonly ReadingRoute[] = [
  ...ARTICLE_TYPE_NAMES.flatMap((name) =>
    listRoutes(
      ARTICLE_TYPE_PATHS[name],
      { element: <ArticleListPage key={name} typeName={name} />, load: loadArticleList(name) },
      { element: <ArticleDetailPage key={name} typeName={name} />, load: loadArticle(name), digitsId: true },
    ),
  ),
  ...listRoutes('/reviews/category/:category', { element: <ReviewCategoryPage />, load: loadReviewCategory }),
  ...listRoutes('/news', { element: <NewsListPage />, load: loadNewsList }, { element: <NewsDetailPage />, load: loadNews, digitsId: true }),
  ...listRoutes('/news/category/:category', { element: <NewsCategoryPage />, load: loadNewsList }),
  // Only the leading digits of a Q&A id count (`/solution/12-how-to-sell`): the page checks them.
  ...listRoutes('/solution', { element: <SolutionListPage />, load: loadSolutionList }, { element: <SolutionDetailPage />, load: loadSolution, digitsId: false }),
];
