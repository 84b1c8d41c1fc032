import type { Step } from './content-types';
import styles from './step-list.module.css';

/**
 * A numbered list of steps (取引の流れ, 掲載までの流れ …). The numbers come from the <ol>, so a screen
 * reader hears "1 of 6"; each step's title is an h3 under the section's h2.
 */
export function StepList({ steps, label }: { steps: Step[]; label: string }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <div className={styles.content}>
            <h3 className={styles.title}>{step.title}</h3>
            <div className={styles.body}>{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
