import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { isTokenShaped, randomToken, sha256Hex } from '../security/crypto';
import { UserTokenEntity, type UserTokenKind, type UserTokenPayload } from './entities/user-token.entity';

const HOUR = 3_600_000;

/** How long a mailed link works. */
export const TOKEN_TTL_MS: Record<UserTokenKind, number> = {
  verify: 24 * HOUR,
  'set-password': 24 * HOUR,
  reset: 1 * HOUR,
  'email-change': 24 * HOUR,
};

/** A token that matched: whose it is and what it carries. */
export interface ValidToken {
  id: number;
  userId: number;
  kind: UserTokenKind;
  payload: UserTokenPayload;
}

/**
 * Single-use tokens for mailed links. The token goes into the mail; only its SHA-256 is stored.
 * Issuing a token voids the user's earlier unused tokens of the same kind; consuming one is a
 * conditional UPDATE (used_at IS NULL), so two concurrent uses cannot both succeed.
 */
@Injectable()
export class UserTokensService {
  constructor(@InjectRepository(UserTokenEntity) private readonly repo: Repository<UserTokenEntity>) {}

  async issue(userId: number, kind: UserTokenKind, payload?: UserTokenPayload, m?: EntityManager): Promise<string> {
    const token = randomToken();
    const now = new Date();
    const repo = m ? m.getRepository(UserTokenEntity) : this.repo;
    await repo.update({ userId, kind, usedAt: IsNull() }, { usedAt: now });
    await repo.insert({
      userId,
      kind,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
      usedAt: null,
      payload: payload ? JSON.stringify(payload) : null,
      createdAt: now,
    });
    return token;
  }

  /** The unused, unexpired token of one of `kinds`, without using it up. */
  async find(kinds: readonly UserTokenKind[], token: unknown): Promise<ValidToken | null> {
    if (!isTokenShaped(token)) return null;
    const row = await this.repo.findOneBy({ tokenHash: sha256Hex(token) });
    if (!row || !kinds.includes(row.kind) || row.usedAt !== null || new Date(row.expiresAt).getTime() <= Date.now()) return null;
    return { id: row.id, userId: row.userId, kind: row.kind, payload: row.payload ? (JSON.parse(row.payload) as UserTokenPayload) : {} };
  }

  /** The user's newest unused, unexpired token of `kind`, or null. */
  async pending(userId: number, kind: UserTokenKind): Promise<(ValidToken & { expiresAt: Date }) | null> {
    const row = await this.repo.findOne({ where: { userId, kind, usedAt: IsNull() }, order: { id: 'DESC' } });
    if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
    return {
      id: row.id,
      userId: row.userId,
      kind: row.kind,
      payload: row.payload ? (JSON.parse(row.payload) as UserTokenPayload) : {},
      expiresAt: new Date(row.expiresAt),
    };
  }

  /** Voids every unused token of `kind` of the user (a cancelled change). */
  async revoke(userId: number, kind: UserTokenKind): Promise<void> {
    await this.repo.update({ userId, kind, usedAt: IsNull() }, { usedAt: new Date() });
  }

  /** Uses a token up; null when it is unknown, expired, of another kind or already used. */
  async consume(kinds: readonly UserTokenKind[], token: unknown): Promise<ValidToken | null> {
    const found = await this.find(kinds, token);
    if (!found) return null;
    const result = await this.repo.update({ id: found.id, usedAt: IsNull() }, { usedAt: new Date() });
    return result.affected === 1 ? found : null;
  }
}
