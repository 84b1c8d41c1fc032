import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MESSAGES,
  POSTING_FIELD_LABELS,
  POSTING_LIMITS,
  POSTING_MESSAGES,
  STORAGE_KEYS,
  maxLength,
  validatePosting,
  type PostingErrors,
  type PostingResponse,
} from '@akiya/contracts';
import { describeApiError, readApiError, useAppDispatch, useLoginPrompt } from '@akiya/shared-ui';
import { postingApi } from '../api/posting-api';
import { clearDraftSaveId, ensureDraftSaveId, readDraftSaveId } from '../utils/draft-storage';
import { buildPostingForm, submitPosting } from '../utils/submit-posting';
import type { PostingDraft } from './use-posting-draft';

/** The API's per-field errors as the form's: unknown fields (e.g. photos[2]) are shown at the photos. */
export function serverPostingErrors(fields: Record<string, string>): PostingErrors {
  const errors: PostingErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    (errors as Record<string, string>)[field in POSTING_FIELD_LABELS ? field : 'photos'] = message;
  }
  return errors;
}

interface SubmitOptions {
  editId: number | null;
  draft: PostingDraft;
  loggedIn: boolean;
}

/**
 * Submitting the posting form: the API's rules first in the browser (validatePosting), a visitor
 * is asked to log in (the draft waits), then the multipart upload with its progress and the
 * idempotency token (a visitor's save id, else the draft's client token). The API's field errors
 * are shown at their fields; any other failure as a sentence, the draft kept.
 */
export function usePostingSubmit({ editId, draft, loggedIn }: SubmitOptions) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const promptLogin = useLoginPrompt();
  const [errors, setErrors] = useState<PostingErrors>({});
  /** Counts failed submits; the error summary takes focus each time. */
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submitting = progress !== null;
  const returnPath = editId === null ? '/post' : `/post?id=${editId}`;

  /** Drops a field's error once it is edited. */
  const clearError = useCallback((name: keyof PostingErrors) => setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e)), []);

  const clientErrors = (): PostingErrors => {
    const { values, photos, kept } = draft;
    const found = validatePosting(
      values,
      photos.map((p) => ({ size: p.size, comment: p.comment })),
      { photoCount: photos.length + kept.length },
    );
    const longKept = kept.map((k) => maxLength(POSTING_LIMITS.photoComment)(k.comment)).find((m) => m !== null);
    if (longKept && !found.photo_comments) found.photo_comments = longKept;
    return found;
  };

  /** 一時保存: kept in this browser; a visitor gets the login dialog with the login-required reason (docs/product.md §8). */
  const saveTemporarily = () => {
    if (!loggedIn && editId === null) ensureDraftSaveId();
    const ok = draft.save();
    setFailure(ok ? null : 'このブラウザに保存できませんでした。ブラウザの設定をご確認ください。');
    draft.setNotice(ok ? POSTING_MESSAGES.draftSaved : null);
    if (!loggedIn) promptLogin('/post');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    draft.setNotice(null);
    setFailure(null);
    draft.save();
    const found = clientErrors();
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.values(found).some(Boolean)) return;
    if (!loggedIn) {
      ensureDraftSaveId();
      promptLogin(returnPath);
      return;
    }

    const saveId = editId === null ? readDraftSaveId() : null;
    const data = buildPostingForm(
      draft.values,
      draft.photos.map((p) => ({ blob: p.blob, name: p.name, comment: p.comment })),
      editId === null ? null : draft.kept,
      { saveId, clientToken: draft.clientToken },
    );
    setProgress(0);
    const result = await submitPosting(editId === null ? '/api/post' : `/api/post/${editId}`, data, setProgress);
    setProgress(null);

    if (result.status === 200) {
      const body = result.body as PostingResponse;
      await draft.discard();
      if (editId === null) {
        clearDraftSaveId();
        try {
          localStorage.removeItem(STORAGE_KEYS.visitPost);
        } catch {
          // ignore
        }
      }
      dispatch(postingApi.util.invalidateTags(['PostedProperty', 'PropertyList', 'Property']));
      navigate(`/post-finish?id=${body.id}${editId === null ? '' : '&updated=1'}`);
      return;
    }
    // status 0: the network failed (no answer at all).
    const error = result.status === 0 ? new TypeError('network') : { status: result.status, data: result.body };
    const info = describeApiError(error);
    if (info.status === 400 && Object.keys(info.fields).length > 0) {
      setErrors(serverPostingErrors(info.fields));
      setAttempt((n) => n + 1);
      return;
    }
    if (info.status === 401) {
      setFailure(MESSAGES.loginRequired);
      promptLogin(returnPath);
      return;
    }
    setFailure(readApiError(error)?.message ? `${info.message} 入力内容は保存されています。` : POSTING_MESSAGES.uploadFailed);
  };

  return { errors, clearError, attempt, failure, progress, submitting, saveTemporarily, onSubmit };
}
