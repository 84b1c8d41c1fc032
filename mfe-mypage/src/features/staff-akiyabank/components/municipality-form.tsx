import { useId, useState } from 'react';
import {
  PREFECTURES,
  STAFF_BANK_MUNICIPALITY_FIELDS,
  STAFF_BANK_MUNICIPALITY_LABELS,
  validateStaffBankMunicipality,
  type StaffBankMunicipalityValues,
} from '@akiya/contracts';
import { Button, ErrorSummary, FormField, fieldStyles } from '@akiya/shared-ui';
import { useCheckedSubmit } from '../hooks/use-checked-submit';
import styles from './staff-akiyabank.module.css';

type Field = keyof StaffBankMunicipalityValues;
type Errors = Partial<Record<Field, string>>;

export interface MunicipalityFormProps {
  /** The accessible name of the form. */
  label: string;
  initial: StaffBankMunicipalityValues;
  submitLabel: string;
  /** Sends the values; resolves to the API's error (or null when saved). */
  onSubmit: (values: StaffBankMunicipalityValues) => Promise<unknown | null>;
  /** After a save: the form of a new municipality empties itself. */
  resetOnSave?: boolean;
  onCancel?: () => void;
}

/**
 * A municipality of the bank as staff add or edit it: prefecture, name, the bank's name and terms,
 * the office contact. The contracts' rules run before sending and the API's messages land on their
 * fields; nothing typed is lost on an error.
 */
export function MunicipalityForm({ label, initial, submitLabel, onSubmit, resetOnSave = false, onCancel }: MunicipalityFormProps) {
  const prefix = useId();
  const fieldId = (f: Field) => `${prefix}-${f.replace(/_/g, '-')}`;
  const [values, setValues] = useState<StaffBankMunicipalityValues>(initial);
  const { errors, failure, attempt, busy, submit } = useCheckedSubmit<Errors>({
    check: () => validateStaffBankMunicipality(values),
    send: () => onSubmit(values),
    onSaved: () => {
      if (resetOnSave) setValues(initial);
    },
  });

  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));
  const items = STAFF_BANK_MUNICIPALITY_FIELDS.filter((f) => errors[f]).map((f) => ({
    key: f,
    label: STAFF_BANK_MUNICIPALITY_LABELS[f],
    message: errors[f] as string,
    fieldId: fieldId(f),
  }));
  const input = (f: Field, props: { required?: boolean; type?: string; hint?: string; autoComplete?: string } = {}) => (
    <FormField label={STAFF_BANK_MUNICIPALITY_LABELS[f]} id={fieldId(f)} required={props.required} hint={props.hint} error={errors[f]}>
      <input className={fieldStyles.input} type={props.type ?? 'text'} autoComplete={props.autoComplete ?? 'off'} value={values[f]} onChange={set(f)} />
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <ErrorSummary items={items} message={failure} focusKey={attempt} />
      <div className={styles.twoCols}>
        <FormField label={STAFF_BANK_MUNICIPALITY_LABELS.prefecture_code} id={fieldId('prefecture_code')} required hint="都道府県コード（01〜47）" error={errors.prefecture_code}>
          <select className={fieldStyles.select} value={values.prefecture_code} onChange={set('prefecture_code')}>
            <option value="">選択してください</option>
            {PREFECTURES.map((p) => (
              <option key={p.code} value={p.code}>
                {p.code} {p.name}
              </option>
            ))}
          </select>
        </FormField>
        {input('name', { required: true, hint: '例：真庭市' })}
      </div>
      {input('bank_name', { required: true, hint: '例：真庭市空き家情報バンク' })}
      <FormField label={STAFF_BANK_MUNICIPALITY_LABELS.terms} id={fieldId('terms')} required hint="段落の間は1行空けてください。物件ページにそのまま表示されます。" error={errors.terms}>
        <textarea className={fieldStyles.textarea} rows={6} value={values.terms} onChange={set('terms')} />
      </FormField>
      {input('office_name', { required: true, hint: '例：〇〇市 建設部 住宅政策課' })}
      <div className={styles.twoCols}>
        {input('office_phone', { required: true, type: 'tel', hint: '例：0867-42-1111' })}
        {input('office_email', { required: true, type: 'email' })}
      </div>
      {input('office_hours', { hint: '例：平日 8:30〜17:15' })}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} loadingText="保存中…">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            キャンセル
          </Button>
        ) : null}
      </div>
    </form>
  );
}
