import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 32-byte token, base64url (43 characters): session cookies, CSRF cookies, mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What randomToken() produces; anything else is refused before any lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** SHA-256 hex: what is stored for a session or mailed token (never the token itself). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
