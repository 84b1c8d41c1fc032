import { useCallback, useState } from 'react';
import { DEAL_MESSAGES, type ContactDetail, type DealActionRequest, type PurchaseApplication } from '@akiya/contracts';
import { apiErrorMessage, apiErrorStatus, toFormErrors } from '@akiya/shared-ui';
import { useDealActionMutation, useGetContactQuery } from '../api/deals-api';
import type { ActionValues, AllowedRule } from '../components/action-form';

export interface DealActionOutcome {
  ok: boolean;
  fieldErrors?: Record<string, string[]>;
}

/**
 * Runs one deal move (POST /api/my-page/contacts/:id/actions) with the version the user saw. A 409
 * sets `conflict` (DEAL_MESSAGES.conflict with a reload button); other failures set `error`. The
 * caller keeps what the user typed.
 */
export function useDealAction(contact: ContactDetail | undefined) {
  const [mutate, { isLoading }] = useDealActionMutation();
  const { refetch } = useGetContactQuery(contact?.contact_id ?? 0, { skip: !contact });
  const [conflict, setConflict] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (
      rule: AllowedRule,
      values?: Partial<ActionValues>,
      application?: PurchaseApplication,
    ): Promise<DealActionOutcome> => {
      if (!contact) return { ok: false };
      setError(null);
      setConflict(false);
      const request: DealActionRequest = { transition: rule.transition, via: rule.via, version: contact.version };
      if (rule.requires.includes('previewDate')) {
        request.preview_date = values?.preview_date ?? '';
        request.preview_time = values?.preview_time ? values.preview_time : null;
      }
      if (rule.requires.includes('reason')) request.reason = values?.reason ?? '';
      if (application) request.application = application;
      if (values?.message?.trim()) request.message = values.message;
      try {
        await mutate({ contactId: contact.contact_id, request }).unwrap();
        return { ok: true };
      } catch (e) {
        if (apiErrorStatus(e) === 409) {
          setConflict(true);
          return { ok: false };
        }
        const body = (e as { data?: { errors?: Record<string, string[]> } }).data;
        setError(Object.values(toFormErrors(e))[0] ?? apiErrorMessage(e));
        return { ok: false, fieldErrors: body?.errors };
      }
    },
    [contact, mutate],
  );

  const reload = useCallback(() => {
    setConflict(false);
    setError(null);
    void refetch();
  }, [refetch]);

  return { run, busy: isLoading, conflict, conflictMessage: DEAL_MESSAGES.conflict, error, reload, clearError: () => setError(null) };
}
