import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styles from './form-field.module.css';

/** The props FormField puts on its control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  /** The visible label (a <label for> the control, or the <legend> of a group). */
  label: ReactNode;
  /** The control's id; also the target of the error summary's link. Default a generated one. */
  id?: string;
  /** Shows the 必須 mark and sets aria-required on the control. */
  required?: boolean;
  /** Help text under the label, read out with the control. */
  hint?: ReactNode;
  /** The field's error(s); each is a line under the hint. Falsy or [] when valid. */
  error?: string | readonly string[] | null;
  /**
   * 'group' renders a <fieldset> with a <legend> for radio buttons / checkboxes; the ids go on the
   * fieldset (the control is then the group).
   */
  as?: 'field' | 'group';
  /** Announce the error lines as they appear (role="alert"), for errors shown while typing or on blur. */
  alertErrors?: boolean;
  className?: string;
  /**
   * The control: a render function given the props, or one element that gets them merged in. A
   * group takes any content (its radio buttons / checkboxes).
   */
  children: ((control: FieldControlProps) => ReactNode) | ReactNode;
}

/**
 * The error line(s) of a field on their own, for a control FormField does not lay out (a single
 * checkbox whose label follows it). Give the control `aria-describedby={id}` and `aria-invalid`.
 */
export function FieldError({ id, error, alert = false }: { id: string; error?: string | readonly string[] | null; alert?: boolean }) {
  const errors = (Array.isArray(error) ? error : error ? [error] : []).filter((e): e is string => !!e);
  if (errors.length === 0) return null;
  return (
    <div id={id} className={styles.error} role={alert ? 'alert' : undefined}>
      {errors.map((message, i) => (
        <p key={`${i}-${message}`} className={styles.errorLine}>
          {message}
        </p>
      ))}
    </div>
  );
}

/** The required mark the forms show next to a label. */
export function RequiredMark() {
  return <span className={styles.required}>必須</span>;
}

/**
 * One form field: label (with the 必須 mark), optional hint, error line(s), and the control wired
 * with `id`, `aria-describedby` (hint + error ids) and `aria-invalid`.
 */
export function FormField({
  label,
  id,
  required = false,
  hint,
  error,
  as = 'field',
  alertErrors = false,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errors = (Array.isArray(error) ? error : error ? [error] : []).filter((e): e is string => !!e);
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = errors.length > 0 ? `${controlId}-error` : undefined;
  const own = isValidElement(children) ? (children.props as { 'aria-describedby'?: string })['aria-describedby'] : undefined;
  const describedBy = [hintId, errorId, own].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    ...(errors.length > 0 ? { 'aria-invalid': true as const } : {}),
    ...(required && as === 'field' ? { 'aria-required': true as const } : {}),
  };
  const mark = required ? <RequiredMark /> : null;
  const hintLine = hint ? (
    <p id={hintId} className={styles.hint}>
      {hint}
    </p>
  ) : null;
  const errorLines = errorId ? <FieldError id={errorId} error={errors} alert={alertErrors} /> : null;

  if (as === 'group') {
    return (
      <fieldset
        className={[styles.field, styles.group, className].filter(Boolean).join(' ')}
        id={controlId}
        aria-describedby={describedBy}
        aria-invalid={errors.length > 0 ? true : undefined}
        tabIndex={-1}
      >
        <legend className={styles.label}>
          {label}
          {mark}
        </legend>
        {hintLine}
        {errorLines}
        {typeof children === 'function' ? children({ id: `${controlId}-control` }) : children}
      </fieldset>
    );
  }

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {mark}
      </label>
      {hintLine}
      {errorLines}
      {typeof children === 'function'
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children as ReactElement<Partial<FieldControlProps>>, control)
          : children}
    </div>
  );
}

/** Class names of the shared control look (text inputs, selects, textareas, checkboxes). */
export const fieldStyles = {
  input: styles.input,
  textarea: `${styles.input} ${styles.textarea}`,
  select: `${styles.input} ${styles.select}`,
  check: styles.check,
  option: styles.option,
  optionSelected: `${styles.option} ${styles.selected}`,
};
