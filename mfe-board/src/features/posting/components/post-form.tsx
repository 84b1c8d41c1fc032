import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  MESSAGES,
  POSTING_FIELD_LABELS,
  POSTING_LIMITS,
  POSTING_MESSAGES,
  PREFECTURES,
  STORAGE_KEYS,
  STRUCTURE_OPTIONS,
  VISIT_POST_VALUE,
  maxLength,
  validatePosting,
  type ApiErrorBody,
  type Category,
  type PostingErrors,
  type PostingResponse,
  type PostingValues,
} from '@akiya/contracts';
import { api, useAppDispatch, useGetBaseDataQuery } from '@akiya/shared-ui';
import { useLoginPrompt } from '../../../hooks/use-login-prompt';
import {
  clearDraft,
  clearDraftSaveId,
  clearPhotoBlobs,
  deletePhotoBlob,
  draftKey,
  emptyDraft,
  ensureDraftSaveId,
  getPhotoBlob,
  loadDraft,
  putPhotoBlob,
  readDraftSaveId,
  saveDraft,
  type KeptPhoto,
  type PostDraft,
} from '../utils/draft-storage';
import { buildPostingForm, submitPosting } from '../utils/submit-posting';
import { ErrorSummary } from './error-summary';
import { PhotoField, type PhotoItem } from './photo-field';
import { TextField } from './text-field';
import styles from './posting.module.css';

interface PostFormProps {
  /** Editing an existing listing (null: a new one). */
  editId: number | null;
  /** The listing's values and photos from the server when editing. */
  initial: Pick<PostDraft, 'values' | 'kept'> | null;
  /** Text shown above the form when editing (e.g. the reason it was sent back). */
  notice?: string | null;
}

const AUTOSAVE_MS = 300;

function photoId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The posting form (/post, /post?id=N). Every change is kept in the browser (text in localStorage,
 * photos in IndexedDB), so a reload, a failed submit or an expired session lose nothing. The same
 * rules as the API run before sending (validatePosting from contracts); the API's per-field errors
 * are shown the same way. The submission shows its upload progress.
 */
