import { Link } from 'react-router-dom';
import { buttonClass, Card } from '@akiya/shared-ui';
import { formatNumber, formatPriceManYen, type PostedProperty } from '@akiya/contracts';
import { formatDate } from '../utils/format';
import { StatusChip } from './status-chip';
import styles from './seller-projects.module.css';

/** One of the seller's listings: photo, title, status, price, dates, counts and the publication link. */
export function PostedPropertyCard({ property }: { property: PostedProperty }) {
  const titleId = `posted-property-${property.property_id}`;
  const onBoard = property.is_published && !property.is_stop_published;
  const facts: [string, string][] = [
    ['価格', formatPriceManYen(property.price_man_yen)],
    ['登録日', formatDate(property.created_at)],
    ['掲載日', formatDate(property.published_at)],
    ['閲覧数', formatNumber(property.view_count)],
    ['問い合わせ', `${formatNumber(property.contact_count)}件`],
  ];
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <div className={styles.thumb}>
        {property.image ? (
          <img src={property.image.path} alt={property.image.comment || property.title} loading="lazy" width={120} height={90} />
        ) : (
          <span className={styles.noImage}>写真なし</span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.cardHead}>
          <StatusChip property={property} />
          <span className={styles.id}>物件ID {property.property_id}</span>
        </div>
        <h2 id={titleId} className={styles.title}>
          {onBoard ? <Link to={`/project/${property.property_id}`}>{property.title}</Link> : property.title}
        </h2>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.cardActions}>
          <Link className={buttonClass('secondary')} to={`/my-page/change-publish/${property.property_id}`}>
            掲載状態を変更<span className="visually-hidden">（{property.title}）</span>
          </Link>
          <Link className={buttonClass('secondary')} to={`/post?id=${property.property_id}`}>
            内容を編集<span className="visually-hidden">（{property.title}）</span>
          </Link>
          {property.contact_count > 0 ? (
            <Link className={buttonClass('secondary')} to={`/my-page/project/messages/${property.property_id}`}>
              問い合わせを見る<span className="visually-hidden">（{property.title}）</span>
            </Link>
          ) : null}
          {property.is_stop_published && !property.can_resume_publication ? (
            <Link className={buttonClass('secondary')} to={`/forms/republish?property_id=${property.property_id}`}>
              再掲載を依頼<span className="visually-hidden">（{property.title}）</span>
            </Link>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
