import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

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
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'datetime' })
  lastSeenAt: Date;

  /** Sliding: moved 30 days ahead when the session is used (never past force_login_expires_at). */
  @Index('IDX_sessions_expires')
  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'varchar', length: 45, default: '' })
  ip: string;

  @Column({ name: 'user_agent', type: 'varchar', length: 255, default: '' })
  userAgent: string;

  /** Staff impersonation (POST /api/login/force/:id): the hard end of the session. */
  @Column({ name: 'force_login_expires_at', type: 'datetime', nullable: true })
  forceLoginExpiresAt: Date | null;

  /** Staff impersonation: the staff user who opened the session. */
  @Column({ name: 'impersonated_by', type: 'int', nullable: true })
  impersonatedBy: number | null;
}
