import type { MessageAttachment } from '@akiya/contracts';
import { isoOf, isoOrNull } from '../database/sql';

/** The columns every thread's message row has (deal and consulting threads), `S` being the thread's status names. */
export interface ThreadMessageRow<S extends string> {
  id: number;
  kind: 'text' | 'status';
  body: string;
  status_from: S | null;
  status_to: S | null;
  client_id: string | null;
  created_at: unknown;
  read_at: unknown;
}

/** A message's text, files, status move, clientId and times as the API answers them (ISO times, null when absent). */
export function threadMessageContent<S extends string>(r: ThreadMessageRow<S>, attachments: MessageAttachment[]) {
  return {
    body: r.body,
    attachments,
    status_from: r.status_from ?? null,
    status_to: r.status_to ?? null,
    client_id: r.client_id ?? null,
    created_at: isoOf(r.created_at),
    read_at: isoOrNull(r.read_at),
  };
}
