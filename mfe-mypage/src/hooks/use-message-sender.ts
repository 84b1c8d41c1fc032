import { useCallback, useState } from 'react';
import { DEAL_LIMITS, DEAL_MESSAGES, maxLength } from '@akiya/contracts';
import { apiErrorMessage, toFormErrors } from '@akiya/shared-ui';
import { attachmentsError } from '../utils/attachments';
import { useDraft } from './use-draft';

export interface PendingMessage {
  clientId: string;
  body: string;
  fileNames: string[];
  state: 'sending' | 'failed';
}

/** Sends one message (text, clientId, files) and resolves with the stored message. */
export type SendFn<M> = (args: { body: string; clientId: string; files: File[] }) => Promise<M>;

/**
 * A composer's state for any thread (deals, consulting): the draft (text + clientId, in
 * sessionStorage under `draftKey`), the files, the optimistic pending message and the sent ones until
 * the thread refetch shows them. A failed send keeps the draft and its clientId, so "再送信" repeats
 * the same request and the API never makes two messages.
 */
export function useMessageSender<M extends { id: number }>(draftKey: string, sendFn: SendFn<M>) {
  const { draft, setBody, reset } = useDraft(draftKey);
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState<PendingMessage | null>(null);
  const [sent, setSent] = useState<M[]>([]);
  const [error, setError] = useState<string | null>(null);

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
      const message = await sendFn({ body, clientId, files });
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
  }, [validate, pending, draft, files, sendFn, reset]);

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

/** What the Composer needs of a sender. */
export type ComposerState = Pick<ReturnType<typeof useMessageSender>, 'body' | 'setBody' | 'files' | 'setFiles' | 'pending' | 'error' | 'send'>;
