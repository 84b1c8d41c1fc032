import { useState, type FormEvent } from 'react';
import { BANK_MESSAGES, BANK_PROFILE_FIELDS, BANK_PROFILE_FIELD_LABELS, validateBankProfile, type BankMunicipality, type BankProfileValues } from '@akiya/contracts';
import { Button, ErrorSummary, FormField, apiErrorMessage, fieldStyles, toFormErrors, useDocumentTitle } from '@akiya/shared-ui';
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
  const input = (f: keyof BankProfileValues, props: { required?: boolean; type?: string; hint?: string } = {}) => (
    <FormField label={BANK_PROFILE_FIELD_LABELS[f]} id={fieldId(f)} required={props.required} hint={props.hint} error={errors[f]}>
      <input className={fieldStyles.input} type={props.type ?? 'text'} value={values[f]} onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))} />
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="空き家バンクの情報">
      {saved ? (
        <p role="status" className={styles.flash}>
          {BANK_MESSAGES.profileSaved}
        </p>
      ) : null}
      <ErrorSummary items={items} message={failure} focusKey={attempt} />
      {input('bank_name', { required: true })}
      <FormField label={BANK_PROFILE_FIELD_LABELS.terms} id={fieldId('terms')} required hint="段落の間は1行空けてください。物件ページにそのまま表示されます。" error={errors.terms}>
        <textarea className={fieldStyles.textarea} rows={10} value={values.terms} onChange={(e) => setValues((v) => ({ ...v, terms: e.target.value }))} />
      </FormField>
      {input('office_name', { required: true, hint: '例：〇〇市 建設部 住宅政策課' })}
      <div className={styles.twoCols}>
        {input('office_phone', { required: true, type: 'tel', hint: '例：0867-42-1111' })}
        {input('office_email', { required: true, type: 'email' })}
      </div>
      {input('office_hours', { hint: '例：平日 8:30〜17:15' })}
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
