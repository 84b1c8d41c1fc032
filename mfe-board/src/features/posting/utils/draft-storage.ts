import { EMPTY_POSTING_VALUES, STORAGE_KEYS, makeDraftSaveId, isDraftSaveId, type PostingValues } from '@akiya/contracts';

/**
 * Nothing typed is ever lost (issue 5): the form's text is kept in localStorage on every change
 * (a reload, a failed submit, an expired session keep it) and the chosen photos are kept as Blobs in
 * IndexedDB (database `akiya-post-draft`, store `photos`). Without IndexedDB (private modes of some
 * browsers) the text is still kept and the photos have to be chosen again.
 */

/** A photo chosen in the form; its bytes live in IndexedDB under `${draftKey}:${id}`. */
export interface DraftPhoto {
  id: string;
  name: string;
  type: string;
  size: number;
  comment: string;
}

/** A photo the listing already has (editing): kept unless removed. */
export interface KeptPhoto {
  id: number;
  path: string;
  comment: string;
}

export interface PostDraft {
  version: 1;
  values: PostingValues;
  photos: DraftPhoto[];
  /** Editing only: the listing's photos still kept, in order. */
  kept: KeptPhoto[] | null;
  /** The idempotency key of a logged-in user's submission (a visitor's is the save id). */
  clientToken: string;
  savedAt: string;
}

/** localStorage key of the draft: one for a new listing, one per listing being edited. */
export function draftKey(editId: number | null): string {
  return editId === null ? 'post-draft' : `post-draft-edit-${editId}`;
}

function newToken(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`.slice(0, 64);
}

export function emptyDraft(): PostDraft {
  return { version: 1, values: { ...EMPTY_POSTING_VALUES }, photos: [], kept: null, clientToken: newToken(), savedAt: '' };
}

export function loadDraft(key: string): PostDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PostDraft>;
    if (parsed.version !== 1 || !parsed.values) return null;
    return {
      ...emptyDraft(),
      ...parsed,
      values: { ...EMPTY_POSTING_VALUES, ...parsed.values },
      photos: Array.isArray(parsed.photos) ? parsed.photos : [],
    } as PostDraft;
  } catch {
    return null;
  }
}

/** Returns false when the browser refused to store (quota, private mode). */
export function saveDraft(key: string, draft: PostDraft): boolean {
  try {
    localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** The visitor's draft save id (docs/product.md §3, §9): created once, kept in localStorage `draft-save-id`. */
export function ensureDraftSaveId(): string {
  try {
    const existing = localStorage.getItem(STORAGE_KEYS.draftSaveId);
    if (isDraftSaveId(existing)) return existing;
    const id = makeDraftSaveId();
    localStorage.setItem(STORAGE_KEYS.draftSaveId, id);
    return id;
  } catch {
    return makeDraftSaveId();
  }
}

export function readDraftSaveId(): string | null {
  try {
    const v = localStorage.getItem(STORAGE_KEYS.draftSaveId);
    return isDraftSaveId(v) ? v : null;
  } catch {
    return null;
  }
}

export function clearDraftSaveId(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.draftSaveId);
  } catch {
    // ignore
  }
}

// ---------------------------------------------------------------------------
// Photos in IndexedDB
// ---------------------------------------------------------------------------

const DB_NAME = 'akiya-post-draft';
const STORE = 'photos';

function openDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | null): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(request ? (request.result ?? null) : null);
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        resolve(null);
      };
    } catch {
      db.close();
      resolve(null);
    }
  });
}

export function putPhotoBlob(key: string, id: string, blob: Blob): Promise<unknown> {
  return withStore('readwrite', (s) => s.put(blob, `${key}:${id}`));
}

export function getPhotoBlob(key: string, id: string): Promise<Blob | null> {
  return withStore<Blob>('readonly', (s) => s.get(`${key}:${id}`) as IDBRequest<Blob>);
}

export function deletePhotoBlob(key: string, id: string): Promise<unknown> {
  return withStore('readwrite', (s) => s.delete(`${key}:${id}`));
}

/** Removes every photo of a draft. */
export function clearPhotoBlobs(key: string): Promise<unknown> {
  return withStore('readwrite', (s) => s.delete(IDBKeyRange.bound(`${key}:`, `${key}:\uffff`)));
}
