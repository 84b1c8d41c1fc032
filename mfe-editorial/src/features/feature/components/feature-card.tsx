import { Link } from 'react-router-dom';
import type { FeatureTopic } from '../content/feature';
import styles from './feature-card.module.css';

/** A feature topic card. The whole card is clickable, but only the title is the link (one tab stop). */
export function FeatureCard({ topic }: { topic: FeatureTopic }) {
  return (
    <article className={styles.card}>
      <p className={styles.kicker}>{topic.kicker}</p>
      <h2 className={styles.title}>
        <Link className={styles.link} to={topic.to}>
          {topic.title}
        </Link>
      </h2>
      <p className={styles.description}>{topic.description}</p>
      <span className={styles.more} aria-hidden="true">
        詳しく見る
      </span>
    </article>
  );
}