export function PostForm({ editId, initial, notice }: PostFormProps) {
  const key = draftKey(editId);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const promptLogin = useLoginPrompt();
  const { data: baseData } = useGetBaseDataQuery();
  const user = baseData?.user ?? null;
  const categories: Category[] = baseData?.categories ?? [];

  const [draft, setDraft] = useState<PostDraft>(() => {
    const stored = loadDraft(key);
    if (stored) return stored;
    const fresh = emptyDraft();
    return initial ? { ...fresh, values: initial.values, kept: initial.kept } : fresh;
  });
  const restored = useRef(loadDraft(key) !== null);
  const [photos, setPhotos] = useState<(PhotoItem & { blob: Blob })[]>([]);
  const [errors, setErrors] = useState<PostingErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<string | null>(restored.current ? POSTING_MESSAGES.draftRestored : null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submitting = progress !== null;

  const values = draft.values;
  const kept = useMemo(() => draft.kept ?? [], [draft.kept]);

  // The visit-post flag (§3, §9): the shell shows the floating return-to-post button elsewhere
  // while a new listing is in progress (not while editing one).
  useEffect(() => {
    if (editId !== null) return;
    try {
      localStorage.setItem(STORAGE_KEYS.visitPost, VISIT_POST_VALUE);
    } catch {
      // storage unavailable
    }
  }, [editId]);

  // Photos of a kept draft come back from IndexedDB.
  useEffect(() => {
    let cancelled = false;
    const wanted = loadDraft(key)?.photos ?? [];
    void (async () => {
      const back: (PhotoItem & { blob: Blob })[] = [];
      for (const p of wanted) {
        const blob = await getPhotoBlob(key, p.id);
        if (blob) back.push({ ...p, blob, url: URL.createObjectURL(blob) });
      }
      if (cancelled) return back.forEach((p) => URL.revokeObjectURL(p.url));
      setPhotos(back);
      if (back.length < wanted.length) {
        setDraft((d) => ({ ...d, photos: d.photos.filter((p) => back.some((b) => b.id === p.id)) }));
        setStatus('一部の写真を復元できませんでした。お手数ですが、もう一度選んでください。');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [key]);

  useEffect(() => () => photos.forEach((p) => URL.revokeObjectURL(p.url)), [photos]);

  // Autosave of the text (and the photo list) shortly after every change.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => saveDraft(key, draft), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [key, draft]);

  // Contact details default to the account's once the user is known.
  useEffect(() => {
    if (!user) return;
    setDraft((d) => {
      const v = d.values;
      const name = `${user.last_name} ${user.first_name}`.trim();
      if ((v.contact_email || !user.email) && (v.contact_name || !name)) return d;
      return { ...d, values: { ...v, contact_email: v.contact_email || user.email, contact_name: v.contact_name || name } };
    });
  }, [user]);

  const setValue = useCallback(<K extends keyof PostingValues>(name: K, value: PostingValues[K]) => {
    setDraft((d) => ({ ...d, values: { ...d.values, [name]: value } }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const addPhotos = useCallback(
    async (files: File[]) => {
      const added: (PhotoItem & { blob: Blob })[] = files.map((f) => ({
        id: photoId(),
        name: f.name,
        size: f.size,
        comment: '',
        blob: f,
        url: URL.createObjectURL(f),
      }));
      setPhotos((p) => [...p, ...added]);
      setDraft((d) => ({ ...d, photos: [...d.photos, ...added.map(({ id, name, size, comment, blob }) => ({ id, name, size, comment, type: blob.type }))] }));
      setErrors((e) => ({ ...e, photos: undefined }));
      for (const p of added) await putPhotoBlob(key, p.id, p.blob);
    },
    [key],
  );

  const removePhoto = useCallback(
    (id: string) => {
      setPhotos((p) => p.filter((x) => x.id !== id));
      setDraft((d) => ({ ...d, photos: d.photos.filter((x) => x.id !== id) }));
      void deletePhotoBlob(key, id);
    },
    [key],
  );

  const setPhotoComment = useCallback((id: string, comment: string) => {
    setPhotos((p) => p.map((x) => (x.id === id ? { ...x, comment } : x)));
    setDraft((d) => ({ ...d, photos: d.photos.map((x) => (x.id === id ? { ...x, comment } : x)) }));
  }, []);

  const setKept = useCallback((change: (k: KeptPhoto[]) => KeptPhoto[]) => setDraft((d) => ({ ...d, kept: change(d.kept ?? []) })), []);

  const clientErrors = useCallback((): PostingErrors => {
    const found = validatePosting(
      values,
      photos.map((p) => ({ size: p.size, comment: p.comment })),
      { photoCount: photos.length + kept.length },
    );
    const longKept = kept.map((k) => maxLength(POSTING_LIMITS.photoComment)(k.comment)).find((m) => m !== null);
    if (longKept && !found.photo_comments) found.photo_comments = longKept;
    return found;
  }, [values, photos, kept]);

  /** 一時保存: kept in this browser; a visitor gets the login dialog with the login-required reason (§8). */
  const saveTemporarily = () => {
    if (!user && editId === null) ensureDraftSaveId();
    const ok = saveDraft(key, draft);
    setFailure(ok ? null : 'このブラウザに保存できませんでした。ブラウザの設定をご確認ください。');
    setStatus(ok ? POSTING_MESSAGES.draftSaved : null);
    if (!user) promptLogin('/post');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setStatus(null);
    setFailure(null);
    saveDraft(key, draft);
    const found = clientErrors();
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.values(found).some(Boolean)) return;
    if (!user) {
      ensureDraftSaveId();
      promptLogin(editId === null ? '/post' : `/post?id=${editId}`);
      return;
    }

    const saveId = editId === null ? readDraftSaveId() : null;
    const data = buildPostingForm(values, photos.map((p) => ({ blob: p.blob, name: p.name, comment: p.comment })), editId === null ? null : kept, {
      saveId,
      clientToken: draft.clientToken,
    });
    setProgress(0);
    const result = await submitPosting(editId === null ? '/api/post' : `/api/post/${editId}`, data, setProgress);
    setProgress(null);

    if (result.status === 200) {
      const body = result.body as PostingResponse;
      clearDraft(key);
      await clearPhotoBlobs(key);
      if (editId === null) clearDraftSaveId();
      if (editId === null) {
        try {
          localStorage.removeItem(STORAGE_KEYS.visitPost);
        } catch {
          // ignore
        }
      }
      dispatch(api.util.invalidateTags(['PostedProperty', 'PropertyList', 'Property']));
      navigate(`/post-finish?id=${body.id}${editId === null ? '' : '&updated=1'}`);
      return;
    }
    const body = result.body as ApiErrorBody | null;
    if (result.status === 400 && body?.errors) {
      const server: PostingErrors = {};
      for (const [field, messages] of Object.entries(body.errors)) {
        (server as Record<string, string>)[field in POSTING_FIELD_LABELS ? field : 'photos'] = messages[0];
      }
      setErrors(server);
      setAttempt((n) => n + 1);
      return;
    }
    if (result.status === 401) {
      setFailure(MESSAGES.loginRequired);
      promptLogin(editId === null ? '/post' : `/post?id=${editId}`);
      return;
    }
    setFailure(body?.message && result.status !== 0 ? `${body.message} 入力内容は保存されています。` : POSTING_MESSAGES.uploadFailed);
  };

  const prefectureOptions = useMemo(() => PREFECTURES.map((p) => ({ code: p.code, name: p.name })), []);
  const land = values.land_or_building === 'land';
  const undecided = values.price_undecided === '1';
  const err = (name: keyof PostingErrors) => errors[name];

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={editId === null ? '物件の投稿' : '物件情報の編集'}>
      {notice ? (
        <div className={styles.notice} role="note">
          {notice}
        </div>
      ) : null}
      <ErrorSummary errors={errors} attempt={attempt} />
      {status ? (
        <p className={styles.status} role="status">
          {status}
        </p>
      ) : null}
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}

      <section className={styles.section} aria-labelledby="post-section-basic">
        <h2 id="post-section-basic" className={styles.sectionTitle}>
          物件の情報
        </h2>
        <TextField name="title" label={POSTING_FIELD_LABELS.title} value={values.title} error={err('title')} onChange={(v) => setValue('title', v)} required hint={`${POSTING_LIMITS.title}文字以内`} disabled={submitting} />
        <TextField name="description" label={POSTING_FIELD_LABELS.description} value={values.description} error={err('description')} onChange={(v) => setValue('description', v)} required multiline hint="建物の状態、周辺の環境、お譲りしたい理由など" disabled={submitting} />

        <fieldset className={styles.fieldset} aria-describedby={err('land_or_building') ? 'post-land_or_building-error' : undefined}>
          <legend className={styles.label} id="post-land_or_building">
            {POSTING_FIELD_LABELS.land_or_building}
            <span className={styles.required}>必須</span>
          </legend>
          <div className={styles.choices}>
            {[
              ['building', '建物付き'],
              ['land', '土地のみ'],
            ].map(([value, label]) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name="land_or_building" value={value} checked={values.land_or_building === value} onChange={() => setValue('land_or_building', value)} disabled={submitting} />
                {label}
              </label>
            ))}
          </div>
          {err('land_or_building') ? (
            <p id="post-land_or_building-error" className={styles.error}>
              {err('land_or_building')}
            </p>
          ) : null}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>
            {POSTING_FIELD_LABELS.category_ids}
            <span className={styles.required}>必須</span>
          </legend>
          <div className={styles.choices} id="post-category_ids" aria-describedby={err('category_ids') ? 'post-category_ids-error' : undefined}>
            {categories.map((c) => {
              const id = String(c.id);
              const checked = values.category_ids.includes(id);
              return (
                <label key={c.id} className={styles.choice}>
                  <input
                    type="checkbox"
                    name="category_ids"
                    value={id}
                    checked={checked}
                    aria-invalid={err('category_ids') ? true : undefined}
                    onChange={() => setValue('category_ids', checked ? values.category_ids.filter((x) => x !== id) : [...values.category_ids, id])}
                    disabled={submitting}
                  />
                  {c.name}
                </label>
              );
            })}
          </div>
          {err('category_ids') ? (
            <p id="post-category_ids-error" className={styles.error}>
              {err('category_ids')}
            </p>
          ) : null}
        </fieldset>
      </section>

      <section className={styles.section} aria-labelledby="post-section-place">
        <h2 id="post-section-place" className={styles.sectionTitle}>
          所在地
        </h2>
        <div className={styles.field}>
          <label htmlFor="post-prefecture_code" className={styles.label}>
            {POSTING_FIELD_LABELS.prefecture_code}
            <span className={styles.required}>必須</span>
          </label>
          <select
            id="post-prefecture_code"
            className={err('prefecture_code') ? `${styles.input} ${styles.inputError}` : styles.input}
            value={values.prefecture_code}
            onChange={(e) => setValue('prefecture_code', e.target.value)}
            aria-invalid={err('prefecture_code') ? true : undefined}
            aria-describedby={err('prefecture_code') ? 'post-prefecture_code-error' : undefined}
            disabled={submitting}
          >
            <option value="">選択してください</option>
            {prefectureOptions.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
          {err('prefecture_code') ? (
            <p id="post-prefecture_code-error" className={styles.error}>
              {err('prefecture_code')}
            </p>
          ) : null}
        </div>
        <TextField name="municipality" label={POSTING_FIELD_LABELS.municipality} value={values.municipality} error={err('municipality')} onChange={(v) => setValue('municipality', v)} required hint="例：輪島市" disabled={submitting} />
        <TextField name="address_public" label={POSTING_FIELD_LABELS.address_public} value={values.address_public} error={err('address_public')} onChange={(v) => setValue('address_public', v)} required hint="掲示板に表示されます。番地は含めず、町名までご記入ください。" disabled={submitting} />
        <TextField name="address_private" label={POSTING_FIELD_LABELS.address_private} value={values.address_private} error={err('address_private')} onChange={(v) => setValue('address_private', v)} required hint="公開されません。審査と、商談が進んだ買主へのご案内にのみ使います。" disabled={submitting} />
      </section>

      <section className={styles.section} aria-labelledby="post-section-price">
        <h2 id="post-section-price" className={styles.sectionTitle}>
          価格と物件概要
        </h2>
        <TextField name="price_man_yen" label={POSTING_FIELD_LABELS.price_man_yen} value={undecided ? '' : values.price_man_yen} error={undecided ? undefined : err('price_man_yen')} onChange={(v) => setValue('price_man_yen', v)} required={!undecided} inputMode="numeric" suffix="万円" hint="半角数字。無償でお譲りする場合は 0" disabled={submitting || undecided} />
        <label className={styles.choice}>
          <input type="checkbox" checked={undecided} onChange={(e) => setValue('price_undecided', e.target.checked ? '1' : '')} disabled={submitting} />
          価格未定
        </label>
        <TextField name="land_area" label={POSTING_FIELD_LABELS.land_area} value={values.land_area} error={err('land_area')} onChange={(v) => setValue('land_area', v)} inputMode="decimal" suffix="㎡" disabled={submitting} />
        {!land ? (
          <>
            <TextField name="building_area" label={POSTING_FIELD_LABELS.building_area} value={values.building_area} error={err('building_area')} onChange={(v) => setValue('building_area', v)} inputMode="decimal" suffix="㎡" disabled={submitting} />
            <TextField name="built_year" label={POSTING_FIELD_LABELS.built_year} value={values.built_year} error={err('built_year')} onChange={(v) => setValue('built_year', v)} inputMode="numeric" suffix="年" hint="西暦4桁（例：1975）。わからなければ空欄で" disabled={submitting} />
            <div className={styles.field}>
              <label htmlFor="post-structure" className={styles.label}>
                {POSTING_FIELD_LABELS.structure}
                <span className={styles.optional}>任意</span>
              </label>
              <select id="post-structure" className={styles.input} value={values.structure} onChange={(e) => setValue('structure', e.target.value)} aria-invalid={err('structure') ? true : undefined} disabled={submitting}>
                <option value="">選択してください</option>
                {STRUCTURE_OPTIONS.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              {err('structure') ? <p className={styles.error}>{err('structure')}</p> : null}
            </div>
          </>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="post-section-photos">
        <h2 id="post-section-photos" className={styles.sectionTitle}>
          写真
        </h2>
        <PhotoField
          photos={photos}
          kept={kept}
          error={err('photos')}
          commentError={err('photo_comments')}
          onAdd={(files) => void addPhotos(files)}
          onRemove={removePhoto}
          onComment={setPhotoComment}
          onRemoveKept={(id) => setKept((k) => k.filter((x) => x.id !== id))}
          onKeptComment={(id, comment) => setKept((k) => k.map((x) => (x.id === id ? { ...x, comment } : x)))}
          disabled={submitting}
        />
      </section>

      <section className={styles.section} aria-labelledby="post-section-contact">
        <h2 id="post-section-contact" className={styles.sectionTitle}>
          売主さまのご連絡先（公開されません）
        </h2>
        <TextField name="contact_name" label={POSTING_FIELD_LABELS.contact_name} value={values.contact_name} error={err('contact_name')} onChange={(v) => setValue('contact_name', v)} required autoComplete="name" disabled={submitting} />
        <TextField name="contact_name_kana" label={POSTING_FIELD_LABELS.contact_name_kana} value={values.contact_name_kana} error={err('contact_name_kana')} onChange={(v) => setValue('contact_name_kana', v)} required hint="ひらがなで入力してください（例：やまだ　たろう）" disabled={submitting} />
        <TextField name="contact_phone" label={POSTING_FIELD_LABELS.contact_phone} value={values.contact_phone} error={err('contact_phone')} onChange={(v) => setValue('contact_phone', v)} required type="tel" inputMode="tel" autoComplete="tel" hint="ハイフン区切り（例：090-1234-5678）" disabled={submitting} />
        <TextField name="contact_email" label={POSTING_FIELD_LABELS.contact_email} value={values.contact_email} error={err('contact_email')} onChange={(v) => setValue('contact_email', v)} required type="email" inputMode="email" autoComplete="email" disabled={submitting} />
      </section>

      <section className={styles.section} aria-labelledby="post-section-agree">
        <h2 id="post-section-agree" className={styles.sectionTitle}>
          ご確認
        </h2>
        {(
          [
            ['agree_terms', <>
              <Link to="/system">掲載のしくみ・利用規約</Link>に同意する
            </>],
            ['agree_privacy', <>
              <Link to="/personal-information">個人情報の取り扱い</Link>に同意する
            </>],
          ] as const
        ).map(([name, label]) => (
          <div key={name} className={styles.field}>
            <label className={styles.choice} htmlFor={`post-${name}`}>
              <input
                id={`post-${name}`}
                type="checkbox"
                checked={values[name] === '1'}
                onChange={(e) => setValue(name, e.target.checked ? '1' : '')}
                aria-invalid={err(name) ? true : undefined}
                aria-describedby={err(name) ? `post-${name}-error` : undefined}
                disabled={submitting}
              />
              <span>
                {label}
                <span className={styles.required}>必須</span>
              </span>
            </label>
            {err(name) ? (
              <p id={`post-${name}-error`} className={styles.error}>
                {err(name)}
              </p>
            ) : null}
          </div>
        ))}
      </section>

      {progress !== null ? (
        <div className={styles.progress} role="status">
          <label htmlFor="post-progress">送信中… {Math.round(progress * 100)}%</label>
          <progress id="post-progress" max={100} value={Math.round(progress * 100)} />
        </div>
      ) : null}

      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={saveTemporarily} disabled={submitting}>
          一時保存
        </button>
        <button type="submit" className={styles.primaryButton} disabled={submitting}>
          {editId === null ? '投稿する' : '更新する'}
        </button>
      </div>
      {!user ? <p className={styles.hint}>投稿にはログインが必要です。入力内容はこのブラウザに保存され、ログイン後にそのまま投稿できます。</p> : null}
    </form>
  );
}
