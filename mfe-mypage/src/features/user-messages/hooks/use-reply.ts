import { useCallback, useState } from 'react';
import { DEAL_MESSAGES, maxLength } from '@akiya/contracts';
import { apiErrorMessage, toFormErrors } from '@akiya/shared-ui';
import { useDraft } from '../../../hooks/use-draft';
import { useReplyToOperatorMutation } from '../api/user-messages-api';
import { USER_MESSAGE_MAX_LENGTH } from '../user-message-limits';

/** sessionStorage key of the reply draft (text + clientId). */
export const OPERATOR_DRAFT_KEY = 'my-page-operator-reply-draft';

/**
 * The reply to 家いちば事務局: the draft (text + clientId) survives a reload; a failed send keeps the text
 * and the same clientId, so sending again never makes a second message. Only a success starts a new draft.
 */
export function useReply() {
  const { draft, setBody, reset } = useDraft(OPERATOR_DRAFT_KEY);
  const [mutate, { isLoading }] = useReplyToOperatorMutation();
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);

  const send = useCallback(async () => {
    const problem = !draft.body.trim() ? DEAL_MESSAGES.messageRequired : maxLength(USER_MESSAGE_MAX_LENGTH)(draft.body);
    setError(problem);
    setSent(false);
    if (problem || isLoading) return false;
    try {
      await mutate({ body: draft.body, clientId: draft.clientId }).unwrap();
      reset();
      setFailed(false);
      setSent(true);
      return true;
    } catch (e) {
      setError(Object.values(toFormErrors(e))[0] ?? apiErrorMessage(e));
      setFailed(true);
      return false;
    }
  }, [draft, isLoading, mutate, reset]);

  return { body: draft.body, clientId: draft.clientId, setBody, send, sending: isLoading, error, failed, sent };
}
