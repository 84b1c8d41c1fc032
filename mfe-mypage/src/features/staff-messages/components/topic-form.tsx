import { useId, useState, type FormEvent } from 'react';
import { codePointLength } from '@akiya/contracts';
import { TextField } from '@akiya/shared-ui';
import { usePublishTopicMutation, type StaffPublishedTopic } from '../api/staff-messages-api';
import { STAFF_MESSAGE_LIMITS as L, STAFF_MESSAGE_TEXTS as T } from '../staff-message-texts';
import { apiFieldErrors, checkText, type FieldErrors } from '../utils/field-errors';
import { StaffMessageForm } from './staff-message-form';


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
    <StaffMessageForm
      headingId={headingId}
      title={T.topicFormTitle}
      fields={fields}
      errors={errors}
      failedSubmits={failedSubmits}
      onSubmit={submit}
      done={published ? { message: T.published, to: `/my-page/topics/${published.id}`, linkLabel: T.viewTopic } : null}
      submitLabel={T.publish}
      busy={isLoading}
      busyLabel={T.publishing}
    >
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
    </StaffMessageForm>
  );
}
