import { BOARD_TEXTS } from '../../../config/texts';
import styles from './search-params-fields.module.css';

interface RangeFieldsProps<K extends string> {
  /** The form's `useId()`: each input is `${id}-${key}`, its error `${id}-${key}-error`. */
  id: string;
  /** The lower and the upper bound's param, each with its label. */
  from: { key: K; label: string };
  to: { key: K; label: string };
  values: Record<K, string>;
  errors: Partial<Record<K, string | undefined>>;
  step: number;
  onChange: (key: K, value: string) => void;
}

/**
 * A from–to pair of number inputs (price in 万円, land area in ㎡) with the separator between them and
 * each bound's error below, for the fieldset the caller gives its legend.
 */
export function RangeFields<K extends string>({ id, from, to, values, errors, step, onChange }: RangeFieldsProps<K>) {
  const input = ({ key, label }: { key: K; label: string }) => (
    <div className={styles.priceField}>
      <label htmlFor={`${id}-${key}`} className={styles.smallLabel}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        name={key}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={0}
        step={step}
        value={values[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(e) => onChange(key, e.target.value.trim())}
      />
    </div>
  );
  return (
    <>
      <div className={styles.priceRow}>
        {input(from)}
        <span className={styles.separator} aria-hidden="true">
          {BOARD_TEXTS.priceRangeSeparator}
        </span>
        {input(to)}
      </div>
      {[from.key, to.key].map((key) =>
        errors[key] ? (
          <p key={key} id={`${id}-${key}-error`} className={styles.error} role="alert">
            {errors[key]}
          </p>
        ) : null,
      )}
    </>
  );
}
