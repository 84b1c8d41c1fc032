import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, password as passwordRule, required, validateFields, type Rule } from '@akiya/contracts';
import { readApiError, TextField } from '@akiya/shared-ui';
import { useChangePasswordMutation } from '../api/profile-api';
import { useCheckedForm } from '../hooks/use-checked-form';
import { serverFieldErrors } from '../utils/profile-fields';
import { PASSWORD_TEXTS } from '../utils/password-messages';
import { CheckedForm } from './checked-form';

const LABELS = {
  current_password: '現在のパスワード',
  password: '新しいパスワード',
  password_confirmation: '新しいパスワード（確認）',
};
type Key = keyof typeof LABELS;

function rulesFor(values: Record<Key, string>): Record<Key, Rule[]> {
  const matches: Rule = (v: string) => (v === values.password ? null : PASSWORD_TEXTS.mismatch);
  return {
    current_password: [required],
    password: [required, passwordRule],
    password_confirmation: [required, matches],
  };
}

/** Password change: current, new and confirmation → POST /api/my-page/change-password. */
export function PasswordForm() {
  const form = useCheckedForm(LABELS, (v) => validateFields(v, rulesFor(v)));
  const { values, field, showErrors, validate } = form;
  const [change, { isLoading }] = useChangePasswordMutation();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    try {
      await change({ current_password: values.current_password, password: values.password }).unwrap();
      form.reset();
      // The flow ends on the shell's finish page (/password-finish).
      navigate('/password-finish', { state: { detail: PASSWORD_TEXTS.changed } });
    } catch (error) {
      const body = readApiError(error);
      const server = serverFieldErrors(body, LABELS);
      const fieldErrors: Partial<Record<Key, string>> = {};
      for (const item of server) if (item.key in LABELS) fieldErrors[item.key as Key] = item.message;
      showErrors(fieldErrors, server.length > 0 ? null : (body?.message ?? MESSAGES.serverError), server);
    }
  };

  const passwordField = (key: Key, autoComplete: string, hint?: string) => (
    <TextField {...field(key)} type="password" hint={hint} autoComplete={autoComplete} />
  );

  return (
    <CheckedForm label="パスワードの変更" state={form} summaryTestId="form-error-summary" onSubmit={submit} submitLabel="パスワードを変更する" busy={isLoading}>
      {passwordField('current_password', 'current-password')}
      {passwordField('password', 'new-password', '半角英数字6〜20文字')}
      {passwordField('password_confirmation', 'new-password')}
    </CheckedForm>
  );
}
