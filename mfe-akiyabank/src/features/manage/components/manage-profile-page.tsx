import { useState, type FormEvent } from 'react';
import {
  BANK_MESSAGES,
  BANK_PROFILE_FIELDS,
  BANK_PROFILE_FIELD_LABELS,
  BANK_PROFILE_INPUT_ROWS,
  validateBankProfile,
  type BankMunicipality,
  type BankProfileInput,
  type BankProfileValues,
} from '@akiya/contracts';
import { Button, ErrorSummary, TextField, apiErrorMessage, toFormErrors, useDocumentTitle } from '@akiya/shared-ui';
import { useGetAkiyabankManageQuery, useUpdateAkiyabankProfileMutation } from '../api/manage-api';
import { ManageGate } from './manage-gate';
import { ManageSubpage } from './manage-subpage';
import styles from './manage.module.css';

const fieldId = (f: keyof BankProfileValues) => `bank-profile-${f.replace(/_/g, '-')}`;

function ProfileForm({ municipality }: { municipality: BankMunicipality }) {
  const [save, saving] = useUpdateAkiyabankProfileMutation();
  const [values, setValues] = useState<BankProfileValues>({
    bank_name: municipality.bank_name,
    terms: municipality.terms,
    office_name: municipality.office_name,
    office_phone: municipality.office_phone,
    office_email: municipality.office_email,
    office_hours: municipality.office_hours,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof BankProfileValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    setFailure(null);
    const found = validateBankProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    const result = await save(values);
    if ('error' in result && result.error) {
      const server = toFormErrors(result.error);
      setErrors(server);
      setFailure(Object.keys(server).length > 0 ? null : apiErrorMessage(result.error));
      return setAttempt((n) => n + 1);
    }
    setSaved(true);
  };

  const items = BANK_PROFILE_FIELDS.filter((f) => errors[f]).map((f) => ({
    key: f,
    label: BANK_PROFILE_FIELD_LABELS[f],
    message: errors[f] as string,
    fieldId: fieldId(f),
  }));
  const input = ({ field, ...props }: Omit<BankProfileInput, 'field'> & { field: keyof BankProfileValues }) => (
    <TextField key={field} {...props} label={BANK_PROFILE_FIELD_LABELS[field]} id={fieldId(field)} rows={10} value={values[field]} onValue={(value) => setValues((v) => ({ ...v, [field]: value }))} error={errors[field]} />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="空き家バンクの情報">
      {saved ? (
        <p role="status" className={styles.flash}>
          {BANK_MESSAGES.profileSaved}
        </p>
      ) : null}
      <ErrorSummary items={items} message={failure} focusKey={attempt} />
      {input({ field: 'bank_name', required: true })}
      {BANK_PROFILE_INPUT_ROWS.map((row) => (row.length > 1 ? <div key={row[0].field} className={styles.twoCols}>{row.map(input)}</div> : input(row[0])))}
      <div className={styles.actions}>
        <Button type="submit" loading={saving.isLoading} loadingText="保存中…">
          保存する
        </Button>
      </div>
    </form>
  );
}

/** /akiyabank/manage/municipality: the bank's name, terms and office contact shown on every listing page. */
export function ManageProfilePage() {
  useDocumentTitle('空き家バンクの情報');
  const query = useGetAkiyabankManageQuery();
  return (
    <ManageGate query={query}>
      {() => (
        <ManageSubpage id="profile-heading" municipalityName={query.data!.municipality.name} title="利用規約・窓口の編集">
          <p>ここで登録した利用規約と窓口は、{query.data!.municipality.name}のすべての物件ページに表示されます。</p>
          <ProfileForm municipality={query.data!.municipality} />
        </ManageSubpage>
      )}
    </ManageGate>
  );
}
