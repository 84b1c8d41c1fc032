import { useResendVerifyMutation } from '../../../api/accounts-api';
import { ACCOUNT_TEXTS } from '@akiya/contracts';
import { EmailRequestForm } from './email-request-form';

/** Text shown after a resend: the API answers success whether or not the address is registered. */
export const RESEND_SENT_TEXT = ACCOUNT_TEXTS.resendSent;

/** Resends the verification mail (POST /api/login/resend-verify). */
export function ResendVerifyForm({ initialEmail = '', showEmail = true }: { initialEmail?: string; showEmail?: boolean }) {
  const [resend, request] = useResendVerifyMutation();
  return (
    <EmailRequestForm
      label="確認メールの再送"
      submitLabel="確認メールを再送する"
      sentText={RESEND_SENT_TEXT}
      initialEmail={initialEmail}
      showEmail={showEmail}
      send={(email) => resend({ email })}
      busy={request.isLoading}
    />
  );
}
