import { useEffect, useRef } from 'react';
import { describeApiError } from '@akiya/shared-ui';

type TokenAnswer<T> = { data: T } | { error: unknown };

/** How the API answered a mailed link's token: accepted, not (or no longer) valid, or failed otherwise. */
export type MailedTokenOutcome<T> = { kind: 'ok'; data: T } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/**
 * Posts the token of a mailed link (address verification, forced email update) once per token: the
 * effect runs again on re-renders and twice in development, and a token is spent on its first use.
 * An unknown token (verify-token-not-exist) or a malformed one (400) is `invalid`; any other failure
 * keeps its message.
 */
export function useMailedToken<T>(token: string | null, post: (token: string) => Promise<TokenAnswer<T>>, onOutcome: (outcome: MailedTokenOutcome<T>) => void) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void post(token).then((answer) => {
      if ('error' in answer) {
        const failure = describeApiError(answer.error);
        const invalid = failure.code === 'verify-token-not-exist' || failure.status === 400;
        onOutcome(invalid ? { kind: 'invalid' } : { kind: 'failed', message: failure.message });
      } else {
        onOutcome({ kind: 'ok', data: answer.data });
      }
    });
  }, [token, post, onOutcome]);
}
