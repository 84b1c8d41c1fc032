import { useId, useRef, type FormEvent } from 'react';
import { DEAL_LIMITS, codePointLength } from '@akiya/contracts';
import { ATTACHMENT_ACCEPT } from '../utils/attachments';
import { formatBytes } from '../utils/bytes';
import type { ComposerState } from '../hooks/use-message-sender';
import styles from './deal-thread.module.css';
import { Button, buttonClass, TextField } from '@akiya/shared-ui';

/** Text, up to DEAL_LIMITS.attachmentsMax files, and the send button. */
export function Composer({ state }: { state: ComposerState }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const sending = state.pending?.state === 'sending';
  const length = codePointLength(state.body);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.send();
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label="メッセージを送る" noValidate>
      <TextField
        id={`${id}-body`}
        label="メッセージ"
        multiline
        rows={4}
        value={state.body}
        readOnly={sending}
        error={state.error}
        alertErrors
        counter={`${length} / ${DEAL_LIMITS.messageMaxLength}文字`}
        onValue={state.setBody}
      />
      <div className={styles.fileRow}>
        <label htmlFor={`${id}-files`} className={buttonClass('secondary')}>
          ファイルを添付
        </label>
        <input
          ref={fileInput}
          id={`${id}-files`}
          className="visually-hidden"
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          disabled={sending}
          onChange={(e) => {
            const added = Array.from(e.target.files ?? []);
            state.setFiles([...state.files, ...added]);
            e.target.value = '';
          }}
        />
        <span className={styles.hint}>{`画像・PDF、${DEAL_LIMITS.attachmentsMax}件・合計${DEAL_LIMITS.attachmentsTotalMb}MBまで`}</span>
      </div>
      {state.files.length > 0 ? (
        <ul className={styles.fileList} aria-label="添付するファイル">
          {state.files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              <span>{`${f.name}（${formatBytes(f.size)}）`}</span>
              <button
                type="button"
                className={styles.linkButton}
                disabled={sending}
                onClick={() => state.setFiles(state.files.filter((_, j) => j !== i))}
              >
                {`${f.name}を外す`}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" loading={sending} loadingText="送信中…">
          {state.pending?.state === 'failed' ? '再送信する' : '送信する'}
        </Button>
      </div>
    </form>
  );
}
