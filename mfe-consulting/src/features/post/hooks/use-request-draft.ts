import { useCallback, useEffect, useRef, useState } from 'react';
import { CONSULTING_DRAFT_KEY, CONSULTING_MESSAGES, emptyConsultingRequest, type ConsultingRequestValues } from '@akiya/contracts';

interface RequestDraft {
  values: ConsultingRequestValues;
  /** One per request: a re-sent form (after a failure or a login) makes no second request. */
  clientId: string;
}

const AUTOSAVE_MS = 300;

function newClientId(): string {
  return `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

function load(): RequestDraft | null {
  try {
    const raw = localStorage.getItem(CONSULTING_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<RequestDraft>;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.clientId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(parsed.clientId)) return null;
    const values = { ...emptyConsultingRequest() };
    for (const k of Object.keys(values) as (keyof ConsultingRequestValues)[]) {
      const v = (parsed.values as Record<string, unknown> | undefined)?.[k];
      if (typeof v === 'string') values[k] = v;
    }
    return { values, clientId: parsed.clientId };
  } catch {
    return null;
  }
}

/**
 * The request form's draft, kept like the board's /post: the text fields in local storage (read once
 * when the form mounts, saved shortly after each change), so a reload, a login in between or a failed
 * submit loses nothing typed. Files are not kept (the form says so).
 */
export function useRequestDraft() {
  const [stored] = useState(load);
  const [draft, setDraft] = useState<RequestDraft>(() => stored ?? { values: emptyConsultingRequest(), clientId: newClientId() });
  const notice = stored ? CONSULTING_MESSAGES.draftRestored : null;

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(CONSULTING_DRAFT_KEY, JSON.stringify(draft));
      } catch {
        // storage unavailable: the form still works
      }
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const setValue = useCallback(<K extends keyof ConsultingRequestValues>(name: K, value: ConsultingRequestValues[K]) => {
    setDraft((d) => ({ ...d, values: { ...d.values, [name]: value } }));
  }, []);

  /** After a successful submission: the draft goes; the next request gets a new clientId. */
  const clear = useCallback(() => {
    try {
      localStorage.removeItem(CONSULTING_DRAFT_KEY);
    } catch {
      // ignore
    }
    first.current = true;
    setDraft({ values: emptyConsultingRequest(), clientId: newClientId() });
  }, []);

  return { values: draft.values, clientId: draft.clientId, setValue, clear, notice };
}
