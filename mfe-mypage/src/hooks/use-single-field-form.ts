import { useId, useState, type FormEvent } from 'react';
import { describeApiError, type ErrorSummaryItem } from '@akiya/shared-ui';

interface SingleFieldFormOptions {
  /** The API's name of the field (its errors come back under it). */
  name: string;
  /** The field's label, as the error summary names it. */
  label: string;
  /** The contracts' rule for the value: its message, or null when fine. */
  validate: (value: string) => string | null;
  /** Sends the trimmed value (throws the API's error) and resolves to the message to show when done. */
  send: (value: string) => Promise<string>;
  onDone: (message: string) => void;
}

/**
 * A form of one text field checked with the API's own rules (the staff inbox reply, an account's
 * disable/enable reason): the error on the field and in the summary, which takes focus on each failed
 * submit; any other failure as the summary's message; what was typed stays until it is saved.
 */
export function useSingleFieldForm({ name, label, validate, send, onDone }: SingleFieldFormOptions) {
  const fieldId = `${useId()}-${name}`;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState(0);

  const fail = (fieldError: string | null, message: string | null) => {
    setError(fieldError);
    setSummary(fieldError ? [{ key: name, label, message: fieldError, fieldId }] : []);
    setFailure(fieldError ? null : message);
    setFocusKey((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(value);
    if (found) {
      fail(found, null);
      return;
    }
    setError(null);
    setSummary([]);
    setFailure(null);
    try {
      const message = await send(value.trim());
      setValue('');
      onDone(message);
    } catch (caught) {
      const failed = describeApiError(caught);
      fail(failed.fields[name] ?? null, failed.message);
    }
  };

  const onValue = (next: string) => {
    setValue(next);
    if (error) setError(validate(next));
  };

  return { fieldId, value, error, onValue, submit, summary: { items: summary, message: failure, focusKey } };
}
