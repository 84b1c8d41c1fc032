import { useEffect, useRef } from 'react';
import type { UpdatedUserContactEvent } from '@akiya/contracts';
import { selectUser, useAppDispatch, useAppSelector } from '@akiya/shared-ui';
import {
  CONTACT_LIST_TAG,
  contactTag,
  messagesTag,
  useAckUpdatedUserContactsMutation,
} from '../../../api/deals-api';
import { realtimeApi } from '../api/realtime-api';

export const EVENTS_URL = '/api/my-page/events';
export const UPDATED_USER_CONTACTS_EVENT = 'updated_user_contacts';
/** Reconnect delays: 1 s, doubling, at most 30 s; back to 1 s once a connection opens. */
export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** Acks are sent in one call per burst of events. */
const ACK_DELAY_MS = 300;

export function nextDelay(previous: number): number {
  return previous <= 0 ? RECONNECT_MIN_MS : Math.min(previous * 2, RECONNECT_MAX_MS);
}

function parseEvents(data: string): UpdatedUserContactEvent[] {
  try {
    const v = JSON.parse(data) as unknown;
    const list = Array.isArray(v) ? v : [v];
    return list.filter((e): e is UpdatedUserContactEvent => !!e && typeof e === 'object' && typeof (e as { id?: unknown }).id === 'number');
  } catch {
    return [];
  }
}

/**
 * One EventSource to /api/my-page/events while `enabled` (a my page is open). On
 * `updated_user_contacts` the contact list and that thread are invalidated (so they refetch) and the
 * event ids are acknowledged. A dropped connection is reopened with backoff. Each time the stream
 * opens — the first time too: a server-rendered page shows data from before the browser took over —
 * the list and every open thread are refetched, since events may have been missed meanwhile.
 */
export function useContactEvents(enabled: boolean) {
  const dispatch = useAppDispatch();
  const [ack] = useAckUpdatedUserContactsMutation();
  const ackRef = useRef(ack);
  ackRef.current = ack;
  const staff = useAppSelector(selectUser)?.is_staff === true;
  const staffRef = useRef(staff);
  staffRef.current = staff;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let delay = 0;
    let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
    let ackTimer: ReturnType<typeof setTimeout> | null = null;
    let toAck: number[] = [];
    let stopped = false;

    const flushAck = () => {
      ackTimer = null;
      const ids = toAck;
      toAck = [];
      if (ids.length) void ackRef.current(ids);
    };

    const onUpdated = (event: MessageEvent<string>) => {
      const events = parseEvents(event.data);
      if (!events.length) return;
      const tags = [CONTACT_LIST_TAG, ...events.flatMap((e) => (e.contact_id ? [contactTag(e.contact_id), messagesTag(e.contact_id)] : []))];
      // An event without a contact id may concern any thread, the operator thread, or (for staff) the
      // staff inbox (a new item or another staff member's change: docs/accounts.md "Staff inbox").
      const all = events.some((e) => !e.contact_id);
      dispatch(realtimeApi.util.invalidateTags(all ? [...tags, 'Contact', 'Message', ...(staffRef.current ? (['StaffInbox'] as const) : [])] : tags));
      toAck.push(...events.map((e) => e.id));
      if (ackTimer === null) ackTimer = setTimeout(flushAck, ACK_DELAY_MS);
    };

    const connect = () => {
      reconnectTimer = null;
      if (stopped) return;
      source = new EventSource(EVENTS_URL, { withCredentials: true });
      source.addEventListener(UPDATED_USER_CONTACTS_EVENT, onUpdated as EventListener);
      source.onopen = () => {
        delay = 0;
        dispatch(realtimeApi.util.invalidateTags(['Contact', 'Message', ...(staffRef.current ? (['StaffInbox'] as const) : [])]));
      };
      source.onerror = () => {
        source?.close();
        source = null;
        delay = nextDelay(delay);
        if (!stopped) reconnectTimer = setTimeout(connect, delay);
      };
    };

    connect();
    return () => {
      stopped = true;
      source?.close();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (ackTimer) {
        clearTimeout(ackTimer);
        flushAck();
      }
    };
  }, [enabled, dispatch]);
}
