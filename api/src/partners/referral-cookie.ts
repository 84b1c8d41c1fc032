import { createHmac } from 'node:crypto';
import { REFERRAL_COOKIE, REFERRAL_DAYS } from '@akiya/contracts';
import type { FastifyRequest } from 'fastify';
import { safeEqual } from '../security/crypto';
import type { DataDirKey } from '../security/data-dir-key';

/** What a valid `akiya_ref` cookie says: the partner and when its link was followed. */
export interface ReferralCookieValue {
  partnerId: number;
  /** When /ref/{id} set the cookie (seconds since the epoch). */
  issuedAt: number;
}

const MAX_AGE_S = REFERRAL_DAYS * 24 * 60 * 60;
/** Clock difference between API instances that is tolerated for a cookie "from the future". */
const SKEW_S = 300;
const SHAPE = /^([1-9][0-9]{0,8})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signed referral cookie (docs/partners.md, "Referrals"): `<partnerId>.<issuedAt>.<mac>`, the mac
 * an HMAC-SHA256 over `referral:<partnerId>:<issuedAt>` with the app key
 * `<DATA_DIR>/secrets/referral.key`. Only /ref/{id} makes one; a value typed by hand, an unsigned id
 * (the old format), another partner's id under a valid mac, or a cookie older than REFERRAL_DAYS is
 * ignored: it credits nobody.
 */
export class ReferralCookie {
  constructor(private readonly key: DataDirKey) {}

  private mac(partnerId: number, issuedAt: number): string {
    return createHmac('sha256', this.key.get()).update(`referral:${partnerId}:${issuedAt}`).digest('base64url');
  }

  sign(partnerId: number, now: Date = new Date()): string {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return `${partnerId}.${issuedAt}.${this.mac(partnerId, issuedAt)}`;
  }

  /** The partner a cookie value names, when it is one this app signed and still valid; else null. */
  read(value: unknown, now: Date = new Date()): ReferralCookieValue | null {
    if (typeof value !== 'string') return null;
    const m = SHAPE.exec(value);
    if (!m) return null;
    const partnerId = Number(m[1]);
    const issuedAt = Number(m[2]);
    if (!safeEqual(this.mac(partnerId, issuedAt), m[3])) return null;
    const age = Math.floor(now.getTime() / 1000) - issuedAt;
    if (age < -SKEW_S || age > MAX_AGE_S) return null;
    return { partnerId, issuedAt };
  }

  /** The request's `akiya_ref` cookie, read as above. */
  fromRequest(request: FastifyRequest, now: Date = new Date()): ReferralCookieValue | null {
    return this.read(request.cookies?.[REFERRAL_COOKIE], now);
  }
}
