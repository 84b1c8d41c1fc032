import { useCallback } from 'react';
import { useSendMessageMutation } from '../../../api/deals-api';
import { useMessageSender } from '../../../hooks/use-message-sender';

export type { PendingMessage } from '../../../hooks/use-message-sender';

export const MESSAGE_DRAFT_PREFIX = 'my-page-message-draft:';

/** The composer's state of a deal thread (useMessageSender with the deal send). */
export function useSendMessage(contactId: number) {
  const [mutate] = useSendMessageMutation();
  const sendFn = useCallback(
    (args: { body: string; clientId: string; files: File[] }) => mutate({ contactId, ...args }).unwrap(),
    [mutate, contactId],
  );
  return useMessageSender(`${MESSAGE_DRAFT_PREFIX}${contactId}`, sendFn);
}
