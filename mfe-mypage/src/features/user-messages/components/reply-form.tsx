import { useId, type FormEvent } from 'react';
import { codePointLength } from '@akiya/contracts';
import { buttonClass, TextField } from '@akiya/shared-ui';
import { useReply } from '../hooks/use-reply';
import { USER_MESSAGE_MAX_LENGTH, USER_MESSAGE_TEXTS as T } from '../user-message-limits';
import styles from './user-messages.module.css';

/** The reply box: the typed text is kept (also across a reload) until the reply was sent. */
export function ReplyForm() {
  const id = useId();
  const reply = useReply();
  const length = codePointLength(reply.body);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reply.send();
  };

  return (
    <form className={styles.reply} onSubmit={submit} aria-label={T.replyLabel} noValidate>
      <TextField
        id={`${id}-body`}
        label={T.replyLabel}
        multiline
        rows={4}
        value={reply.body}
        readOnly={reply.sending}
        error={reply.error}
        alertErrors
        counter={`${length} / ${USER_MESSAGE_MAX_LENGTH}文字`}
        onValue={reply.setBody}
      />
      {reply.sent ? (
        <p className={styles.done} role="status">
          {T.sent}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={reply.sending}>
          {reply.sending ? T.sending : reply.failed ? T.resend : T.send}
        </button>
      </div>
    </form>
  );
}
