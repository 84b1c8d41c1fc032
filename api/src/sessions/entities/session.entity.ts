import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, IntColumn } from '../../database/entity-columns';

/**
 * A login session (database store; the Redis store keeps the same record as JSON). The id is the
 * SHA-256 (hex) of the random token in the `akiya_session` cookie: the token itself is never stored.
 */
@Entity({ name: 'sessions' })
export class SessionEntity {
  /** SHA-256 hex of the session token. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Index('IDX_sessions_user')
  @IntColumn('user_id')
  userId: number;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn('last_seen_at')
  lastSeenAt: Date;

  /** Sliding: moved 30 days ahead when the session is used (never past force_login_expires_at). */
  @Index('IDX_sessions_expires')
  @DateTimeColumn('expires_at')
  expiresAt: Date;

  @Column({ type: 'varchar', length: 45, default: '' })
  ip: string;

  @Column({ name: 'user_agent', type: 'varchar', length: 255, default: '' })
  userAgent: string;

  /** Staff impersonation (POST /api/login/force/:id): the hard end of the session. */
  @DateTimeColumn('force_login_expires_at', { nullable: true })
  forceLoginExpiresAt: Date | null;

  /** Staff impersonation: the staff user who opened the session. */
  @IntColumn('impersonated_by', { nullable: true })
  impersonatedBy: number | null;
}
