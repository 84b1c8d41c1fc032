import { STAFF_INBOX_MESSAGES, STAFF_INBOX_REPLY_MAX, validateStaffInboxReply, type StaffInboxDetail } from '@akiya/contracts';
import { Button, ErrorSummary, TextField } from '@akiya/shared-ui';
import { useReplyStaffInboxMutation } from '../../../api/staff-inbox-api';
import formStyles from '../../../components/form-layout.module.css';
import { useSingleFieldForm } from '../../../hooks/use-single-field-form';
import { STAFF_INBOX_TEXTS as T } from '../staff-inbox-texts';

/**
 * The reply to an inbox item (POST /api/staff/inbox/:id/reply): an operator message to a sender with
 * an account, else a mail; the form says which. Checked here with the API's own rules; on any failure
 * what was typed stays.
 */
export function ReplyForm({ item, onDone }: { item: StaffInboxDetail; onDone: (message: string) => void }) {
  const [reply, { isLoading }] = useReplyStaffInboxMutation();
  const { fieldId, value: body, error, onValue, submit, summary } = useSingleFieldForm({
    name: 'body',
    label: T.replyLabel,
    validate: (value) => validateStaffInboxReply({ body: value }).body ?? null,
    send: async (value) => {
      const done = await reply({ id: item.id, body: value }).unwrap();
      const channel = done.replies[done.replies.length - 1]?.channel ?? item.replyChannel;
      return channel === 'message' ? STAFF_INBOX_MESSAGES.repliedAsMessage : STAFF_INBOX_MESSAGES.repliedByMail;
    },
    onDone,
  });

  const length = [...body].length;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={T.replyTitle}>
      <p className={formStyles.note}>{item.replyChannel === 'message' ? T.replyViaMessage : `${T.replyViaMail}（${item.email}）`}</p>
      <ErrorSummary {...summary} />
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
        onValue={onValue}
      />
      <div className={formStyles.actions}>
        <Button type="submit" loading={isLoading} loadingText={T.sending}>
          {T.send}
        </Button>
      </div>
    </form>
  );
}
