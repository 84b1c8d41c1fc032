import { useCallback, useState } from 'react';
import { newClientId } from '../utils/client-id';

export interface Draft {
  body: string;
  /** Generated once per draft; kept across retries and reloads, replaced only after a successful send. */
  clientId: string;
}

function read(key: string): Draft {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw) {
      const v = JSON.parse(raw) as Partial<Draft>;
      if (typeof v.body === 'string' && typeof v.clientId === 'string' && v.clientId) {
        return { body: v.body, clientId: v.clientId };
      }
    }
  } catch {
    // Unreadable storage: start a new draft.
  }
  return { body: '', clientId: newClientId() };
}

function write(key: string, draft: Draft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Without storage the draft lasts until the page is left.
  }
}

/**
 * A text draft kept in sessionStorage under `key` (survives a reload) with its clientId. `reset`
 * after a successful send starts a new draft with a new clientId.
 */
export function useDraft(key: string) {
  const [draft, setDraft] = useState<Draft>(() => read(key));
  const [forKey, setForKey] = useState(key);
  let current = draft;
  if (forKey !== key) {
    current = read(key);
    setForKey(key);
    setDraft(current);
  }

  const setBody = useCallback(
    (body: string) => {
      setDraft((d) => {
        const next = { ...d, body };
        write(key, next);
        return next;
      });
    },
    [key],
  );

  const reset = useCallback(() => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // ignore
    }
    setDraft({ body: '', clientId: newClientId() });
  }, [key]);

  return { draft: current, setBody, reset };
}
