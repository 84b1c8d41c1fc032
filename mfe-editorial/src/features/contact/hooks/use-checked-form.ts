import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { MESSAGES, validateFields, type Rule } from '@akiya/contracts';
import { readApiError } from '@akiya/shared-ui';
import { serverFieldErrors, type SummaryItem } from '../utils/field-errors';

export interface CheckedForm<V> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: Partial<Record<keyof V, string>>;
  summary: SummaryItem[];
  /** A message when the server failed without field errors. */
  failure: string | null;
  summaryRef: React.RefObject<HTMLDivElement | null>;
  /** Sets one field; a field already in error is checked again at once. */
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** Runs every rule: true when valid; otherwise shows the summary (first message per field) and focuses it. */
  check: () => boolean;
  /** Shows what the server refused (per-field errors, or its message). Nothing typed is lost. */
  showServerError: (error: unknown) => void;
}

/**
 * The state of a form checked by contracts rules (the server runs the same ones): values, per-field
 * errors, the '入力エラーがあります。' summary and its focus, and the server's refusal.
 */
export function useCheckedForm<V extends object>(
  initial: V,
  rules: Partial<Record<keyof V & string, Rule[]>>,
  labels: Record<keyof V & string, string>,
): CheckedForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusSummary, setFocusSummary] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const keys = Object.keys(labels) as (keyof V & string)[];

  useEffect(() => {
    if (focusSummary > 0) summaryRef.current?.focus();
  }, [focusSummary]);

  const validate = (v: V, only?: keyof V & string) =>
    validateFields<V>(v, (only ? { [only]: rules[only] ?? [] } : rules) as Partial<Record<keyof V, Rule[]>>);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[key]) setErrors((e) => ({ ...e, [key]: validate(next, key as keyof V & string)[key] }));
  };

  const check = (): boolean => {
    setFailure(null);
    const found = validate(values);
    const items = keys.filter((k) => found[k]).map((k) => ({ key: k, label: labels[k], message: found[k] as string }));
    if (items.length > 0) {
      setErrors(found);
      setSummary(items);
      setFocusSummary((n) => n + 1);
      return false;
    }
    setErrors({});
    setSummary([]);
    return true;
  };

  const showServerError = (error: unknown) => {
    const body = readApiError(error);
    const server = serverFieldErrors(body, labels);
    const fieldErrors: Partial<Record<keyof V, string>> = {};
    for (const item of server) if (item.key in labels) fieldErrors[item.key as keyof V] = item.message;
    setErrors(fieldErrors);
    setSummary(server);
    setFailure(server.length > 0 ? null : (body?.message ?? MESSAGES.serverError));
    setFocusSummary((n) => n + 1);
  };

  return { values, setValues, errors, summary, failure, summaryRef, set, check, showServerError };
}
