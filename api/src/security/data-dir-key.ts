import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A signing key of the app kept in `<DATA_DIR>/secrets/<name>` (32 random bytes, base64url, created
 * on first use with mode 600). Every API instance shares DATA_DIR (uploads live there too), so they
 * share the key; deleting the file voids everything signed with it. One file per purpose.
 */
export class DataDirKey {
  private key: Buffer | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly name: string,
  ) {}

  get file(): string {
    return join(this.dataDir, 'secrets', this.name);
  }

  get(): Buffer {
    if (this.key) return this.key;
    try {
      this.key = Buffer.from(readFileSync(this.file, 'utf8').trim(), 'base64url');
    } catch {
      mkdirSync(dirname(this.file), { recursive: true });
      const fresh = randomBytes(32);
      // `wx`: if another process created it in the meantime, read theirs instead.
      try {
        writeFileSync(this.file, fresh.toString('base64url'), { flag: 'wx', mode: 0o600 });
        chmodSync(this.file, 0o600);
        this.key = fresh;
      } catch {
        this.key = Buffer.from(readFileSync(this.file, 'utf8').trim(), 'base64url');
      }
    }
    if (this.key.length < 32) throw new Error(`${this.file} must hold at least 32 bytes (base64url)`);
    return this.key;
  }
}
