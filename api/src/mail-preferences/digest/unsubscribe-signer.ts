import { createHmac } from 'node:crypto';
import { safeEqual } from '../../security/crypto';
import { DataDirKey } from '../../security/data-dir-key';

/** What a signed unsubscribe link may turn off. */
export type UnsubscribeKind = 'newProperties' | 'savedSearch';

/**
 * Signs and checks one-click unsubscribe links: HMAC-SHA256 over `unsubscribe:<kind>:<userId>`
 * with the app key `<DATA_DIR>/secrets/unsubscribe.key` (DataDirKey); deleting the file voids every
 * link already mailed.
 */
export class UnsubscribeSigner {
  private readonly key: DataDirKey;

  constructor(dataDir: string) {
    this.key = new DataDirKey(dataDir, 'unsubscribe.key');
  }

  get keyFile(): string {
    return this.key.file;
  }

  sign(userId: number, kind: UnsubscribeKind): string {
    return createHmac('sha256', this.key.get()).update(`unsubscribe:${kind}:${userId}`).digest('base64url');
  }

  verify(userId: number, kind: UnsubscribeKind, token: string): boolean {
    return safeEqual(this.sign(userId, kind), token);
  }
}
