import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { DataDirKey } from '../security/data-dir-key';
import { ReferralCookie } from './referral-cookie';

describe('ReferralCookie (the signed akiya_ref)', () => {
  let dir: string;
  let cookie: ReferralCookie;
  const now = new Date('2026-11-20T00:00:00Z');
  const day = 24 * 60 * 60 * 1000;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'referral-key-'));
    cookie = new ReferralCookie(new DataDirKey(dir, 'referral.key'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads back what it signed: the partner and when the link was followed', () => {
    const value = cookie.sign(12, now);
    expect(value).toMatch(/^12\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(cookie.read(value, now)).toEqual({ partnerId: 12, issuedAt: now.getTime() / 1000 });
    const req = { cookies: { akiya_ref: value } } as unknown as FastifyRequest;
    expect(cookie.fromRequest(req, now)?.partnerId).toBe(12);
  });

  it('ignores a forged value: a bare id, another id or time under a valid mac, a changed mac, garbage', () => {
    const value = cookie.sign(12, now);
    const [, issued, mac] = value.split('.');
    const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    for (const forged of ['12', '1', `13.${issued}.${mac}`, `12.${Number(issued) - 1}.${mac}`, `12.${issued}.${flipped}`, `${value}x`, '', undefined, 12]) {
      expect(cookie.read(forged, now)).toBeNull();
    }
  });

  it('ignores a cookie signed with another key (another installation)', () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'referral-key-'));
    try {
      const other = new ReferralCookie(new DataDirKey(otherDir, 'referral.key'));
      expect(cookie.read(other.sign(12, now), now)).toBeNull();
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('expires after REFERRAL_DAYS (30) and refuses one from the future', () => {
    const value = cookie.sign(12, now);
    expect(cookie.read(value, new Date(now.getTime() + 30 * day))).not.toBeNull();
    expect(cookie.read(value, new Date(now.getTime() + 30 * day + 1000))).toBeNull();
    expect(cookie.read(value, new Date(now.getTime() - day))).toBeNull();
  });

  it('is checked by every instance sharing DATA_DIR (one key file)', () => {
    const value = cookie.sign(12, now);
    const second = new ReferralCookie(new DataDirKey(dir, 'referral.key'));
    expect(second.read(value, now)?.partnerId).toBe(12);
  });
});
