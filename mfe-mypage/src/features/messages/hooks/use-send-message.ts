import { useCallback, useState } from 'react';
import { DEAL_LIMITS, DEAL_MESSAGES, maxLength, type DealMessage } from '@akiya/contracts';
import { apiErrorMessage, toFormErrors } from '@akiya/shared-ui';
import { useSendMessageMutation } from '../../../api/deals-api';
import { attachmentsError } from '../utils/attachments';
import { useDraft } from '../../../hooks/use-draft';

export const MESSAGE_DRAFT_PREFIX = 'my-page-message-draft:';

export interface PendingMessage {
  clientId: string;
  body: string;
  fileNames: string[];
  state: 'sending' | 'failed';
}

/**
 * The composer's state: the draft (text + clientId, in sessionStorage), the files, the optimistic
 * pending message and the sent ones until the thread refetch shows them. A failed send keeps the
 * draft and its clientId, so "再送信" repeats the same request and the API never makes two messages.
 */
export function useSendMessage(contactId: number) {
  const { draft, setBody, reset } = useDraft(`${MESSAGE_DRAFT_PREFIX}${contactId}`);
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState<PendingMessage | null>(null);
  const [sent, setSent] = useState<DealMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [mutate] = useSendMessageMutation();

  const validate = useCallback((): string | null => {
    if (!draft.body.trim() && files.length === 0) return DEAL_MESSAGES.messageRequired;
    return maxLength(DEAL_LIMITS.messageMaxLength)(draft.body) ?? attachmentsError(files);
  }, [draft.body, files]);

  const send = useCallback(async () => {
    const problem = validate();
    setError(problem);
    if (problem || pending?.state === 'sending') return false;
    const { body, clientId } = draft;
    setPending({ clientId, body, fileNames: files.map((f) => f.name), state: 'sending' });
    try {
      const message = await mutate({ contactId, body, clientId, files }).unwrap();
      setSent((list) => [...list.filter((m) => m.id !== message.id), message]);
      setPending(null);
      setFiles([]);
      reset();
      return true;
    } catch (e) {
      setPending((p) => (p ? { ...p, state: 'failed' } : p));
      setError(Object.values(toFormErrors(e))[0] ?? apiErrorMessage(e));
      return false;
    }
  }, [validate, pending, draft, files, mutate, contactId, reset]);

  return {
    body: draft.body,
    clientId: draft.clientId,
    setBody,
    files,
    setFiles: (next: File[]) => {
      setFiles(next);
      setError(attachmentsError(next));
    },
    pending,
    sent,
    error,
    send,
  };
}
