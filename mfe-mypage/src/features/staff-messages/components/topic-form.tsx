import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePublishTopicMutation, type StaffPublishedTopic } from '../api/staff-messages-api';
import { STAFF_MESSAGE_LIMITS as L, STAFF_MESSAGE_TEXTS as T } from '../staff-message-texts';
import { apiFieldErrors, checkText, summaryOf, type FieldErrors } from '../utils/field-errors';
import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';
import styles from './staff-messages.module.css';

const LABELS = { title: T.topicTitle, body: T.topicBody };

/** Form 2: publishes a topic for every member at once. On any failure everything typed stays in the form. */
export function TopicForm({ headingId }: { headingId: string }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [published, setPublished] = useState<StaffPublishedTopic | null>(null);
  const [publish, { isLoading }] = usePublishTopicMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setPublished(null);
    const next: FieldErrors = {};
    const titleError = checkText(title, L.topicTitleMaxLength);
    if (titleError) next.title = titleError;
    const bodyError = checkText(body, L.topicBodyMaxLength);
    if (bodyError) next.body = bodyError;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const topic = await publish({ title, body }).unwrap();
      setTitle('');
      setBody('');
      setPublished(topic);
    } catch (error) {
      setErrors(apiFieldErrors(error));
    }
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={(e) => void submit(e)}>
      <h2 id={headingId} className={styles.formTitle}>
        {T.topicFormTitle}
      </h2>
      <ErrorSummary messages={summaryOf(errors, LABELS)} />
      <TextField label={T.topicTitle} max={L.topicTitleMaxLength} value={title} onChange={setTitle} error={errors.title} readOnly={isLoading} />
      <TextField label={T.topicBody} multiline max={L.topicBodyMaxLength} value={body} onChange={setBody} error={errors.body} readOnly={isLoading} />
      {published ? (
        <div className={styles.done} role="status">
          <p>{T.published}</p>
          <Link to={`/my-page/topics/${published.id}`}>{T.viewTopic}</Link>
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading ? T.publishing : T.publish}
        </button>
      </div>
    </form>
  );
}
