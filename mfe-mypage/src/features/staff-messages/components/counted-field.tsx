import { codePointLength } from '@akiya/contracts';
import { TextField, type TextFieldProps } from '@akiya/shared-ui';
import { STAFF_MESSAGE_TEXTS as T } from '../staff-message-texts';

/** A required field of a staff message with the 「n / max文字」 counter of what is typed (code points, like the API). */
export function CountedField({ max, value, ...props }: Omit<TextFieldProps, 'counter' | 'required'> & { max: number }) {
  return <TextField {...props} required counter={T.counter(codePointLength(value), max)} value={value} />;
}
