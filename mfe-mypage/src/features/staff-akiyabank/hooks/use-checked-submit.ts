import { useState, type FormEvent } from 'react';
import { apiErrorMessage, toFormErrors } from '@akiya/shared-ui';

type FieldErrors = Partial<Record<string, string>>;

interface CheckedSubmit<E extends FieldErrors> {
  /** The contracts' rules on what is typed: an empty object when they pass. */
  check: () => E;
  /** Sends the form; resolves to the API's error, or null when saved. */
  send: () => Promise<unknown | null>;
  /** After a save. */
  onSaved: () => void;
  /** Whether the API's field messages will be shown on the form (else its message is shown above it). */
  showsOnFields?: (server: E) => boolean;
}

const anyField = (errors: FieldErrors) => Object.keys(errors).length > 0;

/**
 * The submit of a staff bank form: the contracts' rules first (errors on their fields, the summary
 * focused again each attempt), then the request; the API's messages land on their fields, or above
 * the form when none is a field's. Nothing typed is changed on an error.
 */
export function useCheckedSubmit<E extends FieldErrors>({ check, send, onSaved, showsOnFields = anyField }: CheckedSubmit<E>) {
  const [errors, setErrors] = useState<E>({} as E);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (anyField(found)) return setAttempt((n) => n + 1);
    setBusy(true);
    const error = await send();
    setBusy(false);
    if (error) {
      const server = toFormErrors(error) as E;
      setErrors(server);
      setFailure(showsOnFields(server) ? null : apiErrorMessage(error));
      return setAttempt((n) => n + 1);
    }
    onSaved();
  };

  return { errors, failure, attempt, busy, submit };
}
