import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, TUTORIAL_TEXTS, TUTORIAL_TYPES } from '@akiya/contracts';
import { readApiError } from '@akiya/shared-ui';
import { useDismissTutorialMutation, useGetQuestionnairesQuery } from '../api/questionnaire-api';
import styles from './questionnaire.module.css';

/** The new-properties tutorial (type 1) on /my-page until the user closes it. */
export function TutorialCard() {
  const headingId = useId();
  const { data } = useGetQuestionnairesQuery();
  const [dismiss, { isLoading }] = useDismissTutorialMutation();
  const [error, setError] = useState<string | null>(null);
  const open = data?.tutorials?.some((t) => t.type === TUTORIAL_TYPES.newProperties && !t.done);
  if (!open) return null;

  const close = async () => {
    setError(null);
    try {
      await dismiss({ type: TUTORIAL_TYPES.newProperties }).unwrap();
    } catch (e) {
      setError(readApiError(e)?.message ?? MESSAGES.serverError);
    }
  };

  return (
    <section className={`${styles.card} ${styles.tutorial}`} aria-labelledby={headingId}>
      <div className={styles.tutorialHead}>
        <h2 id={headingId} className={styles.title}>
          {TUTORIAL_TEXTS.newPropertiesTitle}
        </h2>
        <button type="button" className={styles.close} onClick={() => void close()} disabled={isLoading}>
          {TUTORIAL_TEXTS.dismiss}
          <span className="visually-hidden">（{TUTORIAL_TEXTS.newPropertiesTitle}）</span>
        </button>
      </div>
      <p className={styles.body}>{TUTORIAL_TEXTS.newPropertiesBody}</p>
      <p className={styles.links}>
        <Link to="/board">掲示板でマイ検索を保存する</Link>
        <Link to="/my-page/mail-settings">メール受信設定</Link>
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
