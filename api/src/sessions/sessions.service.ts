import { Inject, Injectable, Logger } from '@nestjs/common';
import { FORCE_LOGIN_TTL_MS, SESSION_COOKIE_NAME } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { isTokenShaped, randomToken, sha256Hex } from '../security/crypto';
import { issueCsrfCookie } from '../security/http-security';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { AuthContext } from './auth-context';
import { SESSION_STORE, type SessionRecord, type SessionStore } from './session-store';

/** Sliding lifetime of a session: 30 days after its last use. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** A session's expiry is moved at most this often (one write per 5 minutes, not per request). */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Login sessions. The browser holds a random 32-byte token in the httpOnly `akiya_session` cookie;
 * the store holds only its SHA-256. Logging in always starts a new session (the old one is revoked),
 * so a session id planted before login is worthless.
 */
@Injectable()
export class SessionsService {
  private readonly logger = new Logger('Sessions');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(SESSION_STORE) private readonly store: SessionStore,
    private readonly users: UsersRepository,
  ) {}

  private cookieOptions(expiresAt: Date) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.nodeEnv === 'production',
      maxAge: Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
    };
  }

  private setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
    reply.setCookie(SESSION_COOKIE_NAME, token, this.cookieOptions(expiresAt));
  }

  private clearSessionCookie(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.nodeEnv === 'production' });
  }

  private currentId(request: FastifyRequest): string | null {
    const token = request.cookies?.[SESSION_COOKIE_NAME];
    return isTokenShaped(token) ? sha256Hex(token) : null;
  }

  /**
   * The session and user of a request, or null. A cookie that names no live session is cleared;
   * a live one has its expiry moved 30 days ahead (at most every 5 minutes, never past the end of
   * an impersonation session) and its cookie re-sent.
   */
  async resolve(request: FastifyRequest, reply: FastifyReply): Promise<AuthContext | null> {
    const token = request.cookies?.[SESSION_COOKIE_NAME];
    if (token === undefined) return null;
    if (!isTokenShaped(token)) {
      this.clearSessionCookie(reply);
      return null;
    }
    const id = sha256Hex(token);
    const session = await this.store.find(id);
    const now = new Date();
    const expired =
      !session || session.expiresAt <= now || (session.forceLoginExpiresAt !== null && session.forceLoginExpiresAt <= now);
    const user = expired ? null : await this.users.findById(session.userId);
    // A withdrawn account (docs/accounts.md "退会") has no sessions; one that raced the withdrawal ends here.
    if (!session || expired || !user || user.disabled || user.withdrawnAt) {
      if (session) await this.store.revoke(id);
      this.clearSessionCookie(reply);
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      const slid = new Date(now.getTime() + SESSION_TTL_MS);
      const expiresAt = session.forceLoginExpiresAt && session.forceLoginExpiresAt < slid ? session.forceLoginExpiresAt : slid;
      await this.store.touch(id, now, expiresAt);
      session.lastSeenAt = now;
      session.expiresAt = expiresAt;
      this.setSessionCookie(reply, token, expiresAt);
    }
    return { session, user };
  }

  /** Whether a session (by id) is still usable: not revoked, not expired (realtime streams re-check it). */
  async isLive(id: string): Promise<boolean> {
    const session = await this.store.find(id);
    const now = new Date();
    return !!session && session.expiresAt > now && (session.forceLoginExpiresAt === null || session.forceLoginExpiresAt > now);
  }

  /**
   * Logs `user` in on this browser: revokes the request's current session, if any, starts a new one,
   * sets its cookie and a fresh CSRF cookie.
   */
  async login(request: FastifyRequest, reply: FastifyReply, user: UserEntity): Promise<SessionRecord> {
    await this.revokeCurrent(request);
    const session = await this.start(request, reply, user.id, new Date(Date.now() + SESSION_TTL_MS), null);
    await this.users.recordLogin(user.id, session.createdAt);
    return session;
  }

  /**
   * Staff impersonation: replaces the staff member's session on this browser with a new session of
   * `target` that ends FORCE_LOGIN_TTL_MS (1 hour) after it starts, whatever its use.
   */
  async startImpersonation(request: FastifyRequest, reply: FastifyReply, staff: UserEntity, target: UserEntity): Promise<SessionRecord> {
    await this.revokeCurrent(request);
    const end = new Date(Date.now() + FORCE_LOGIN_TTL_MS);
    const session = await this.start(request, reply, target.id, end, { staffId: staff.id, end });
    this.logger.log(`staff user ${staff.id} started an impersonation session of user ${target.id} until ${end.toISOString()}`);
    return session;
  }

  private async start(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    expiresAt: Date,
    impersonation: { staffId: number; end: Date } | null,
  ): Promise<SessionRecord> {
    const token = randomToken();
    const now = new Date();
    const session: SessionRecord = {
      id: sha256Hex(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: (request.ip ?? '').slice(0, 45),
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 255),
      forceLoginExpiresAt: impersonation?.end ?? null,
      impersonatedBy: impersonation?.staffId ?? null,
    };
    await this.store.create(session);
    this.setSessionCookie(reply, token, expiresAt);
    issueCsrfCookie(reply, this.config);
    return session;
  }

  private async revokeCurrent(request: FastifyRequest): Promise<void> {
    const id = this.currentId(request);
    if (id) await this.store.revoke(id);
  }

  /** Logout: revokes the session on the server and clears the cookies' values. */
  async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.revokeCurrent(request);
    this.clearSessionCookie(reply);
    issueCsrfCookie(reply, this.config);
  }

  /** Revokes every session of a user (password change or reset, account disabled). */
  async revokeAllForUser(userId: number): Promise<number> {
    const n = await this.store.revokeAllForUser(userId);
    if (n > 0) this.logger.log(`revoked ${n} session(s) of user ${userId}`);
    return n;
  }
}
