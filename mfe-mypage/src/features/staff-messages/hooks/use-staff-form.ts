import { useId, useState } from 'react';
import type { FieldErrors } from '../utils/field-errors';

/**
 * The state of a staff messages form whose fields are named by `labels`: the values (empty at first),
 * the errors and the count of its failed submits (the error summary takes the focus on each one).
 * `show` puts up what a check or the API found; none clears the errors. `field(key, busy)` binds a
 * field (read-only while busy); `state` is what StaffMessageForm needs for its summary.
 */
export function useStaffForm<K extends string>(labels: Record<K, string>) {
  const id = useId();
  const keys = Object.keys(labels) as K[];
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const fields = Object.fromEntries(keys.map((k) => [k, { label: labels[k], id: `${id}-${k}` }])) as Record<K, { label: string; id: string }>;

  /** True when `found` holds any error: the submit failed and stops there. */
  const show = (found: FieldErrors): boolean => {
    setErrors(found);
    if (Object.keys(found).length === 0) return false;
    setFailedSubmits((n) => n + 1);
    return true;
  };

  /** Empties the fields `cleared` (once what they held is sent). */
  const clear = (...cleared: K[]) => setValues((v) => ({ ...v, ...Object.fromEntries(cleared.map((k) => [k, ''])) }));

  const field = (key: K, busy: boolean) => ({
    id: fields[key].id,
    label: labels[key],
    value: values[key],
    onValue: (value: string) => setValues((v) => ({ ...v, [key]: value })),
    error: errors[key],
    readOnly: busy,
  });

  return { values, show, clear, field, state: { fields, errors, failedSubmits } };
}
