import { Link } from 'react-router-dom';
import { PAGINATION_TITLES, articlePath, type ArticleSummary, formatJapanDate, type SolutionSummary } from '@akiya/contracts';
import { cardStyles } from '@akiya/shared-ui';
import { useRemoveFavoriteEntryMutation } from '../api/favorites-api';
import { RemoveFavoriteButton } from './remove-favorite-button';
import styles from './favorites.module.css';

const jstDate = (iso: string) => formatJapanDate(iso) ?? '';

type Entry = { kind: 'article'; entry: ArticleSummary } | { kind: 'solution'; entry: SolutionSummary };

/** One favourite article (cover, type, title → its page, lead) or Q&A (question → its page, excerpt), with the remove button. */
export function FavoriteEntryItem({ item, onRemoved }: { item: Entry; onRemoved?: () => void }) {
  const [remove, { isLoading }] = useRemoveFavoriteEntryMutation();
  const title = item.kind === 'article' ? item.entry.title : item.entry.question;
  const href = item.kind === 'article' ? articlePath(item.entry.type, item.entry.id) : `/solution/${item.entry.id}`;
  return (
    <article className={styles.entry} data-testid="favorite-entry">
      {item.kind === 'article' && item.entry.coverPath ? (
        <div className={`${cardStyles.media} ${styles.photo}`}>
          <img src={item.entry.coverPath} alt="" loading="lazy" decoding="async" width={240} height={180} />
        </div>
      ) : null}
      <div className={styles.body}>
        <p className={styles.place}>
          {item.kind === 'article' ? PAGINATION_TITLES[item.entry.typeName] : PAGINATION_TITLES.solutions}
          {item.entry.publishedAt ? `・${jstDate(item.entry.publishedAt)}` : ''}
        </p>
        <h2 className={styles.title}>
          <Link to={href}>{title}</Link>
        </h2>
        <p className={styles.summary}>{item.kind === 'article' ? item.entry.lead : item.entry.excerpt}</p>
        <RemoveFavoriteButton title={title} remove={() => remove({ kind: item.kind, id: item.entry.id })} busy={isLoading} onRemoved={onRemoved} />
      </div>
    </article>
  );
}
