import { fieldStyles, FormField } from '@akiya/shared-ui';

interface ChoiceFilterProps<V extends string> {
  label: string;
  /** The field's name in the form's GET query (where the form has one). */
  name?: string;
  /** The first option, value '': no filter. */
  allLabel: string;
  choices: readonly V[];
  labels: Record<V, string>;
  value: V | '';
  onValue: (value: V | '') => void;
}

/** A labelled select that narrows a list to one of `choices`, or to all of them. */
export function ChoiceFilter<V extends string>({ label, name, allLabel, choices, labels, value, onValue }: ChoiceFilterProps<V>) {
  return (
    <FormField label={label}>
      <select name={name} className={fieldStyles.select} value={value} onChange={(e) => onValue(e.target.value as V | '')}>
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </FormField>
  );
}
