import { useState } from 'react';
import type { FieldErrors } from '../utils/field-errors';

/**
 * The errors of a staff messages form and the count of its failed submits (the error summary takes the
 * focus on each one). `show` puts up what a check or the API found; none clears the errors.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  /** True when `found` holds any error: the submit failed and stops there. */
  const show = (found: FieldErrors): boolean => {
    setErrors(found);
    if (Object.keys(found).length === 0) return false;
    setFailedSubmits((n) => n + 1);
    return true;
  };
  return { errors, failedSubmits, show };
}
