import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { POSTING_MESSAGES, STORAGE_KEYS, VISIT_POST_VALUE, type PostingValues, type User } from '@akiya/contracts';
import {
  clearDraft,
  clearPhotoBlobs,
  deletePhotoBlob,
  draftKey,
  emptyDraft,
  getPhotoBlob,
  loadDraft,
  putPhotoBlob,
  saveDraft,
  type KeptPhoto,
  type PostDraft,
} from '../utils/draft-storage';
import type { PhotoItem } from '../components/photo-field';

/** A photo chosen in this form, with its bytes (kept in IndexedDB) and a preview URL. */
export type DraftPhotoItem = PhotoItem & { blob: Blob };

const AUTOSAVE_MS = 300;

function photoId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

interface DraftOptions {
  /** Editing an existing listing (null: a new one). */
  editId: number | null;
  /** The listing's values and photos from the server when editing. */
  initial: Pick<PostDraft, 'values' | 'kept'> | null;
  /** The logged-in user, whose name and e-mail fill empty contact fields. */
  user: Pick<User, 'email' | 'first_name' | 'last_name'> | null;
  /** Called after a field changes (e.g. to clear its error). */
  onChange?: (name: keyof PostingValues | 'photos') => void;
}

/**
 * The draft of the posting form: text in localStorage (parsed once, when the form mounts, and saved
 * shortly after each change), photos as Blobs in IndexedDB (restored once). Nothing typed is lost by
 * a reload, a failed submit or an expired session.
 */
export function usePostingDraft({ editId, initial, user, onChange }: DraftOptions) {
  const key = draftKey(editId);
  // Read the stored draft exactly once for this form.
  const [stored] = useState(() => loadDraft(key));
  const [draft, setDraft] = useState<PostDraft>(() => {
    if (stored) return stored;
    const fresh = emptyDraft();
    return initial ? { ...fresh, values: initial.values, kept: initial.kept } : fresh;
  });
  const [photos, setPhotos] = useState<DraftPhotoItem[]>([]);
  const [notice, setNotice] = useState<string | null>(stored ? POSTING_MESSAGES.draftRestored : null);
  const changed = useRef(onChange);
  changed.current = onChange;

  const kept = useMemo(() => draft.kept ?? [], [draft.kept]);

  // The visit-post flag (docs/product.md §3, §9): the shell shows the floating return-to-post button elsewhere
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
    const wanted = stored?.photos ?? [];
    void (async () => {
      const back: DraftPhotoItem[] = [];
      for (const p of wanted) {
        const blob = await getPhotoBlob(key, p.id);
        if (blob) back.push({ ...p, blob, url: URL.createObjectURL(blob) });
      }
      if (cancelled) return back.forEach((p) => URL.revokeObjectURL(p.url));
      setPhotos(back);
      if (back.length < wanted.length) {
        setDraft((d) => ({ ...d, photos: d.photos.filter((p) => back.some((b) => b.id === p.id)) }));
        setNotice('一部の写真を復元できませんでした。お手数ですが、もう一度選んでください。');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [key, stored]);

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
    changed.current?.(name);
  }, []);

  const addPhotos = useCallback(
    async (files: File[]) => {
      const added: DraftPhotoItem[] = files.map((f) => ({
        id: photoId(),
        name: f.name,
        size: f.size,
        comment: '',
        blob: f,
        url: URL.createObjectURL(f),
      }));
      setPhotos((p) => [...p, ...added]);
      setDraft((d) => ({ ...d, photos: [...d.photos, ...added.map(({ id, name, size, comment, blob }) => ({ id, name, size, comment, type: blob.type }))] }));
      changed.current?.('photos');
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

  /** Writes the draft now; false when the browser refused (storage full or disabled). */
  const save = useCallback(() => saveDraft(key, draft), [key, draft]);

  /** Forgets the draft and its photos (after a successful submission). */
  const discard = useCallback(async () => {
    clearDraft(key);
    await clearPhotoBlobs(key);
  }, [key]);

  return {
    values: draft.values,
    clientToken: draft.clientToken,
    photos,
    kept,
    notice,
    setNotice,
    setValue,
    addPhotos,
    removePhoto,
    setPhotoComment,
    setKept,
    save,
    discard,
  };
}

export type PostingDraft = ReturnType<typeof usePostingDraft>;
