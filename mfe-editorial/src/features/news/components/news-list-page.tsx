import { Link, useParams } from 'react-router-dom';
import { formatMessage } from '@akiya/contracts';
import { NotFoundPage, Spinner } from '@akiya/shared-ui';
import { DocumentTitle } from '../../../components/document-title';
import { EntryCard } from '../../../components/entry-card';
import { FeedLink } from '../../../components/feed-link';
import { PageGate, PagedResults } from '../../../components/paged-results';
import { isMissing } from '../../../utils/missing';
import { ReadingPage } from '../../../components/reading-page';
import styles from '../../../components/editorial.module.css';
import { EDITORIAL_TEXTS } from '../../../config/editorial-texts';
import { pagedTitle } from '../../../utils/editorial-format';
import { newsListArgs, useGetNewsListQuery } from '../api/news-api';
import { NEWS_PATH, NEWS_TITLE, newsCategoryPath, newsPath } from '../news-paths';

function CategoryLinks({ categories, current }: { categories: string[]; current: string | null }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={EDITORIAL_TEXTS.categories}>
      <ul className={styles.chips}>
        <li>
          <Link className={styles.chip} to={NEWS_PATH} aria-current={current === null ? 'page' : undefined}>
            {EDITORIAL_TEXTS.allCategories}
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c}>
            <Link className={styles.chip} to={newsCategoryPath(c)} aria-current={current === c ? 'page' : undefined}>
              {c}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NewsList({ page, category }: { page: number; category: string | null }) {
  const query = useGetNewsListQuery(newsListArgs(page, category));
  const data = query.currentData;
  // A page past the last one, a category no published news item has, or a name no category can have is not a page.
  if (isMissing(query) || (category !== null && data && !data.categories.includes(category))) return <NotFoundPage />;
  // Until the answer says whether the category exists, no heading that may turn into the 404 page.
  if (category !== null && !data && !query.isError) return <Spinner label={EDITORIAL_TEXTS.loadingList} />;
  // The address's category is shown only once the answer knows it (an error leaves the plain title).
  const known = category !== null && data?.categories.includes(category) ? category : null;
  const title = known ? formatMessage(EDITORIAL_TEXTS.categoryTitle, { category: known, title: NEWS_TITLE }) : NEWS_TITLE;
  const breadcrumbs = known
    ? [{ label: EDITORIAL_TEXTS.top, to: '/' }, { label: NEWS_TITLE, to: NEWS_PATH }, { label: known }]
    : [{ label: EDITORIAL_TEXTS.top, to: '/' }, { label: NEWS_TITLE }];
  return (
    <ReadingPage breadcrumbs={breadcrumbs} title={title} data-testid="news-list-page">
      <DocumentTitle title={pagedTitle(title, page)} />
      <CategoryLinks categories={data?.categories ?? []} current={category} />
      <PagedResults
        query={query}
        basePath={category ? newsCategoryPath(category) : NEWS_PATH}
        empty={EDITORIAL_TEXTS.emptyNews}
        data-testid="news"
      >
        {(n) => (
          <EntryCard
            to={newsPath(n.id)}
            title={n.title}
            publishedAt={n.publishedAt}
            badge={n.categoryName}
            excerpt={n.excerpt}
            data-testid="news-card"
          />
        )}
      </PagedResults>
      <FeedLink href="/news/feed.xml" title={NEWS_TITLE} />
    </ReadingPage>
  );
}

/** /news and /news/page/{page}. */
export function NewsListPage() {
  return <PageGate basePath={NEWS_PATH}>{(page) => <NewsList page={page} category={null} />}</PageGate>;
}

/** /news/category/{category} (+ /page/{page}). */
export function NewsCategoryPage() {
  const { category } = useParams();
  if (!category) return <NotFoundPage />;
  return <PageGate basePath={newsCategoryPath(category)}>{(page) => <NewsList page={page} category={category} />}</PageGate>;
}
