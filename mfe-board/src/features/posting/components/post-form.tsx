import { useMemo } from 'react';
import { POSTING_FIELD_LABELS, orderedPostingErrors, type Category, type PostingErrors } from '@akiya/contracts';
import { Button, ErrorSummary, useGetBaseDataQuery, type ErrorSummaryItem } from '@akiya/shared-ui';
import { usePostingDraft } from '../hooks/use-posting-draft';
import { usePostingSubmit } from '../hooks/use-posting-submit';
import type { PostDraft } from '../utils/draft-storage';
import { PHOTO_GROUP_ID } from './photo-field';
import { AgreeSection } from './sections/agree-section';
import { BasicSection } from './sections/basic-section';
import { ContactSection } from './sections/contact-section';
import { FactsSection } from './sections/facts-section';
import { PhotosSection } from './sections/photos-section';
import { PlaceSection } from './sections/place-section';
import { PriceSection } from './sections/price-section';
import styles from './posting.module.css';

interface PostFormProps {
  /** Editing an existing listing (null: a new one). */
  editId: number | null;
  /** The listing's values and photos from the server when editing. */
  initial: Pick<PostDraft, 'values' | 'kept'> | null;
  /** Text shown above the form when editing (e.g. the reason it was sent back). */
  notice?: string | null;
}

const NO_CATEGORIES: Category[] = [];

/** Where the error summary's line for a field leads. */
function fieldIdOf(field: keyof PostingErrors): string {
  return field === 'photos' || field === 'photo_comments' ? PHOTO_GROUP_ID : `post-${field}`;
}

/**
 * The posting form (/post, /post?id=N): the draft (usePostingDraft) kept in the browser, the
 * submission (usePostingSubmit) with the API's rules run first, and one component per section.
 */
export function PostForm({ editId, initial, notice }: PostFormProps) {
  const { data: baseData } = useGetBaseDataQuery();
  const user = baseData?.user ?? null;
  const categories = baseData?.categories ?? NO_CATEGORIES;

  const draft = usePostingDraft({ editId, initial, user, onChange: (name) => submit.clearError(name) });
  const submit = usePostingSubmit({ editId, draft, loggedIn: user !== null });
  const { errors, progress, submitting } = submit;
  const summary = useMemo<ErrorSummaryItem[]>(
    () =>
      orderedPostingErrors(errors).map(({ field, message }) => ({
        key: field,
        label: POSTING_FIELD_LABELS[field],
        message,
        fieldId: fieldIdOf(field),
      })),
    [errors],
  );
  const section = { values: draft.values, errors, setValue: draft.setValue, disabled: submitting };

  return (
    <form className={styles.form} onSubmit={(e) => void submit.onSubmit(e)} noValidate aria-label={editId === null ? '物件の投稿' : '物件情報の編集'}>
      {notice ? (
        <div className={styles.notice} role="note">
          {notice}
        </div>
      ) : null}
      <ErrorSummary items={summary} focusKey={submit.attempt} data-testid="posting-errors" />
      {draft.notice ? (
        <p className={styles.status} role="status">
          {draft.notice}
        </p>
      ) : null}
      {submit.failure ? (
        <p className={styles.failure} role="alert">
          {submit.failure}
        </p>
      ) : null}

      <BasicSection {...section} categories={categories} />
      <PlaceSection {...section} />
      <PriceSection {...section} />
      <FactsSection {...section} />
      <PhotosSection draft={draft} errors={errors} disabled={submitting} />
      <ContactSection {...section} />
      <AgreeSection {...section} />

      {progress !== null ? (
        <div className={styles.progress} role="status">
          <label htmlFor="post-progress">送信中… {Math.round(progress * 100)}%</label>
          <progress id="post-progress" max={100} value={Math.round(progress * 100)} />
        </div>
      ) : null}

      <div className={styles.actions}>
        <Button variant="secondary" onClick={submit.saveTemporarily} disabled={submitting}>
          一時保存
        </Button>
        <Button type="submit" disabled={submitting}>
          {editId === null ? '投稿する' : '更新する'}
        </Button>
      </div>
      {!user ? <p className={styles.hint}>投稿にはログインが必要です。入力内容はこのブラウザに保存され、ログイン後にそのまま投稿できます。</p> : null}
    </form>
  );
}
