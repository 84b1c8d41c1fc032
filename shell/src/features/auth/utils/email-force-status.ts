import { STORAGE_KEYS } from '@akiya/contracts';

/** Spec docs/product.md §4: values of localStorage `email-force-update-status`. */
export const EMAIL_FORCE_STATUS = { mailSent: 1, interrupted: 2, completed: 3 } as const;
export type EmailForceStatus = (typeof EMAIL_FORCE_STATUS)[keyof typeof EMAIL_FORCE_STATUS];

export function readEmailForceStatus(): EmailForceStatus | null {
  try {
    const n = Number(window.localStorage.getItem(STORAGE_KEYS.emailForceUpdateStatus));
    return n === 1 || n === 2 || n === 3 ? n : null;
  } catch {
    return null;
  }
}

export function writeEmailForceStatus(status: EmailForceStatus | null): void {
  try {
    if (status === null) window.localStorage.removeItem(STORAGE_KEYS.emailForceUpdateStatus);
    else window.localStorage.setItem(STORAGE_KEYS.emailForceUpdateStatus, String(status));
  } catch {
    // storage unavailable: the dialog still works for this page view
  }
}
