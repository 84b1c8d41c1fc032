import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { codePointLength } from '@akiya/contracts';
import { Button, Card, ErrorSummary, TextField } from '@akiya/shared-ui';
import { usePublishTopicMutation, type StaffPublishedTopic } from '../api/staff-messages-api';
import { STAFF_MESSAGE_LIMITS as L, STAFF_MESSAGE_TEXTS as T } from '../staff-message-texts';
import { apiFieldErrors, checkText, summaryOf, type FieldErrors } from '../utils/field-errors';
import styles from './staff-messages.module.css';


/** Form 2: publishes a topic for every member at once. On any failure everything typed stays in the form. */
export function TopicForm({ headingId }: { headingId: string }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const id = useId();
  const fields = { title: { label: T.topicTitle, id: `${id}-title` }, body: { label: T.topicBody, id: `${id}-body` } };
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
    if (Object.keys(next).length > 0) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    try {
      const topic = await publish({ title, body }).unwrap();
      setTitle('');
      setBody('');
      setPublished(topic);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFailedSubmits((n) => n + 1);
    }
  };

  return (
    <Card>
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={(e) => void submit(e)}>
      <h2 id={headingId} className={styles.formTitle}>
        {T.topicFormTitle}
      </h2>
      <ErrorSummary items={summaryOf(errors, fields)} focusKey={failedSubmits} />
      <TextField
        id={fields.title.id}
        label={T.topicTitle}
        required
        autoComplete="off"
        counter={T.counter(codePointLength(title), L.topicTitleMaxLength)}
        value={title}
        onValue={setTitle}
        error={errors.title}
        readOnly={isLoading}
      />
      <TextField
        id={fields.body.id}
        label={T.topicBody}
        required
        multiline
        counter={T.counter(codePointLength(body), L.topicBodyMaxLength)}
        value={body}
        onValue={setBody}
        error={errors.body}
        readOnly={isLoading}
      />
      {published ? (
        <div className={styles.done} role="status">
          <p>{T.published}</p>
          <Link to={`/my-page/topics/${published.id}`}>{T.viewTopic}</Link>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading} loadingText={T.publishing}>
          {T.publish}
        </Button>
      </div>
    </form>
    </Card>
  );
}
