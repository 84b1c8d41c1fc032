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

/** A new message of a thread (deal or consulting), as its insert needs it besides the thread and sender columns. */
export interface NewThreadMessage<S extends string> {
  kind: 'text' | 'status';
  body: string;
  clientId?: string | null;
  statusFrom?: S | null;
  statusTo?: S | null;
  now: string;
}

/** The columns every thread's new message row sets alike: text, status move, clientId, time; unread. */
export function newThreadMessageColumns<S extends string>(v: NewThreadMessage<S>) {
  return {
    body: v.body,
    status_from: v.statusFrom ?? null,
    status_to: v.statusTo ?? null,
    client_id: v.clientId ?? null,
    created_at: v.now,
    read_at: null,
  };
}
