import { useRef } from 'react';
import { POSTING_FIELD_LABELS, POSTING_MAX_PHOTOS, UPLOAD_TOTAL_LIMIT_MB } from '@akiya/contracts';
import { Button, FormField, fieldStyles } from '@akiya/shared-ui';
import { optionalLabel } from './optional-label';
import type { KeptPhoto } from '../utils/draft-storage';
import styles from './posting.module.css';

export interface PhotoItem {
  id: string;
  name: string;
  size: number;
  comment: string;
  url: string;
}

interface PhotoFieldProps {
  photos: PhotoItem[];
  kept: KeptPhoto[];
  error?: string;
  commentError?: string;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onComment: (id: string, comment: string) => void;
  onRemoveKept: (id: number) => void;
  onKeptComment: (id: number, comment: string) => void;
  disabled?: boolean;
}

/** The id of the photos group: where the error summary's photo lines lead. */
export const PHOTO_GROUP_ID = 'post-photos-group';

function mb(bytes: number): string {
  return (bytes / 1048576).toFixed(1);
}

interface PhotoControlsProps {
  /** The photo's number in the list (kept ones first). */
  n: number;
  inputId: string;
  comment: string;
  disabled?: boolean;
  onComment: (text: string) => void;
  onRemove: () => void;
}

/** The comment field and the remove button of the photo numbered `n`, one already published or one just chosen. */
function PhotoControls({ n, inputId, comment, disabled, onComment, onRemove }: PhotoControlsProps) {
  return (
    <>
      <label className={styles.photoCommentLabel} htmlFor={inputId}>
        写真{n}のコメント
      </label>
      <input id={inputId} className={fieldStyles.input} value={comment} onChange={(e) => onComment(e.target.value)} disabled={disabled} />
      <button type="button" className={styles.linkButton} onClick={onRemove} disabled={disabled}>
        写真{n}を削除
      </button>
    </>
  );
}

/** Photos with previews and a comment each; the total against the upload limit (docs/product.md §5). */
export function PhotoField({ photos, kept, error, commentError, onAdd, onRemove, onComment, onRemoveKept, onKeptComment, disabled }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const total = photos.reduce((sum, p) => sum + p.size, 0);
  const count = photos.length + kept.length;
  const errors = [error, commentError].filter((e): e is string => !!e);
  return (
    <FormField
      as="group"
      id={PHOTO_GROUP_ID}
      label={optionalLabel(POSTING_FIELD_LABELS.photos)}
      hint={`JPEG・PNG・WebP、${POSTING_MAX_PHOTOS}枚まで、合計${UPLOAD_TOTAL_LIMIT_MB}MBまで。位置情報などの撮影データは掲載時に削除されます。`}
      error={errors}
    >
      <ul className={styles.photoGrid} aria-label="選択した写真">
        {kept.map((p, i) => (
          <li key={`kept-${p.id}`} className={styles.photoItem}>
            <img src={p.path} alt={`掲載中の写真${i + 1}`} className={styles.photoPreview} />
            <PhotoControls
              n={i + 1}
              inputId={`post-kept-comment-${p.id}`}
              comment={p.comment}
              disabled={disabled}
              onComment={(text) => onKeptComment(p.id, text)}
              onRemove={() => onRemoveKept(p.id)}
            />
          </li>
        ))}
        {photos.map((p, i) => {
          const n = kept.length + i + 1;
          return (
            <li key={p.id} className={styles.photoItem}>
              <img src={p.url} alt={`写真${n}のプレビュー（${p.name}）`} className={styles.photoPreview} />
              <span className={styles.photoMeta}>
                {p.name}（{mb(p.size)}MB）
              </span>
              <PhotoControls
                n={n}
                inputId={`post-photo-comment-${p.id}`}
                comment={p.comment}
                disabled={disabled}
                onComment={(text) => onComment(p.id, text)}
                onRemove={() => onRemove(p.id)}
              />
            </li>
          );
        })}
      </ul>
      <p className={styles.count} aria-live="polite">
        {count}枚 ・ 合計{mb(total)}MB / {UPLOAD_TOTAL_LIMIT_MB}MB
      </p>
      <input
        ref={input}
        id="post-photos"
        type="file"
        aria-label="写真を選択"
        accept="image/jpeg,image/png,image/webp"
        multiple
        className="visually-hidden"
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) onAdd(files);
        }}
        disabled={disabled}
        data-testid="photo-input"
      />
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={disabled}>
        写真を追加
      </Button>
    </FormField>
  );
}
