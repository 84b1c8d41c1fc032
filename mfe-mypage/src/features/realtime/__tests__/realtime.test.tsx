import { act, screen, waitFor, within } from '@testing-library/react';
import { selectUnreadTotal } from '@akiya/shared-ui';
import { renderMyPage } from '../../../testing/render-my-page';
import { dealApi, fakeContact, fakeDetail, fakeList, fakeMessage } from '../../../testing/deal-fixtures';
import { EVENTS_URL, nextDelay, RECONNECT_MAX_MS, RECONNECT_MIN_MS, UPDATED_USER_CONTACTS_EVENT } from '../hooks/use-contact-events';
import { unreadCountsOf, unreadTotalOf } from '../../../utils/unread';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  url: string;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

beforeEach(() => {
  FakeEventSource.all = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
  sessionStorage.clear();
});

describe('unread counts', () => {
  it('counts ids per map; the header total adds consulting and partner messages', () => {
    const data = fakeList([], {
      noReadContactMessageIds: { '1': [1, 2], '2': [3] },
      noReadUserMessageIds: { '5': [9] },
      noReadPropertyMessageIds: { '100': [1, 2] },
      noReadConsultingPropertyMessageIds: { '1': [7] },
      noReadConsultingSolutionMessageIds: { '4': [10, 11] },
      noReadPartnerMessageIds: { '1': [8, 9] },
    });
    expect(unreadCountsOf(data)).toEqual({ messages: 4, postedProperties: 2, consultings: 3 });
    expect(unreadTotalOf(data)).toBe(9);
    expect(unreadCountsOf(undefined)).toEqual({ messages: 0, postedProperties: 0, consultings: 0 });
  });

  it('backoff doubles from 1 s up to 30 s', () => {
    const delays = [0];
    for (let i = 0; i < 7; i += 1) delays.push(nextDelay(delays[delays.length - 1]));
    expect(delays.slice(1)).toEqual([RECONNECT_MIN_MS, 2000, 4000, 8000, 16000, RECONNECT_MAX_MS, RECONNECT_MAX_MS]);
  });
});

describe('badges', () => {
  it('side nav and bottom tabs show the unread counts, capped at 99, and the header total is in the common slice', async () => {
    const many = Array.from({ length: 150 }, (_, i) => i + 1);
    dealApi(fakeList([fakeContact({ contact_id: 1 })], { noReadContactMessageIds: { '1': many }, noReadPropertyMessageIds: { '101': [1, 2, 3] } }));
    const { store } = renderMyPage('/my-page/profile');
    const nav = await screen.findByRole('navigation', { name: 'マイページメニュー' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /メッセージ/ })).toHaveTextContent('99'));
    expect(within(nav).getByRole('link', { name: /メッセージ/ })).not.toHaveTextContent('150');
    expect(within(nav).getByRole('link', { name: /掲載物件/ })).toHaveTextContent('3');
    const tabs = screen.getByRole('navigation', { name: 'マイページタブ' });
    expect(within(tabs).getByRole('link', { name: /メッセージ/ })).toHaveTextContent('99');
    expect(selectUnreadTotal(store.getState())).toBe(150);
  });
});

describe('realtime events', () => {
  it('opens one EventSource; an event refetches the list and that thread, then acks the ids', async () => {
    let status = '商談開始後';
    const api = dealApi(fakeList([fakeContact({ contact_id: 1 })]), (r) => {
      if (r.url.pathname === '/api/my-page/contacts/1') return { body: fakeDetail({ contact_id: 1, contact_status: status as '商談開始後', is_seller: true }) };
      if (r.url.pathname === '/api/my-page/contacts/1/messages') return { body: { items: [fakeMessage({ id: 1 })], hasMore: false } };
      return undefined;
    });
    renderMyPage('/my-page/messages/1');
    await screen.findByRole('button', { name: '内覧日を提案する' });
    expect(FakeEventSource.all).toHaveLength(1);
    expect(FakeEventSource.all[0].url).toBe(EVENTS_URL);
    const count = (path: string) => api.seen.filter((r) => r.method === 'GET' && r.url.pathname === path).length;
    const listBefore = count('/api/my-page/all-contacts');
    const detailBefore = count('/api/my-page/contacts/1');

    status = '買主から内覧予約';
    act(() => FakeEventSource.all[0].emit(UPDATED_USER_CONTACTS_EVENT, { id: 77, user_id: 1, contact_id: 1, created_at: '2026-01-01T00:00:00Z' }));
    expect(await screen.findByRole('button', { name: '内覧を承諾する' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '内覧日を提案する' })).not.toBeInTheDocument();
    expect(count('/api/my-page/contacts/1')).toBeGreaterThan(detailBefore);
    await waitFor(() => expect(count('/api/my-page/all-contacts')).toBeGreaterThan(listBefore));
    await waitFor(() =>
      expect(api.seen.find((r) => r.url.pathname === '/api/my-page/updated-user-contacts/ack')?.body).toEqual({ ids: [77] }),
    );
  });

  it('when the stream opens (the first time too) the open thread is asked again: what changed before is not missed', async () => {
    const api = dealApi(fakeList([fakeContact({ contact_id: 1 })]), (r) => {
      if (r.url.pathname === '/api/my-page/contacts/1') return { body: fakeDetail({ contact_id: 1, contact_status: '商談開始後', is_seller: true }) };
      if (r.url.pathname === '/api/my-page/contacts/1/messages') return { body: { items: [fakeMessage({ id: 1 })], hasMore: false } };
      return undefined;
    });
    renderMyPage('/my-page/messages/1');
    await screen.findByRole('button', { name: '内覧日を提案する' });
    const before = api.seen.filter((r) => r.url.pathname === '/api/my-page/contacts/1/messages').length;
    act(() => FakeEventSource.all[0].onopen?.());
    await waitFor(() => expect(api.seen.filter((r) => r.url.pathname === '/api/my-page/contacts/1/messages').length).toBeGreaterThan(before));
  });

  it('reconnects with backoff after an error and closes when the my page is left', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    dealApi(fakeList([]));
    const { unmount } = renderMyPage('/my-page/profile');
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    act(() => FakeEventSource.all[0].onerror?.());
    expect(FakeEventSource.all[0].closed).toBe(true);
    act(() => jest.advanceTimersByTime(RECONNECT_MIN_MS - 10));
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => jest.advanceTimersByTime(20));
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => FakeEventSource.all[1].onerror?.());
    act(() => jest.advanceTimersByTime(1500));
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => jest.advanceTimersByTime(600));
    expect(FakeEventSource.all).toHaveLength(3);
    unmount();
    expect(FakeEventSource.all[2].closed).toBe(true);
  });
});
