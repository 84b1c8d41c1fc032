import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateFields, type Rule } from '@akiya/contracts';
import { apiErrorMessage, toFormErrors, type ErrorSummaryItem } from '@akiya/shared-ui';

export interface CheckedForm<V> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: Partial<Record<keyof V, string>>;
  /** The lines of the error summary (first message per field, linked to the field). */
  summary: ErrorSummaryItem[];
  /** A message when the server failed without field errors. */
  failure: string | null;
  /** Grows on every failed submit: the ErrorSummary's focusKey. */
  attempt: number;
  /** The id of a field's control (`{idPrefix}-{key}`), the target of its summary link. */
  fieldId: (key: keyof V & string) => string;
  /** Sets one field; a field already in error is checked again at once. */
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** Runs every rule: true when valid; otherwise shows the summary (first message per field) and focuses it. */
  check: () => boolean;
  /** Shows what the server refused (per-field errors, or its message). Nothing typed is lost. */
  showServerError: (error: unknown) => void;
  /**
   * The submit handler: checks the rules, sends (`send` resolves with the API's answer, or throws its
   * error), then goes to the answer's `redirect` or `finishPath`; a refusal is shown with nothing lost.
   */
  submitWith: (send: () => Promise<{ redirect?: string | null }>, finishPath: string) => (event: FormEvent) => Promise<void>;
}

/**
 * The state of a form checked by contracts rules (the server runs the same ones): values, per-field
 * errors, the '入力エラーがあります。' summary and its focus, and the server's refusal.
 */
export function useCheckedForm<V extends object>(
  initial: V,
  rules: Partial<Record<keyof V & string, Rule[]>>,
  labels: Record<keyof V & string, string>,
  idPrefix: string,
): CheckedForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const keys = Object.keys(labels) as (keyof V & string)[];
  const fieldId = (key: keyof V & string) => `${idPrefix}-${key}`;

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
    const items = keys
      .filter((k) => found[k])
      .map((k) => ({ key: k, label: labels[k], message: found[k] as string, fieldId: fieldId(k) }));
    if (items.length > 0) {
      setErrors(found);
      setSummary(items);
      setAttempt((n) => n + 1);
      return false;
    }
    setErrors({});
    setSummary([]);
    return true;
  };

  const showServerError = (error: unknown) => {
    const fields = toFormErrors(error);
    const known = (key: string): key is keyof V & string => key in labels;
    const server = Object.entries(fields).map(([key, message]) =>
      known(key) ? { key, label: labels[key], message, fieldId: fieldId(key) } : { key, label: null, message },
    );
    const fieldErrors: Partial<Record<keyof V, string>> = {};
    for (const [key, message] of Object.entries(fields)) if (known(key)) fieldErrors[key] = message;
    setErrors(fieldErrors);
    setSummary(server);
    setFailure(server.length > 0 ? null : apiErrorMessage(error));
    setAttempt((n) => n + 1);
  };

  const navigate = useNavigate();
  const submitWith =
    (send: () => Promise<{ redirect?: string | null }>, finishPath: string) =>
    async (event: FormEvent): Promise<void> => {
      event.preventDefault();
      if (!check()) return;
      try {
        const result = await send();
        navigate(result.redirect || finishPath);
      } catch (error) {
        showServerError(error);
      }
    };

  return { values, setValues, errors, summary, failure, attempt, fieldId, set, check, showServerError, submitWith };
}
