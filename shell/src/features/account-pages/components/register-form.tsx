import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  DEFAULT_OPERATOR_EMAIL,
  email as emailRule,
  formatMessage,
  MESSAGES,
  REGISTER_COMPLETE_PATH,
  required,
  type CheckEmailMessage,
} from '@akiya/contracts';
import { Button, describeApiError, ErrorSummary, FieldError, FormField, fieldStyles, useLazyLookupAddressQuery } from '@akiya/shared-ui';
import { usePostRegisterMutation } from '../../../api/accounts-api';
import { useEmailCheck } from '../../../hooks/use-email-check';
import {
  clearRegisterDraft,
  labelOf,
  loadRegisterDraft,
  REGISTER_FIELDS,
  saveRegisterDraft,
  toRegisterFormData,
  validateRegisterField,
  type RegisterField,
  type RegisterValues,
} from '../utils/register-fields';
import styles from './account-pages.module.css';

type Errors = Partial<Record<RegisterField, string>>;

/** Message for an address the server says is not free (docs/product.md §5, contracts MESSAGES). */
export function emailCheckMessage(reason: CheckEmailMessage): string {
  switch (reason) {
    case 'not-verified':
      return MESSAGES.notVerified;
    case 'disabled-login':
      return formatMessage(MESSAGES.disabledLogin, { email: DEFAULT_OPERATOR_EMAIL });
    default:
      return MESSAGES.emailExists;
  }
}

