import { useId, useState, type FormEvent } from 'react';
import { STAFF_INBOX_MESSAGES, STAFF_INBOX_REPLY_MAX, validateStaffInboxReply, type StaffInboxDetail } from '@akiya/contracts';
import { Button, describeApiError, ErrorSummary, type ErrorSummaryItem } from '@akiya/shared-ui';
import { useReplyStaffInboxMutation } from '../../../api/staff-inbox-api';
import formStyles from '../../../components/form-layout.module.css';
import { TextField } from '../../../components/text-field';
import { STAFF_INBOX_TEXTS as T } from '../staff-inbox-texts';

/**
 * The reply to an inbox item (POST /api/staff/inbox/:id/reply): an operator message to a sender with
 * an account, else a mail; the form says which. Checked here with the API's own rules; on any failure
 * what was typed stays.
 */
export function ReplyForm({ item, onDone }: { item: StaffInboxDetail; onDone: (message: string) => void }) {
  const fieldId = `${useId()}-reply`;
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const [send, { isLoading }] = useReplyStaffInboxMutation();

  const fail = (fieldError: string | null, message: string | null) => {
    setError(fieldError);
    setSummary(fieldError ? [{ key: 'body', label: T.replyLabel, message: fieldError, fieldId }] : []);
    setFailure(fieldError ? null : message);
    setFocusKey((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateStaffInboxReply({ body }).body ?? null;
    if (found) {
      fail(found, null);
      return;
    }
    setError(null);
    setSummary([]);
    setFailure(null);
    try {
      const done = await send({ id: item.id, body: body.trim() }).unwrap();
      setBody('');
      const channel = done.replies[done.replies.length - 1]?.channel ?? item.replyChannel;
      onDone(channel === 'message' ? STAFF_INBOX_MESSAGES.repliedAsMessage : STAFF_INBOX_MESSAGES.repliedByMail);
    } catch (caught) {
      const failed = describeApiError(caught);
      fail(failed.fields.body ?? null, failed.message);
    }
  };

  const length = [...body].length;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={T.replyTitle}>
      <p className={formStyles.note}>{item.replyChannel === 'message' ? T.replyViaMessage : `${T.replyViaMail}（${item.email}）`}</p>
      <ErrorSummary items={summary} message={failure} focusKey={focusKey} />
      <TextField
        id={fieldId}
        name="body"
        label={T.replyLabel}
        required
        multiline
        rows={6}
        value={body}
        error={error}
        counter={`${length} / ${STAFF_INBOX_REPLY_MAX}文字`}
        onValue={(value) => {
          setBody(value);
          if (error) setError(validateStaffInboxReply({ body: value }).body ?? null);
        }}
      />
      <div className={formStyles.actions}>
        <Button type="submit" loading={isLoading} loadingText={T.sending}>
          {T.send}
        </Button>
      </div>
    </form>
  );
}
