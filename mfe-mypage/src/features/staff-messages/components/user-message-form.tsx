import { useState, type FormEvent } from 'react';
import { readApiError, TextField } from '@akiya/shared-ui';
import { useLookupStaffUserMutation, useSendStaffMessageMutation } from '../api/staff-messages-api';
import { STAFF_MESSAGE_LIMITS as L, STAFF_MESSAGE_TEXTS as T } from '../staff-message-texts';
import { useStaffForm } from '../hooks/use-staff-form';
import { apiFieldErrors, checkText, type FieldErrors } from '../utils/field-errors';
import { CountedField } from './counted-field';
import { StaffMessageForm } from './staff-message-form';

const EMAIL_RE = /^[^\s@]+@[^\s@]+$/;

/**
 * Form 1: a message from 家いちば事務局 to one user, named by email address (looked up with
 * GET /api/staff/users?email=) or member id. On any failure everything typed stays in the form.
 */
export function UserMessageForm({ headingId }: { headingId: string }) {
  const form = useStaffForm({ recipient: T.recipient, body: T.body });
  const { recipient, body } = form.values;
  const show = form.show;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lookup, lookupState] = useLookupStaffUserMutation();
  const [send, sendState] = useSendStaffMessageMutation();
  const busy = lookupState.isLoading || sendState.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSentTo(null);
    const who = recipient.trim();
    const next: FieldErrors = {};
    if (who === '') next.recipient = checkText(who, 254) ?? '';
    else if (!/^\d+$/.test(who) && !EMAIL_RE.test(who)) next.recipient = T.recipientInvalid;
    const bodyError = checkText(body, L.bodyMaxLength);
    if (bodyError) next.body = bodyError;
    if (show(next)) return;

    let userId: number;
    let label: string;
    if (/^\d+$/.test(who)) {
      userId = Number(who);
      label = `会員ID ${userId} さん`;
    } else {
      try {
        const user = await lookup(who).unwrap();
        userId = user.id;
        label = `${user.name || user.email}（会員ID ${user.id}）さん`;
      } catch (error) {
        const status = readApiError(error)?.statusCode;
        show(status === 404 ? { recipient: T.userNotFound } : apiFieldErrors(error, { email: 'recipient' }));
        return;
      }
    }
    try {
      await send({ userId, body }).unwrap();
      form.clear('body');
      setSentTo(label);
    } catch (error) {
      const found = apiFieldErrors(error, { userId: 'recipient' });
      if (found.recipient && readApiError(error)?.errors?.userId) found.recipient = T.userNotFound;
      show(found);
    }
  };

  return (
    <StaffMessageForm
      headingId={headingId}
      title={T.userFormTitle}
      {...form.state}
      onSubmit={submit}
      done={sentTo ? { message: T.sent(sentTo), to: '/my-page/staff/review', linkLabel: T.backToReview } : null}
      submitLabel={T.send}
      busy={busy}
      busyLabel={T.sending}
    >
      <TextField {...form.field('recipient', busy)} required hint={T.recipientHint} inputMode="email" autoComplete="off" />
      <CountedField {...form.field('body', busy)} multiline max={L.bodyMaxLength} />
    </StaffMessageForm>
  );
}
