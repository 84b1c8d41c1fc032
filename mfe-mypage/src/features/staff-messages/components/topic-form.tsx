import { useState, type FormEvent } from 'react';
import { usePublishTopicMutation, type StaffPublishedTopic } from '../api/staff-messages-api';
import { STAFF_MESSAGE_LIMITS as L, STAFF_MESSAGE_TEXTS as T } from '../staff-message-texts';
import { useStaffForm } from '../hooks/use-staff-form';
import { apiFieldErrors, checkText, type FieldErrors } from '../utils/field-errors';
import { CountedField } from './counted-field';
import { StaffMessageForm } from './staff-message-form';

/** Form 2: publishes a topic for every member at once. On any failure everything typed stays in the form. */
export function TopicForm({ headingId }: { headingId: string }) {
  const form = useStaffForm({ title: T.topicTitle, body: T.topicBody });
  const { title, body } = form.values;
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
    if (form.show(next)) return;
    try {
      const topic = await publish({ title, body }).unwrap();
      form.clear('title', 'body');
      setPublished(topic);
    } catch (error) {
      form.show(apiFieldErrors(error));
    }
  };

  return (
    <StaffMessageForm
      headingId={headingId}
      title={T.topicFormTitle}
      {...form.state}
      onSubmit={submit}
      done={published ? { message: T.published, to: `/my-page/topics/${published.id}`, linkLabel: T.viewTopic } : null}
      submitLabel={T.publish}
      busy={isLoading}
      busyLabel={T.publishing}
    >
      <CountedField {...form.field('title', isLoading)} autoComplete="off" max={L.topicTitleMaxLength} />
      <CountedField {...form.field('body', isLoading)} multiline max={L.topicBodyMaxLength} />
    </StaffMessageForm>
  );
}
