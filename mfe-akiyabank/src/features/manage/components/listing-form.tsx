import { useState, type FormEvent } from 'react';
import {
  BANK_DEAL_TYPES,
  BANK_DEAL_TYPE_LABELS,
  BANK_LISTING_FIELD_LABELS,
  orderedBankListingErrors,
  validateBankListing,
  type BankListingErrors,
  type BankListingValues,
} from '@akiya/contracts';
import { Button, ErrorSummary, FormField, apiErrorMessage, fieldStyles, toFormErrors } from '@akiya/shared-ui';
import styles from './manage.module.css';

const fieldId = (f: keyof BankListingValues) => `bank-${f.replace(/_/g, '-')}`;

interface ListingFormProps {
  initial: BankListingValues;
  submitLabel: string;
  /** Sends the values; resolves to the server's per-field errors (empty when saved) or a failure message. */
  onSubmit: (values: BankListingValues) => Promise<{ errors: BankListingErrors; message?: string | null }>;
}

/** What the form shows when the API refused to save: the fields it named, else its message. */
export function saveFailure(error: unknown): { errors: BankListingErrors; message: string | null } {
  const errors = toFormErrors(error);
  return { errors, message: Object.keys(errors).length > 0 ? null : apiErrorMessage(error) };
}

/** The listing form: every rule of contracts checked before sending, the server's answer shown the same way. */
export function ListingForm({ initial, submitLabel, onSubmit }: ListingFormProps) {
  const [values, setValues] = useState<BankListingValues>(initial);
  const [errors, setErrors] = useState<BankListingErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof BankListingValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const land = values.land_or_building === 'land';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateBankListing(values);
    if (land) {
      delete found.building_area;
      delete found.built_year;
      delete found.layout;
    }
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    const result = await onSubmit(values);
    setBusy(false);
    setErrors(result.errors);
    setFailure(result.message ?? null);
    if (Object.keys(result.errors).length > 0 || result.message) setAttempt((n) => n + 1);
  };

  const items = orderedBankListingErrors(errors).map(({ field, message }) => ({
    key: field,
    label: BANK_LISTING_FIELD_LABELS[field],
    message,
    fieldId: fieldId(field),
  }));

  const text = (field: keyof BankListingValues, props: { required?: boolean; hint?: string; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <FormField label={BANK_LISTING_FIELD_LABELS[field]} id={fieldId(field)} required={props.required} hint={props.hint} error={errors[field]}>
      <input className={fieldStyles.input} value={values[field]} onChange={set(field)} inputMode={props.inputMode} name={field} />
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="物件情報">
      <ErrorSummary items={items} message={failure} focusKey={attempt} />
      {text('title', { required: true })}
      <FormField label={BANK_LISTING_FIELD_LABELS.description} id={fieldId('description')} required error={errors.description}>
        <textarea className={fieldStyles.textarea} rows={8} value={values.description} onChange={set('description')} name="description" />
      </FormField>
      {text('district', { required: true, hint: '市町村名のあとの地区名（例：久世）。番地までは書かないでください。' })}
      <div className={styles.twoCols}>
        <FormField label={BANK_LISTING_FIELD_LABELS.deal_type} id={fieldId('deal_type')} required error={errors.deal_type}>
          <select className={fieldStyles.select} value={values.deal_type} onChange={set('deal_type')} name="deal_type">
            {BANK_DEAL_TYPES.map((t) => (
              <option key={t} value={t}>
                {BANK_DEAL_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </FormField>
        {text('price', {
          inputMode: 'numeric',
          hint: values.deal_type === 'rent' ? '月額の賃料を円で入力します。空欄は「応相談」と表示されます。' : '売買価格を万円で入力します。空欄は「応相談」と表示されます。',
        })}
      </div>
      <div className={styles.twoCols}>
        <FormField label={BANK_LISTING_FIELD_LABELS.land_or_building} id={fieldId('land_or_building')} required error={errors.land_or_building}>
          <select className={fieldStyles.select} value={values.land_or_building} onChange={set('land_or_building')} name="land_or_building">
            <option value="building">建物付き</option>
            <option value="land">土地のみ</option>
          </select>
        </FormField>
        {text('land_area', { inputMode: 'decimal' })}
      </div>
      {land ? null : (
        <div className={styles.twoCols}>
          {text('building_area', { inputMode: 'decimal' })}
          {text('built_year', { inputMode: 'numeric', hint: '西暦4桁（例：1965）' })}
          {text('layout', { hint: '例：5DK' })}
        </div>
      )}
      {text('bank_number', { hint: '自治体の空き家バンクでの登録番号（例：No.012）' })}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} loadingText="保存中…">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
