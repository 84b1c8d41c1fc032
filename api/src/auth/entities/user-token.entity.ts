import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, IdEntity, IntColumn } from '../../database/entity-columns';

export const USER_TOKEN_KINDS = ['verify', 'reset', 'email-change', 'set-password'] as const;
export type UserTokenKind = (typeof USER_TOKEN_KINDS)[number];

/** What a token carries besides its user: the new address and return path of an email change. */
export interface UserTokenPayload {
  email?: string;
  returnPath?: string;
}

/**
 * A single-use token mailed to a user (verification, password reset, set-password, email change).
 * Only the SHA-256 of the token is stored; `used_at` is set atomically when it is consumed.
 */
@Entity({ name: 'user_tokens' })
export class UserTokenEntity extends IdEntity {
  @Index('IDX_user_tokens_user')
  @IntColumn('user_id')
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  kind: UserTokenKind;

  /** SHA-256 hex of the token. */
  @Index('UQ_user_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @DateTimeColumn('expires_at')
  expiresAt: Date;

  @DateTimeColumn('used_at', { nullable: true })
  usedAt: Date | null;

  /** JSON (UserTokenPayload) or null. */
  @Column({ type: 'text', nullable: true })
  payload: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
