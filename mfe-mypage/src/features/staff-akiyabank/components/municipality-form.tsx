import { useId, useState } from 'react';
import {
  BANK_PROFILE_INPUT_ROWS,
  PREFECTURES,
  STAFF_BANK_MUNICIPALITY_FIELDS,
  STAFF_BANK_MUNICIPALITY_LABELS,
  validateStaffBankMunicipality,
  type BankProfileInput,
  type StaffBankMunicipalityValues,
} from '@akiya/contracts';
import { Button, ErrorSummary, FormField, TextField, fieldStyles } from '@akiya/shared-ui';
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
  const input = ({ field, ...props }: Omit<BankProfileInput, 'field'> & { field: Field }) => (
    <TextField key={field} {...props} label={STAFF_BANK_MUNICIPALITY_LABELS[field]} id={fieldId(field)} autoComplete="off" value={values[field]} onValue={(value) => setValues((v) => ({ ...v, [field]: value }))} error={errors[field]} />
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
        {input({ field: 'name', required: true, hint: '例：真庭市' })}
      </div>
      {input({ field: 'bank_name', required: true, hint: '例：真庭市空き家情報バンク' })}
      {BANK_PROFILE_INPUT_ROWS.map((row) => (row.length > 1 ? <div key={row[0].field} className={styles.twoCols}>{row.map(input)}</div> : input(row[0])))}
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
