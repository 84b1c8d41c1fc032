import { useEffect, useId, useState, type FormEvent } from 'react';
import { DEAL_LIMITS, DEAL_MESSAGES, maxLength } from '@akiya/contracts';
import { apiErrorMessage, Button, toFormErrors, TextField } from '@akiya/shared-ui';
import { usePostContactMemoMutation } from '../../../api/deals-api';
import styles from '../../../components/deal-thread.module.css';

/** The private memo on one enquiry (POST /api/my-page/post-contact-memo; errors per field, first message each). */
export function MemoForm({ contactId, memo }: { contactId: number; memo: string }) {
  const id = useId();
  const [value, setValue] = useState(memo);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { isLoading }] = usePostContactMemoMutation();

  // A newer memo from the server replaces the field only while the user has not typed.
  useEffect(() => {
    if (!dirty) setValue(memo);
  }, [memo, dirty]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const local = maxLength(DEAL_LIMITS.memoMaxLength)(value);
    setError(local);
    if (local) return;
    try {
      const result = await save({ contact_id: contactId, memo: value }).unwrap();
      if (result.success) {
        setSaved(true);
        setDirty(false);
      } else {
        setError(result.errors?.memo?.[0] ?? '保存できませんでした');
      }
    } catch (e) {
      setError(toFormErrors(e).memo ?? apiErrorMessage(e));
    }
  };

  return (
    <form className={styles.memo} onSubmit={submit} noValidate>
      <TextField
        id={`${id}-memo`}
        label="メモ（相手には表示されません）"
        multiline
        rows={3}
        value={value}
        error={error}
        alertErrors
        onValue={(next) => {
          setValue(next);
          setDirty(true);
          setSaved(false);
        }}
      />
      {saved ? (
        <p className={styles.done} role="status">
          {DEAL_MESSAGES.memoSaved}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" variant="secondary" loading={isLoading} loadingText="保存中…">
          メモを保存
        </Button>
      </div>
    </form>
  );
}
