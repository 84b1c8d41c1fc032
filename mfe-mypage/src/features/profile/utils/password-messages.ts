import { MESSAGES } from '@akiya/contracts';

/**
 * Texts of the password change form that contracts does not hold yet (the lead may move them to
 * contracts MESSAGES).
 */
export const PASSWORD_TEXTS = {
  /** The confirmation does not match the new password. */
  mismatch: MESSAGES.passwordMismatch,
  /** After a successful change: every other session of the user was revoked (docs/accounts.md). */
  changed: 'パスワードを変更しました。ほかの端末やブラウザではログアウトされました。',
} as const;
