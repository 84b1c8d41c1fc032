import { Link } from 'react-router-dom';
import { articlePath, SITE_NAME, type ArticleDetail, type ArticleTypeName } from '@akiya/contracts';
import { buttonClass, SitePhoto, useSiteOrigin } from '@akiya/shared-ui';
import { EntryRoute } from '../../../components/entry-status';
import { DocumentTitle } from '../../../components/document-title';
import { DraftNotice, EntryFooter } from '../../../components/entry-footer';
import { StaffEditLink } from '../../../components/staff-edit-link';
import { FavoriteButton } from '../../../components/favorite-button';
import { HtmlBody } from '../../../components/html-body';
import { absoluteUrl, JsonLd } from '../../../components/json-ld';
import { PublishedDate } from '../../../components/published-date';
import { ReadingPage } from '../../../components/reading-page';
import styles from '../../../components/editorial.module.css';
import { EDITORIAL_TEXTS } from '../../../config/editorial-texts';
import { articleQuery, useGetArticleQuery } from '../api/articles-api';
import { articleTypeInfo, REVIEW_CATEGORY_PATH, type ArticleTypeInfo } from '../article-types';

/** schema.org Article data of an article page. */
export function articleJsonLd(article: ArticleDetail, origin: string): Record<string, unknown> {
  const url = absoluteUrl(articlePath(article.type, article.id), origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    ...(article.lead ? { description: article.lead } : {}),
    ...(article.coverPath ? { image: absoluteUrl(article.coverPath, origin) } : {}),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author || SITE_NAME },
    publisher: { '@type': 'Organization', name: SITE_NAME },
    mainEntityOfPage: url,
    url,
  };
}

function Article({ article, info }: { article: ArticleDetail; info: ArticleTypeInfo }) {
  const origin = useSiteOrigin();
  const breadcrumbs = [
    { label: EDITORIAL_TEXTS.top, to: '/' },
    { label: info.title, to: info.path },
    ...(article.category && article.categoryName
      ? [{ label: article.categoryName, to: `${REVIEW_CATEGORY_PATH}/${article.category}` }]
      : []),
    { label: article.title },
  ];
  return (
    <ReadingPage
      breadcrumbs={breadcrumbs}
      eyebrow={info.title}
      title={article.title}
      data-testid="article-page"
      meta={
        <>
          <PublishedDate iso={article.publishedAt} />
          {article.category && article.categoryName ? (
            <Link className={styles.badge} to={`${REVIEW_CATEGORY_PATH}/${article.category}`}>
              {article.categoryName}
            </Link>
          ) : null}
          {article.author ? <span>{`${EDITORIAL_TEXTS.author}：${article.author}`}</span> : null}
        </>
      }
      lead={article.lead || null}
    >
      <DocumentTitle title={article.title} />
      <StaffEditLink section={info.name} id={article.id} />
      <JsonLd data={articleJsonLd(article, origin)} />
      <DraftNotice status={article.status} />
      {article.coverPath ? (
        // The story's largest image on first paint: fetched at once; 16:9 reserved by width/height and CSS.
        <SitePhoto
          className={styles.cover}
          src={article.coverPath}
          maxWidth={1200}
          sizes="(min-width: 800px) 736px, 100vw"
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      <HtmlBody html={article.html} data-testid="article-body" />
      {article.tags.length > 0 ? (
        <ul className={`${styles.tags} ${styles.section}`} aria-label={EDITORIAL_TEXTS.tags}>
          {article.tags.map((t) => (
            <li key={t} className={styles.badge}>
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <FavoriteButton kind="article" id={article.id} />
        {article.propertyId ? (
          <Link className={buttonClass('primary')} to={`/project/${article.propertyId}`}>
            {EDITORIAL_TEXTS.relatedListing}
          </Link>
        ) : null}
      </div>
      <EntryFooter entry={article} entryPath={(id) => articlePath(article.type, id)} title={article.title} list={info} />
    </ReadingPage>
  );
}

/** /reviews/{id}, /thanks-letter/{id}, …: one article of the type (another type's id, a draft or an unknown id is 404). */
export function ArticleDetailPage({ typeName }: { typeName: ArticleTypeName }) {
  const info = articleTypeInfo(typeName);
  return (
    <EntryRoute toQuery={(id, params) => articleQuery(info.type, id, params)} useQuery={useGetArticleQuery} data-testid="article">
      {(article) => <Article article={article} info={info} />}
    </EntryRoute>
  );
}
