import { useId, useState } from 'react';
import { describeApiError, type ErrorSummaryItem } from '@akiya/shared-ui';
import { withFieldIds } from '../utils/profile-fields';

type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The state of a small account form (the password, the address change, the withdrawal): the values
 * (one per label, empty at first), each field's error, the error summary (docs/product.md §8: one
 * bullet per field, first message) and a failure message. `check` gives the form's own errors for some values; a field marked in
 * error is re-checked while it is corrected. `field(key)` binds a TextField to a field; the summary's
 * items link to those fields.
 */
export function useCheckedForm<K extends string>(labels: Record<K, string>, check: (values: Record<K, string>) => FieldErrors<K>) {
  const idPrefix = useId();
  /** Every field empty: the form's start, and what `reset` puts back once it is sent. */
  const empty = () => Object.fromEntries(Object.keys(labels).map((k) => [k, ''])) as Record<K, string>;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusSummary, setFocusSummary] = useState(0);

  const set = (key: K, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[key]) setErrors((e) => ({ ...e, [key]: check(next)[key] }));
  };

  /** Marks the fields, lists them in the summary (by default in form order) and moves the focus to it. */
  const showErrors = (found: FieldErrors<K>, message: string | null, items?: ErrorSummaryItem[]) => {
    setErrors(found);
    setSummary(items ?? (Object.keys(labels) as K[]).filter((k) => found[k]).map((k) => ({ key: k, label: labels[k], message: found[k] as string })));
    setFailure(message);
    setFocusSummary((n) => n + 1);
  };

  /** Checks the values before sending: false (and the errors shown) when any field is wrong. */
  const validate = (): boolean => {
    setFailure(null);
    const found = check(values);
    if (Object.keys(found).length > 0) {
      showErrors(found, null);
      return false;
    }
    setErrors({});
    setSummary([]);
    return true;
  };

  /** The API refused: whatever was typed stays; only the fields the server named are marked, else its message is shown. */
  const showRefusal = (error: unknown) => {
    const failed = describeApiError(error);
    const fields: FieldErrors<K> = {};
    for (const key of Object.keys(labels) as K[]) if (failed.fields[key]) fields[key] = failed.fields[key];
    showErrors(fields, Object.keys(fields).length > 0 ? null : failed.message);
  };

  /** A TextField's props for `key`: its id (the summary links to it), name, label, value, error and setter. */
  const field = (key: K) => ({
    id: `${idPrefix}-${key}`,
    name: key,
    label: labels[key],
    value: values[key],
    error: errors[key],
    onValue: (value: string) => set(key, value),
  });

  const reset = () => setValues(empty());

  return { values, reset, errors, summary: withFieldIds(summary, idPrefix), failure, focusSummary, set, field, showErrors, validate, showRefusal };
}
