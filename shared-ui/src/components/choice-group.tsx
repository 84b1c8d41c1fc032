import type { ReactNode } from 'react';
import { FormField, fieldStyles } from './form-field';
import styles from './choice-group.module.css';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** A line under the label (the 'card' look). */
  description?: ReactNode;
  disabled?: boolean;
}

interface GroupProps {
  /** The <legend> of the group. */
  label: ReactNode;
  /** The `name` of the inputs. */
  name: string;
  options: readonly ChoiceOption[];
  /** The fieldset's id: the error summary links to it. Default a generated one. */
  id?: string;
  error?: string | readonly string[] | null;
  hint?: ReactNode;
  required?: boolean;
  alertErrors?: boolean;
  disabled?: boolean;
  /** 'inline': boxes in a wrapping row; 'list': one per line; 'card': bordered options, the chosen one marked. */
  look?: 'inline' | 'list' | 'card';
  className?: string;
}

export interface RadioGroupProps extends GroupProps {
  value: string;
  onValue: (value: string) => void;
}

export interface CheckboxGroupProps extends GroupProps {
  value: readonly string[];
  onValue: (value: string[]) => void;
}

function Choices({
  type,
  name,
  options,
  isChecked,
  onToggle,
  disabled,
  look,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  options: readonly ChoiceOption[];
  isChecked: (value: string) => boolean;
  onToggle: (value: string, checked: boolean) => void;
  disabled?: boolean;
  look: 'inline' | 'list' | 'card';
}) {
  return (
    <div className={styles[look]}>
      {options.map((option) => {
        const checked = isChecked(option.value);
        const className = look === 'card' ? (checked ? fieldStyles.optionSelected : fieldStyles.option) : fieldStyles.check;
        return (
          <label key={option.value} className={className}>
            <input
              type={type}
              name={name}
              value={option.value}
              checked={checked}
              disabled={disabled || option.disabled}
              onChange={(e) => onToggle(option.value, e.target.checked)}
            />
            {option.description ? (
              <span className={styles.text}>
                <span className={styles.label}>{option.label}</span>
                <span className={styles.description}>{option.description}</span>
              </span>
            ) : (
              option.label
            )}
          </label>
        );
      })}
    </div>
  );
}

/**
 * Radio buttons in a <fieldset>/<legend> (FormField as="group"): hint and errors on the fieldset,
 * arrow keys move between the options (native radios of one name).
 */
export function RadioGroup({ label, name, options, value, onValue, id, error, hint, required, alertErrors, disabled, look = 'inline', className }: RadioGroupProps) {
  return (
    <FormField as="group" label={label} id={id} error={error} hint={hint} required={required} alertErrors={alertErrors} className={className}>
      <Choices type="radio" name={name} options={options} isChecked={(v) => v === value} onToggle={(v) => onValue(v)} disabled={disabled} look={look} />
    </FormField>
  );
}

/** Checkboxes in a <fieldset>/<legend>: `value` is the checked values, in the options' order. */
export function CheckboxGroup({ label, name, options, value, onValue, id, error, hint, required, alertErrors, disabled, look = 'inline', className }: CheckboxGroupProps) {
  const toggle = (v: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(v);
    else next.delete(v);
    onValue(options.map((o) => o.value).filter((o) => next.has(o)));
  };
  return (
    <FormField as="group" label={label} id={id} error={error} hint={hint} required={required} alertErrors={alertErrors} className={className}>
      <Choices type="checkbox" name={name} options={options} isChecked={(v) => value.includes(v)} onToggle={toggle} disabled={disabled} look={look} />
    </FormField>
  );
}
