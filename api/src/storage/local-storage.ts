import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type ObjectStorage, type Visibility } from './object-storage';

/** The local disk: public objects under the folder served at /uploads/, private ones beside it. */
export class LocalObjectStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(
    private readonly publicDir: string,
    private readonly privateDir: string,
    private readonly urlPrefix = '/uploads/',
  ) {}

  path(key: string, visibility: Visibility): string {
    assertSafeKey(key);
    return join(visibility === 'public' ? this.publicDir : this.privateDir, key);
  }

  async put(key: string, body: Buffer, options: { contentType: string; visibility: Visibility }): Promise<void> {
    const file = this.path(key, options.visibility);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async delete(key: string, visibility: Visibility): Promise<void> {
    await rm(this.path(key, visibility), { force: true });
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.urlPrefix}${key}`;
  }
}
