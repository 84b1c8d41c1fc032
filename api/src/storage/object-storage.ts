/**
 * Where uploaded files go. One interface, two implementations: the local disk (default; public
 * objects in `<DATA_DIR>/uploads/public`, served at /uploads/, private ones in
 * `<DATA_DIR>/uploads/private`, never served) and an S3-compatible bucket (S3_* variables).
 */
export type Visibility = 'public' | 'private';

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores `body` at `key` (e.g. `properties/12/ab12cd-card.jpg`). */
  put(key: string, body: Buffer, options: { contentType: string; visibility: Visibility }): Promise<void>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string, visibility: Visibility): Promise<void>;
  /** The URL a browser loads a public object from. */
  publicUrl(key: string): string;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** Object keys: lower-case letters, digits, '-', '_', '.', and '/' between parts (no '..'). */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9_-]+(?:\/[a-z0-9_.-]+)*$/i.test(key) || key.split('/').some((p) => p === '.' || p === '..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
