import { STAFF_USER_REASON_MAX, validateStaffUserReason, type StaffUserDetail, type StaffUserMove } from '@akiya/contracts';
import { Button, ErrorSummary, TextField } from '@akiya/shared-ui';
import formStyles from '../../../components/form-layout.module.css';
import { useSingleFieldForm } from '../../../hooks/use-single-field-form';
import { useMoveStaffUserMutation } from '../api/staff-users-api';

export const USER_STATUS_TEXTS = {
  disableTitle: 'アカウントを無効にする',
  enableTitle: 'アカウントを有効に戻す',
  disableLead: '無効にすると、この会員はすぐにすべての端末でログアウトされ、ログインできなくなります（ログイン時に「このアカウントは無効です」と表示されます）。',
  enableLead: '有効に戻すと、この会員は再びログインできるようになります。',
  reasonLabel: '理由',
  reasonHint: `操作履歴に残ります（${STAFF_USER_REASON_MAX}文字以内）。`,
  disable: '無効にする',
  enable: '有効に戻す',
  disabled: 'アカウントを無効にしました。この会員のログイン中の端末はすべてログアウトされました。',
  enabled: 'アカウントを有効に戻しました。',
} as const;

/**
 * Disable or enable an account with a required reason (POST /api/staff/users/:id/disable|enable).
 * The reason is checked here with the API's own rules; on any failure what was typed stays.
 */
export function UserStatusForm({ user, onDone }: { user: StaffUserDetail; onDone: (message: string) => void }) {
  const move: StaffUserMove = user.disabled ? 'enable' : 'disable';
  const [moveUser, { isLoading }] = useMoveStaffUserMutation();
  const { fieldId, value: reason, error, onValue, submit, summary } = useSingleFieldForm({
    name: 'reason',
    label: USER_STATUS_TEXTS.reasonLabel,
    validate: (value) => validateStaffUserReason(move, { reason: value }).reason ?? null,
    send: async (value) => {
      await moveUser({ id: user.id, move, reason: value }).unwrap();
      return move === 'disable' ? USER_STATUS_TEXTS.disabled : USER_STATUS_TEXTS.enabled;
    },
    onDone,
  });

  const title = move === 'disable' ? USER_STATUS_TEXTS.disableTitle : USER_STATUS_TEXTS.enableTitle;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={title}>
      <p className={formStyles.note}>{move === 'disable' ? USER_STATUS_TEXTS.disableLead : USER_STATUS_TEXTS.enableLead}</p>
      <ErrorSummary {...summary} data-testid="user-status-error-summary" />
      <TextField
        id={fieldId}
        name="reason"
        label={USER_STATUS_TEXTS.reasonLabel}
        hint={USER_STATUS_TEXTS.reasonHint}
        required
        multiline
        rows={3}
        value={reason}
        error={error}
        onValue={onValue}
      />
      <div className={formStyles.actions}>
        <Button type="submit" variant={move === 'disable' ? 'danger' : 'primary'} loading={isLoading} loadingText="送信中…">
          {move === 'disable' ? USER_STATUS_TEXTS.disable : USER_STATUS_TEXTS.enable}
        </Button>
      </div>
    </form>
  );
}
