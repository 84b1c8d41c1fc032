import { useId, useState, type FormEvent } from 'react';
import {
  MESSAGES,
  QUESTIONNAIRE_ANSWER_LABELS,
  QUESTIONNAIRE_ANSWERS,
  QUESTIONNAIRE_PURPOSE,
  QUESTIONNAIRE_TEXTS,
  SELLER_MESSAGES,
} from '@akiya/contracts';
import { Button, fieldStyles, readApiError } from '@akiya/shared-ui';
import { useAnswerQuestionnaireMutation, useGetQuestionnairesQuery } from '../api/questionnaire-api';
import styles from './questionnaire.module.css';

const CHOICES = Object.entries(QUESTIONNAIRE_ANSWERS) as [keyof typeof QUESTIONNAIRE_ANSWERS, number][];

/**
 * The purpose questionnaire (type 1) on /my-page, shown until the user answers it. Nothing is shown
 * while it loads or when it cannot be loaded (it is not worth an error on the home page).
 */
export function QuestionnaireCard() {
  const headingId = useId();
  const { data } = useGetQuestionnairesQuery();
  const [send, { isLoading }] = useAnswerQuestionnaireMutation();
  const [answer, setAnswer] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);

  if (thanks) {
    return (
      <p className={styles.thanks} role="status">
        {QUESTIONNAIRE_TEXTS.thanks}
      </p>
    );
  }
  const unanswered = data?.questionnaires?.some((q) => q.type === QUESTIONNAIRE_PURPOSE && q.answer === null);
  if (!unanswered) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (answer === null) {
      setError(SELLER_MESSAGES.questionnaireAnswer);
      return;
    }
    setError(null);
    try {
      await send({ type: QUESTIONNAIRE_PURPOSE, answer }).unwrap();
      setThanks(true);
    } catch (e) {
      setError(readApiError(e)?.message ?? MESSAGES.serverError);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {QUESTIONNAIRE_TEXTS.title}
      </h2>
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset} aria-describedby={error ? `${headingId}-error` : undefined}>
          <legend className={styles.question}>{QUESTIONNAIRE_TEXTS.question}</legend>
          <div className={styles.choices}>
            {CHOICES.map(([key, value]) => (
              <label key={key} className={answer === value ? fieldStyles.optionSelected : fieldStyles.option}>
                <input type="radio" name="purpose" value={value} checked={answer === value} onChange={() => setAnswer(value)} />
                {QUESTIONNAIRE_ANSWER_LABELS[key]}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p id={`${headingId}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" loading={isLoading} loadingText="送信中…">
          回答する
        </Button>
      </form>
    </section>
  );
}
