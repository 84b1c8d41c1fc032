import { useId, useState, type FormEvent } from 'react';
import { usePublishTopicMutation, type StaffPublishedTopic } from '../api/staff-messages-api';
import { STAFF_MESSAGE_LIMITS as L, STAFF_MESSAGE_TEXTS as T } from '../staff-message-texts';
import { useFormErrors } from '../hooks/use-form-errors';
import { apiFieldErrors, checkText, type FieldErrors } from '../utils/field-errors';
import { CountedField } from './counted-field';
import { StaffMessageForm } from './staff-message-form';

/** Form 2: publishes a topic for every member at once. On any failure everything typed stays in the form. */
export function TopicForm({ headingId }: { headingId: string }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const { errors, failedSubmits, show } = useFormErrors();
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
    if (show(next)) return;
    try {
      const topic = await publish({ title, body }).unwrap();
      setTitle('');
      setBody('');
      setPublished(topic);
    } catch (error) {
      show(apiFieldErrors(error));
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
      <CountedField
        id={fields.title.id}
        label={T.topicTitle}
        autoComplete="off"
        max={L.topicTitleMaxLength}
        value={title}
        onValue={setTitle}
        error={errors.title}
        readOnly={isLoading}
      />
      <CountedField
        id={fields.body.id}
        label={T.topicBody}
        multiline
        max={L.topicBodyMaxLength}
        value={body}
        onValue={setBody}
        error={errors.body}
        readOnly={isLoading}
      />
    </StaffMessageForm>
  );
}
