import { useEffect, useState } from 'react';
import type { CheckEmailMessage } from '@akiya/contracts';
import { useCheckEmailExistsMutation } from '../api/accounts-api';

/** Wait after the last keystroke before asking the server (brief: 500 ms). */
export const EMAIL_CHECK_DEBOUNCE_MS = 500;

export type EmailCheckStatus = 'idle' | 'checking' | 'free' | 'taken' | 'error';

export interface EmailCheck {
  status: EmailCheckStatus;
  /** Why the address is not free (status 'taken'). */
  reason: CheckEmailMessage | null;
}

interface Result {
  email: string;
  status: 'free' | 'taken' | 'error';
  reason: CheckEmailMessage | null;
}

/**
 * Debounced POST /api/user/check-email-exists for `email` while `enabled` (the caller enables it
 * once the address passes the format rules). The answer is tied to the address it was asked for, so
 * a stale answer never judges a newer value.
 */
export function useEmailCheck(email: string, enabled: boolean): EmailCheck {
  const [check] = useCheckEmailExistsMutation();
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const answer = await check({ email });
      if (cancelled) return;
      if ('error' in answer) {
        setResult({ email, status: 'error', reason: null });
      } else if (answer.data.success) {
        setResult({ email, status: 'free', reason: null });
      } else {
        setResult({ email, status: 'taken', reason: answer.data.message ?? 'email-exists' });
      }
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [email, enabled, check]);

  if (!enabled) return { status: 'idle', reason: null };
  if (!result || result.email !== email) return { status: 'checking', reason: null };
  return { status: result.status, reason: result.reason };
}
