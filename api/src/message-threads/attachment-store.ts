import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** MIME types a message may carry (read from the bytes, never from the name or the browser). */
export const ATTACHMENT_MIME_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/**
 * Attachments on disk under `<DATA_DIR>/uploads/private/attachments/<contactId>/<uuid>.<ext>` — a
 * sibling of the public uploads folder, so the static server never serves them; only
 * GET /api/my-page/attachments/:id does, to the two parties.
 */
export class AttachmentStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads', 'private', 'attachments');
  }

  /** `folder`: the contact id (deals) or another thread's folder name (e.g. `consulting-12`). */
  async save(folder: number | string, ext: string, bytes: Buffer): Promise<string> {
    if (!/^[A-Za-z0-9-]+$/.test(String(folder))) throw new Error('attachment folder must be a plain name');
    const key = `${folder}/${randomUUID()}.${ext}`;
    await mkdir(join(this.root, String(folder)), { recursive: true });
    await writeFile(join(this.root, key), bytes, { flag: 'wx' });
    return key;
  }

  private pathOf(key: string): string {
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + '/')) throw new Error('attachment key outside the store');
    return full;
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((k) => rm(this.pathOf(k), { force: true })));
  }
}
