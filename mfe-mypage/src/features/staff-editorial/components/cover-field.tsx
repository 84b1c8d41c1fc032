import { useId, useState, type ChangeEvent } from 'react';
import { Button, FieldError, toFormErrors, apiErrorMessage } from '@akiya/shared-ui';
import { useUploadEditorialCoverMutation } from '../api/staff-editorial-api';
import { STAFF_EDITORIAL_TEXTS as T } from '../editorial-sections';
import styles from './staff-editorial.module.css';

interface CoverFieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  readOnly?: boolean;
}

/**
 * The cover photo: uploaded through the API's photo pipeline (POST /api/staff/editorial/cover, the
 * same checks and re-encoding as listing photos), then shown and kept as the article's coverPath.
 */
export function CoverField({ id, label, value, onValue, error, readOnly }: CoverFieldProps) {
  const [upload, { isLoading }] = useUploadEditorialCoverMutation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const hintId = useId();
  const message = uploadError ?? error ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    setDone(false);
    try {
      const { path } = await upload(file).unwrap();
      onValue(path);
      setDone(true);
    } catch (failure) {
      setUploadError(toFormErrors(failure).photos ?? apiErrorMessage(failure));
    }
  };

  return (
    <fieldset className={styles.cover} id={id} tabIndex={-1} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error ${hintId}` : hintId}>
      <legend className={styles.coverLegend}>{label}</legend>
      <p id={hintId} className={styles.counter}>
        任意。JPEG・PNG・WebPの写真を1枚（横1200pxまでに縮小して保存します）
      </p>
      {value ? <img className={styles.coverImage} src={value} alt={T.coverAlt} /> : null}
      <div className={styles.coverActions}>
        <label className={styles.fileButton}>
          {isLoading ? T.coverUploading : T.coverUpload}
          <input type="file" accept="image/jpeg,image/png,image/webp" disabled={readOnly || isLoading} onChange={(e) => void choose(e)} />
        </label>
        {value ? (
          <Button variant="secondary" disabled={readOnly || isLoading} onClick={() => onValue('')}>
            {T.coverRemove}
          </Button>
        ) : null}
      </div>
      <p className={styles.counter} role="status">
        {done ? T.coverUploaded : ''}
      </p>
      <FieldError id={`${id}-error`} error={message} alert />
    </fieldset>
  );
}
