import { Injectable } from '@nestjs/common';
import { EMAIL_TOKEN_PARAM } from '@akiya/contracts';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import {
  emailChangeMail,
  emailChangedMail,
  passwordChangedMail,
  passwordResetMail,
  setPasswordMail,
  verificationMail,
  type MailSite,
} from '../mail/templates';
import type { UserEntity } from '../users/entities/user.entity';
import { TOKEN_TTL_MS, UserTokensService } from './user-tokens.service';

/**
 * Builds the account mails and their links from PUBLIC_URL: verification → /login/verify?token=…,
 * reset and set-password → /login/reset?token=…, email change → the same-site return path with
 * ?email_token=….
 */
@Injectable()
export class AccountMailer {
  private readonly site: MailSite;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly tokens: UserTokensService,
  ) {
    this.site = { publicUrl: config.publicUrl, operatorEmail: config.operatorEmail };
  }

  link(path: string, token: string): string {
    return `${this.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  /**
   * The email-change link: `returnPath` (already checked with isSafeReturnPath) on PUBLIC_URL with
   * email_token added to its query, its fragment kept. Refuses anything that would leave the site.
   */
  returnLink(returnPath: string, token: string): string {
    const hashAt = returnPath.indexOf('#');
    const path = hashAt >= 0 ? returnPath.slice(0, hashAt) : returnPath;
    const url = new URL(path, this.config.publicUrl);
    if (url.origin !== this.config.publicUrl) throw new Error('return path leaves the site');
    url.searchParams.set(EMAIL_TOKEN_PARAM, token);
    return url.toString() + (hashAt >= 0 ? returnPath.slice(hashAt) : '');
  }

  /**
   * Issues a new link token of `kind` for the account and mails its link: verification, set-password
   * or reset (`manager`: the token and the queued mail in the caller's transaction, docs/mail.md).
   */
  async mailLink(user: UserEntity, kind: 'verify' | 'set-password' | 'reset', manager?: EntityManager): Promise<void> {
    const token = await this.tokens.issue(user.id, kind, undefined, manager);
    const send = { verify: this.sendVerification, 'set-password': this.sendSetPassword, reset: this.sendPasswordReset }[kind];
    await send.call(this, user, token, manager);
  }

  /** `manager`: queue the mail in the caller's transaction (MailService.send). */
  sendVerification(user: UserEntity, token: string, manager?: EntityManager): Promise<void> {
    const link = this.link('/login/verify', token);
    return this.mail.send(user.email, verificationMail(this.site, { ...this.names(user), link, ttlMs: TOKEN_TTL_MS.verify }), manager);
  }

  sendSetPassword(user: UserEntity, token: string, manager?: EntityManager): Promise<void> {
    const link = this.link('/login/reset', token);
    return this.mail.send(user.email, setPasswordMail(this.site, { ...this.names(user), link, ttlMs: TOKEN_TTL_MS['set-password'] }), manager);
  }

  sendPasswordReset(user: UserEntity, token: string, manager?: EntityManager): Promise<void> {
    const link = this.link('/login/reset', token);
    return this.mail.send(user.email, passwordResetMail(this.site, { ...this.names(user), link, ttlMs: TOKEN_TTL_MS.reset }), manager);
  }

  /** To the NEW address. */
  sendEmailChange(user: UserEntity, newEmail: string, link: string, manager?: EntityManager): Promise<void> {
    return this.mail.send(newEmail, emailChangeMail(this.site, { ...this.names(user), link, ttlMs: TOKEN_TTL_MS['email-change'] }), manager);
  }

  /** To the OLD address once the account moved to `newEmail` (a change from the my page). */
  sendEmailChanged(user: UserEntity, newEmail: string, changedAt: Date): Promise<void> {
    return this.mail.send(user.email, emailChangedMail(this.site, { ...this.names(user), newEmail, changedAt }));
  }

  sendPasswordChanged(user: UserEntity, changedAt: Date): Promise<void> {
    return this.mail.send(user.email, passwordChangedMail(this.site, { ...this.names(user), changedAt }));
  }

  private names(user: UserEntity): { lastName: string; firstName: string } {
    return { lastName: user.lastName, firstName: user.firstName };
  }
}
