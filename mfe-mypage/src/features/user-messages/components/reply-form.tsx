import { useId, type FormEvent } from 'react';
import { codePointLength } from '@akiya/contracts';
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
      <label htmlFor={`${id}-body`} className={styles.label}>
        {T.replyLabel}
      </label>
      <textarea
        id={`${id}-body`}
        className={styles.textarea}
        rows={4}
        value={reply.body}
        readOnly={reply.sending}
        aria-invalid={reply.error ? true : undefined}
        aria-describedby={`${id}-count${reply.error ? ` ${id}-error` : ''}`}
        onChange={(e) => reply.setBody(e.target.value)}
      />
      <p id={`${id}-count`} className={styles.counter}>
        {`${length} / ${USER_MESSAGE_MAX_LENGTH}文字`}
      </p>
      {reply.error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {reply.error}
        </p>
      ) : null}
      {reply.sent ? (
        <p className={styles.done} role="status">
          {T.sent}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={reply.sending}>
          {reply.sending ? T.sending : reply.failed ? T.resend : T.send}
        </button>
      </div>
    </form>
  );
}
