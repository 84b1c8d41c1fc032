import type { ReactNode } from 'react';
import styles from './guide.module.css';

export interface GuideStep {
  title: string;
  text: string;
}

interface StepGuideProps {
  id: string;
  title: string;
  lead: string;
  steps: readonly GuideStep[];
  /** Links under the steps. */
  children: ReactNode;
}

/** A titled section that walks through numbered steps, with links to act on them. */
export function StepGuide({ id, title, lead, steps, children }: StepGuideProps) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{lead}</p>
      <ol className={`${styles.steps} ${styles.steps4}`}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
