import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES, PROFILE_RULES, validateFields, type Profile, type ProfileFields } from '@akiya/contracts';
import { Button, ErrorSummary, readApiError, type ErrorSummaryItem, TextField } from '@akiya/shared-ui';
import formStyles from '../../../components/form-layout.module.css';
import { useUpdateProfileMutation } from '../api/profile-api';
import { useZipcodeFill } from '../../../hooks/use-zipcode-fill';
import { FIELD_LABELS, PROFILE_FIELDS, serverFieldErrors, withFieldIds, type ProfileFieldKey } from '../utils/profile-fields';

type FieldErrors = Partial<Record<ProfileFieldKey, string>>;

interface ProfileFormProps {
  initial: ProfileFields;
  submitLabel: string;
  /** Called with the saved profile after POST /api/my-page/profile succeeded. */
  onSaved: (profile: Profile) => void;
  onCancel?: () => void;
}

function clientSummary(errors: FieldErrors): ErrorSummaryItem[] {
  return PROFILE_FIELDS.filter((f) => errors[f.key]).map((f) => ({ key: f.key, label: f.label, message: errors[f.key] as string }));
}

/**
 * The profile edit form (姓/名/せい/めい, 郵便番号, 住所, 電話番号): contracts' PROFILE_RULES on submit
 * and while correcting a field, the address filled from the zipcode, and the server's per-field
 * errors. Nothing typed is lost on failure.
 */
export function ProfileForm({ initial, submitLabel, onSaved, onCancel }: ProfileFormProps) {
  const idPrefix = useId();
  const [values, setValues] = useState<ProfileFields>(initial);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusSummary, setFocusSummary] = useState(0);
  const [save, { isLoading }] = useUpdateProfileMutation();

  const setAddress = useCallback((address: string) => {
    setValues((v) => ({ ...v, address }));
    setErrors((e) => ({ ...e, address: undefined }));
  }, []);
  const { onZipcode, note } = useZipcodeFill(setAddress);

  const change = (key: ProfileFieldKey, value: string) => {
    const next = { ...valuesRef.current, [key]: value };
    valuesRef.current = next;
    setValues(next);
    // A field already marked in error is re-checked while it is corrected.
    if (errors[key]) {
      const message = validateFields(next, { [key]: PROFILE_RULES[key] } as typeof PROFILE_RULES)[key];
      setErrors((e) => ({ ...e, [key]: message }));
    }
    if (key === 'zipcode') void onZipcode(value, () => valuesRef.current.address);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateFields(values, PROFILE_RULES) as FieldErrors;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setSummary(clientSummary(found));
      setFocusSummary((n) => n + 1);
      return;
    }
    setErrors({});
    setSummary([]);
    try {
      const result = await save(values).unwrap();
      onSaved(result.profile);
    } catch (error) {
      const body = readApiError(error);
      const items = serverFieldErrors(body, FIELD_LABELS);
      const fieldErrors: FieldErrors = {};
      for (const item of items) if (item.key in FIELD_LABELS) fieldErrors[item.key as ProfileFieldKey] = item.message;
      setErrors(fieldErrors);
      setSummary(items);
      setFailure(items.length > 0 ? null : (body?.message ?? MESSAGES.serverError));
      setFocusSummary((n) => n + 1);
    }
  };

  const field = (key: ProfileFieldKey) => {
    const def = PROFILE_FIELDS.find((f) => f.key === key)!;
    return (
      <TextField
        id={`${idPrefix}-${key}`}
        name={key}
        label={def.label}
        hint={def.hint}
        type={def.type ?? 'text'}
        inputMode={def.inputMode}
        autoComplete={def.autoComplete}
        maxLength={key === 'zipcode' ? 7 : undefined}
        value={values[key]}
        error={errors[key]}
        note={key === 'zipcode' ? note : undefined}
        onValue={(value) => change(key, value)}
      />
    );
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="登録情報の入力">
      <ErrorSummary items={withFieldIds(summary, idPrefix)} message={failure} focusKey={focusSummary} data-testid="form-error-summary" />
      <div className={formStyles.row}>
        {field('last_name')}
        {field('first_name')}
      </div>
      <div className={formStyles.row}>
        {field('last_name_kana')}
        {field('first_name_kana')}
      </div>
      {field('zipcode')}
      {field('address')}
      {field('phone')}
      <div className={formStyles.actions}>
        <Button type="submit" loading={isLoading} loadingText="送信中…">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            キャンセル
          </Button>
        ) : null}
      </div>
    </form>
  );
}
