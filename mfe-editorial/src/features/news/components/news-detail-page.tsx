import { Link } from 'react-router-dom';
import { SITE_NAME, type NewsDetail } from '@akiya/contracts';
import { useSiteOrigin } from '@akiya/shared-ui';
import { EntryRoute } from '../../../components/entry-status';
import { DocumentTitle } from '../../../components/document-title';
import { DraftNotice, EntryFooter } from '../../../components/entry-footer';
import { StaffEditLink } from '../../../components/staff-edit-link';
import { HtmlBody } from '../../../components/html-body';
import { absoluteUrl, JsonLd } from '../../../components/json-ld';
import { PublishedDate } from '../../../components/published-date';
import { ReadingPage } from '../../../components/reading-page';
import styles from '../../../components/editorial.module.css';
import { EDITORIAL_TEXTS } from '../../../config/editorial-texts';
import { newsQuery, useGetNewsQuery } from '../api/news-api';
import { NEWS_PATH, NEWS_TITLE, newsCategoryPath, newsPath } from '../news-paths';

function NewsItem({ news }: { news: NewsDetail }) {
  const origin = useSiteOrigin();
  return (
    <ReadingPage
      breadcrumbs={[
        { label: EDITORIAL_TEXTS.top, to: '/' },
        { label: NEWS_TITLE, to: NEWS_PATH },
        { label: news.categoryName, to: newsCategoryPath(news.categoryName) },
        { label: news.title },
      ]}
      eyebrow={NEWS_TITLE}
      title={news.title}
      data-testid="news-page"
      meta={
        <>
          <PublishedDate iso={news.publishedAt} />
          <Link className={styles.badge} to={newsCategoryPath(news.categoryName)}>
            {news.categoryName}
          </Link>
        </>
      }
    >
      <DocumentTitle title={news.title} />
      <StaffEditLink section="news" id={news.id} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: news.title,
          ...(news.publishedAt ? { datePublished: news.publishedAt } : {}),
          dateModified: news.updatedAt,
          publisher: { '@type': 'Organization', name: SITE_NAME },
          mainEntityOfPage: absoluteUrl(newsPath(news.id), origin),
        }}
      />
      <DraftNotice status={news.status} />
      <HtmlBody html={news.html} data-testid="news-body" />
      <EntryFooter entry={news} entryPath={newsPath} title={news.title} list={{ path: NEWS_PATH, title: NEWS_TITLE }} />
    </ReadingPage>
  );
}

/** /news/{id}: one news item (a draft or an unknown id is 404). */
export function NewsDetailPage() {
  return (
    <EntryRoute toQuery={newsQuery} useQuery={useGetNewsQuery} data-testid="news-item">
      {(news) => <NewsItem news={news} />}
    </EntryRoute>
  );
}
