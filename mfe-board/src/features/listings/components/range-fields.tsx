import type { ReactNode } from 'react';
import { BOARD_TEXTS } from '../../../config/texts';
import styles from './search-params-fields.module.css';

/** A from–to range of the filter forms: its legend, the lower and the upper bound's param each with its label, the step. */
export interface RangeSpec<K extends string> {
  legend: string;
  from: { key: K; label: string };
  to: { key: K; label: string };
  step: number;
}

/** The price in 万円 (the search params'). */
export const PRICE_RANGE: RangeSpec<'price_from' | 'price_to'> = {
  legend: BOARD_TEXTS.priceRange,
  from: { key: 'price_from', label: BOARD_TEXTS.priceFrom },
  to: { key: 'price_to', label: BOARD_TEXTS.priceTo },
  step: 100,
};

/** The land area in ㎡ (the combined filters'). */
export const LAND_AREA_RANGE: RangeSpec<'land_area_from' | 'land_area_to'> = {
  legend: BOARD_TEXTS.landAreaGroup,
  from: { key: 'land_area_from', label: BOARD_TEXTS.landAreaFrom },
  to: { key: 'land_area_to', label: BOARD_TEXTS.landAreaTo },
  step: 10,
};

interface RangeFieldsProps<K extends string> {
  /** The form's `useId()`: each input is `${id}-${key}`, its error `${id}-${key}-error`. */
  id: string;
  range: RangeSpec<K>;
  values: Record<K, string>;
  errors: Partial<Record<K, string | undefined>>;
  onChange: (key: K, value: string) => void;
  /** What follows the inputs inside the fieldset (e.g. a check box). */
  children?: ReactNode;
}

/**
 * A fieldset of a from–to pair of number inputs (price in 万円, land area in ㎡) under its legend, with
 * the separator between them and each bound's error below.
 */
export function RangeFields<K extends string>({ id, range, values, errors, onChange, children }: RangeFieldsProps<K>) {
  const { legend, from, to, step } = range;
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
    <fieldset className={styles.group}>
      <legend className={styles.label}>{legend}</legend>
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
      {children}
    </fieldset>
  );
}
