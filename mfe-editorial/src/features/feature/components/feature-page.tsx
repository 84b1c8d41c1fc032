import { StaticPage } from '../../../components/static-page';
import { featureLead, featureMeta, featureTopics } from '../content/feature';
import { FeatureCard } from './feature-card';
import styles from './feature-page.module.css';

/** /feature — 特集: an index of feature topics, each a card linking to its section of the site. */
export function FeaturePage() {
  return (
    <StaticPage meta={featureMeta} lead={featureLead}>
      <ul className={styles.grid} aria-label="特集の一覧">
        {featureTopics.map((topic) => (
          <li key={topic.to} className={styles.item}>
            <FeatureCard topic={topic} />
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
