import type { ComponentType } from 'react';
import { TIMINGS } from '@akiya/contracts';
import { useAppDispatch, useAppSelector } from '@akiya/shared-ui';
import { closeLoginDialog, Dialog, selectLoginDialog } from '@akiya/shared-ui';

/** What the layout gives the login form it is composed with (features/auth's LoginForm). */
export interface LoginFormSlotProps {
  reason: string | null;
  onClose: () => void;
}

/** The login dialog (docs/product.md §2): a modal around the login form, opened through the dialogs slice. */
export function LoginDialog({ LoginForm }: { LoginForm: ComponentType<LoginFormSlotProps> }) {
  const dispatch = useAppDispatch();
  const { open, reason } = useAppSelector(selectLoginDialog);
  const close = () => dispatch(closeLoginDialog());
  return (
    <Dialog open={open} title="ログイン" onClose={close} closeMs={TIMINGS.dialogCloseDelayMs}>
      <LoginForm reason={reason} onClose={close} />
    </Dialog>
  );
}
