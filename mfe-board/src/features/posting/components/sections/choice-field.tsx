import type { PostingValues } from '@akiya/contracts';
import { FormField, fieldStyles } from '@akiya/shared-ui';
import { optionalLabel } from '../optional-label';
import type { SectionProps } from './section';

/** The posting values held as text (a select writes its option's text). */
type TextName = { [K in keyof PostingValues]: PostingValues[K] extends string ? K : never }[keyof PostingValues];

/** An optional select of the posting form: "選択してください" (not stated) first, then the options as they read. */
export function ChoiceField({ name, label, options, values, errors, setValue, disabled }: SectionProps & { name: TextName; label: string; options: readonly string[] }) {
  return (
    <FormField id={`post-${name}`} label={optionalLabel(label)} error={errors[name]}>
      <select className={fieldStyles.select} name={name} value={values[name] as string} onChange={(e) => setValue(name, e.target.value)} disabled={disabled}>
        <option value="">選択してください</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </FormField>
  );
}
