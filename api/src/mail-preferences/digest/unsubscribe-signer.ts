import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { safeEqual } from '../../security/crypto';

/** What a signed unsubscribe link may turn off. */
export type UnsubscribeKind = 'newProperties';

/**
 * Signs and checks one-click unsubscribe links: HMAC-SHA256 over `unsubscribe:<kind>:<userId>`
 * with a key kept in `<DATA_DIR>/secrets/unsubscribe.key` (32 random bytes, created on first use,
 * mode 600). Every API instance shares DATA_DIR (uploads live there too), so they share the key;
 * deleting the file voids every link already mailed.
 */
export class UnsubscribeSigner {
  private key: Buffer | null = null;

  constructor(private readonly dataDir: string) {}

  get keyFile(): string {
    return join(this.dataDir, 'secrets', 'unsubscribe.key');
  }

  private secret(): Buffer {
    if (this.key) return this.key;
    try {
      this.key = Buffer.from(readFileSync(this.keyFile, 'utf8').trim(), 'base64url');
    } catch {
      mkdirSync(dirname(this.keyFile), { recursive: true });
      const fresh = randomBytes(32);
      // `wx`: if another process created it in the meantime, read theirs instead.
      try {
        writeFileSync(this.keyFile, fresh.toString('base64url'), { flag: 'wx', mode: 0o600 });
        chmodSync(this.keyFile, 0o600);
        this.key = fresh;
      } catch {
        this.key = Buffer.from(readFileSync(this.keyFile, 'utf8').trim(), 'base64url');
      }
    }
    if (this.key.length < 32) throw new Error(`${this.keyFile} must hold at least 32 bytes (base64url)`);
    return this.key;
  }

  sign(userId: number, kind: UnsubscribeKind): string {
    return createHmac('sha256', this.secret()).update(`unsubscribe:${kind}:${userId}`).digest('base64url');
  }

  verify(userId: number, kind: UnsubscribeKind, token: string): boolean {
    return safeEqual(this.sign(userId, kind), token);
  }
}
