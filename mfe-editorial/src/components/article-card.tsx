import { Link } from 'react-router-dom';
import { articlePath, type ArticleSummary } from '@akiya/contracts';
import { Card } from '@akiya/shared-ui';
import { PublishedDate } from './published-date';
import styles from './editorial.module.css';

/** One article in a list: cover (when any), title, date, category and lead, linking to the article. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <Card as="li" data-testid="article-card">
      <Link className={styles.cardLink} to={articlePath(article.type, article.id)}>
        <div className={[styles.cardBody, article.coverPath ? styles.withCover : ''].filter(Boolean).join(' ')}>
          {article.coverPath ? <img className={styles.cover} src={article.coverPath} alt="" loading="lazy" /> : null}
          <div>
            <h2 className={styles.cardTitle}>{article.title}</h2>
            <p className={styles.meta}>
              <PublishedDate iso={article.publishedAt} />
              {article.categoryName ? <span className={styles.badge}>{article.categoryName}</span> : null}
            </p>
            {article.lead ? <p className={styles.excerpt}>{article.lead}</p> : null}
          </div>
        </div>
      </Link>
    </Card>
  );
}
