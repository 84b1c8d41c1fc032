import { Link, useParams } from 'react-router-dom';
import { formatMessage, REVIEW_CATEGORIES, reviewCategoryName, type ArticleTypeName } from '@akiya/contracts';
import { NotFoundPage } from '@akiya/shared-ui';
import { ArticleCard } from '../../../components/article-card';
import { DocumentTitle } from '../../../components/document-title';
import { FeedLink } from '../../../components/feed-link';
import { PageGate, PagedResults } from '../../../components/paged-results';
import { isMissing } from '../../../utils/missing';
import { ReadingPage } from '../../../components/reading-page';
import styles from '../../../components/editorial.module.css';
import { EDITORIAL_TEXTS } from '../../../config/editorial-texts';
import { pagedTitle } from '../../../utils/editorial-format';
import { articleListArgs, useGetArticlesQuery } from '../api/articles-api';
import { articleTypeInfo, REVIEW_CATEGORY_PATH, type ArticleTypeInfo } from '../article-types';

/** The story category links above the story lists. */
function CategoryLinks({ current }: { current: string | null }) {
  const info = articleTypeInfo('reviews');
  return (
    <nav aria-label={EDITORIAL_TEXTS.categories}>
      <ul className={styles.chips}>
        <li>
          <Link className={styles.chip} to={info.path} aria-current={current === null ? 'page' : undefined}>
            {EDITORIAL_TEXTS.allCategories}
          </Link>
        </li>
        {REVIEW_CATEGORIES.map((c) => (
          <li key={c.slug}>
            <Link className={styles.chip} to={`${REVIEW_CATEGORY_PATH}/${c.slug}`} aria-current={current === c.slug ? 'page' : undefined}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ArticleList({ info, page, category }: { info: ArticleTypeInfo; page: number; category: { slug: string; name: string } | null }) {
  const query = useGetArticlesQuery(articleListArgs(info.type, page, category?.slug));
  if (isMissing(query)) return <NotFoundPage />;
  const basePath = category ? `${REVIEW_CATEGORY_PATH}/${category.slug}` : info.path;
  const title = category ? formatMessage(EDITORIAL_TEXTS.categoryTitle, { category: category.name, title: info.title }) : info.title;
  const breadcrumbs = category
    ? [{ label: EDITORIAL_TEXTS.top, to: '/' }, { label: info.title, to: info.path }, { label: category.name }]
    : [{ label: EDITORIAL_TEXTS.top, to: '/' }, { label: info.title }];
  return (
    <ReadingPage breadcrumbs={breadcrumbs} title={title} data-testid="article-list-page">
      <DocumentTitle title={pagedTitle(title, page)} />
      {info.name === 'reviews' ? <CategoryLinks current={category?.slug ?? null} /> : null}
      <PagedResults
        query={query}
        basePath={basePath}
        empty={EDITORIAL_TEXTS.emptyArticles}
        data-testid="articles"
      >
        {(a) => <ArticleCard article={a} />}
      </PagedResults>
      {info.name === 'blog' && !category ? <FeedLink href="/blog/feed.xml" title={info.title} /> : null}
    </ReadingPage>
  );
}

/** /reviews, /thanks-letter, /shop, /towns, /blog, /case and their /page/{page} variants. */
export function ArticleListPage({ typeName }: { typeName: ArticleTypeName }) {
  const info = articleTypeInfo(typeName);
  return <PageGate basePath={info.path}>{(page) => <ArticleList info={info} page={page} category={null} />}</PageGate>;
}

/** /reviews/category/{category} (+ /page/{page}): the stories of one category; an unknown category is 404. */
export function ReviewCategoryPage() {
  const slug = useParams().category;
  const name = reviewCategoryName(slug);
  if (!slug || !name) return <NotFoundPage />;
  return (
    <PageGate basePath={`${REVIEW_CATEGORY_PATH}/${slug}`}>
      {(page) => <ArticleList info={articleTypeInfo('reviews')} page={page} category={{ slug, name }} />}
    </PageGate>
  );
}
