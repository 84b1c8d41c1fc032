import { CONSULTING_STATUS_LABELS, type ConsultingStatus } from '@akiya/contracts';
import styles from './consulting-status.module.css';

const PATH: ConsultingStatus[] = ['received', 'in_review', 'proposal_sent', 'contracted', 'closed'];

/** The request's place on received → in review → proposal sent → contracted → closed (or declined). */
export function ConsultingStatusSteps({ status }: { status: ConsultingStatus }) {
  if (status === 'declined') {
    return (
      <p className={styles.declined} data-testid="consulting-status">
        {`状況：${CONSULTING_STATUS_LABELS.declined}`}
      </p>
    );
  }
  const at = PATH.indexOf(status);
  return (
    <ol className={styles.steps} aria-label="ご相談の状況" data-testid="consulting-status">
      {PATH.map((s, i) => (
        <li key={s} className={i < at ? styles.done : i === at ? styles.current : styles.todo} aria-current={i === at ? 'step' : undefined}>
          {CONSULTING_STATUS_LABELS[s]}
        </li>
      ))}
    </ol>
  );
}

/** A small status chip. */
export function ConsultingStatusChip({ status }: { status: ConsultingStatus }) {
  return <span className={status === 'declined' || status === 'closed' ? styles.chipEnded : styles.chip}>{CONSULTING_STATUS_LABELS[status]}</span>;
}