const TEXT_INPUTS: Partial<Record<RegisterField, { type: string; autoComplete: string; inputMode?: 'email' | 'tel' | 'numeric'; hint?: string }>> = {
  last_name: { type: 'text', autoComplete: 'family-name' },
  first_name: { type: 'text', autoComplete: 'given-name' },
  last_name_kana: { type: 'text', autoComplete: 'off' },
  first_name_kana: { type: 'text', autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  password: { type: 'password', autoComplete: 'new-password', hint: '半角英数字6〜20文字' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: '例: 090-1234-5678' },
  zipcode: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric', hint: 'ハイフンなし7桁（例: 1500001）' },
  address: { type: 'text', autoComplete: 'street-address' },
};

/**
 * The registration form of /login/register (REGISTRATION_RULES of contracts). Rules run on blur
 * and on submit; the address is checked against the server as it is typed; a 7-digit zipcode
 * fills an empty address. Values live in state and (all but the password) in sessionStorage.
 */
export function RegisterForm() {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>(loadRegisterDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [serverErrors, setServerErrors] = useState<{ message: string; items: { field: string; message: string }[] } | null>(null);
  const [postRegister, registerRequest] = usePostRegisterMutation();
  const [lookupAddress] = useLazyLookupAddressQuery();
  const [serverAttempt, setServerAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const emailFormatOk = required(values.email.trim()) === null && emailRule(values.email.trim()) === null;
  const emailCheck = useEmailCheck(values.email.trim(), emailFormatOk);
  const emailTaken = emailCheck.status === 'taken' && emailCheck.reason ? emailCheckMessage(emailCheck.reason) : null;

  useEffect(() => {
    saveRegisterDraft(values);
  }, [values]);

  const setValue = <K extends RegisterField>(name: K, value: RegisterValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name]) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  };

  const validateOne = (name: RegisterField) => {
    const message = validateRegisterField(name, values);
    setErrors((e) => {
      const next = { ...e };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  const onZipcode = async (zipcode: string) => {
    setValue('zipcode', zipcode);
    if (!/^[0-9]{7}$/.test(zipcode)) return;
    const answer = await lookupAddress(zipcode, true);
    if (!answer.data) return;
    const { prefecture, city, town } = answer.data;
    setValues((v) => (v.address.trim() === '' ? { ...v, address: `${prefecture}${city}${town}` } : v));
    setErrors((e) => {
      if (!e.address) return e;
      const next = { ...e };
      delete next.address;
      return next;
    });
  };

  const focusField = (name: string) => {
    const el = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    el?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (registerRequest.isLoading) return;
    const found: Errors = {};
    for (const { name } of REGISTER_FIELDS) {
      const message = validateRegisterField(name, values);
      if (message) found[name] = message;
    }
    if (!found.email && emailTaken) found.email = emailTaken;
    setErrors(found);
    const first = REGISTER_FIELDS.find((f) => found[f.name]);
    if (first) {
      focusField(first.name);
      return;
    }
    setServerErrors(null);
    const answer = await postRegister(toRegisterFormData(values));
    if ('error' in answer) {
      const failure = describeApiError(answer.error);
      const items: { field: string; message: string }[] = REGISTER_FIELDS.filter((f) => failure.fields[f.name]).map((f) => ({
        field: f.name,
        message: failure.fields[f.name],
      }));
      for (const key of Object.keys(failure.fields)) {
        if (!items.some((i) => i.field === key)) items.push({ field: key, message: failure.fields[key] });
      }
      setErrors(Object.fromEntries(items.map((i) => [i.field, i.message])) as Errors);
      setServerErrors({ message: items.length > 0 ? MESSAGES.formError : failure.message, items });
      setServerAttempt((n) => n + 1);
      return;
    }
    clearRegisterDraft();
    navigate(REGISTER_COMPLETE_PATH);
  };

  const fieldError = (name: RegisterField): string | null => errors[name] ?? (name === 'email' ? emailTaken : null);

  const renderText = (name: RegisterField) => {
    const spec = TEXT_INPUTS[name]!;
    const error = fieldError(name);
    return (
      <FormField key={name} label={labelOf(name)} id={`${id}-${name}`} required hint={spec.hint} error={error} alertErrors>
        {(control) => (
          <>
            <input
              {...control}
              name={name}
              className={fieldStyles.input}
              type={spec.type}
              inputMode={spec.inputMode}
              autoComplete={spec.autoComplete}
              value={values[name] as string}
              onChange={(e) => (name === 'zipcode' ? void onZipcode(e.target.value) : setValue(name, e.target.value))}
              onBlur={() => validateOne(name)}
            />
            {!error && name === 'email' && emailCheck.status === 'checking' ? (
              <p className={styles.hint} aria-live="polite">
                確認中…
              </p>
            ) : null}
          </>
        )}
      </FormField>
    );
  };

  const renderCheckbox = (name: 'agree_terms' | 'agree_privacy', to: string, linkText: string) => {
    const error = errors[name];
    const inputId = `${id}-${name}`;
    return (
      <div key={name}>
        <div className={fieldStyles.check}>
          <input
            id={inputId}
            name={name}
            type="checkbox"
            checked={values[name]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => setValue(name, e.target.checked)}
            onBlur={() => validateOne(name)}
          />
          <label htmlFor={inputId}>
            <Link to={to} target="_blank" rel="noopener">
              {linkText}
            </Link>
            に同意する
          </label>
        </div>
        <FieldError id={`${inputId}-error`} error={error} alert />
      </div>
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="新規会員登録">
      <ErrorSummary
        items={serverErrors?.items.map((item) => ({
          key: item.field,
          label: labelOf(item.field),
          message: item.message,
          fieldId: REGISTER_FIELDS.some((f) => f.name === item.field) ? `${id}-${item.field}` : null,
        })) ?? []}
        message={serverErrors?.message}
        focusKey={serverAttempt}
      />
      <div className={styles.pair}>
        {renderText('last_name')}
        {renderText('first_name')}
      </div>
      <div className={styles.pair}>
        {renderText('last_name_kana')}
        {renderText('first_name_kana')}
      </div>
      {renderText('email')}
      {renderText('password')}
      {renderText('phone')}
      {renderText('zipcode')}
      {renderText('address')}
      {renderCheckbox('agree_terms', '/however', '利用規約')}
      {renderCheckbox('agree_privacy', '/privacy-policy', 'プライバシーポリシー')}
      <Button type="submit" loading={registerRequest.isLoading} loadingText="送信中…">
        登録する
      </Button>
    </form>
  );
}
