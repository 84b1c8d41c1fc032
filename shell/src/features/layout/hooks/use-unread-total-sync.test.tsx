import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { type User } from '@akiya/contracts';
import { createAppStore, selectUnreadTotal, type AppStore } from '@akiya/shared-ui';
import { loggedInBaseData, testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { answersByRoute, mockFetch, type FetchMock } from '../../../../../tools/testing/mock-fetch';
import { EVENTS_URL, ownsUnreadTotal, UPDATED_USER_CONTACTS_EVENT, useUnreadTotalSync } from './use-unread-total-sync';

const USER: User = testUser();

const baseData = (user: User | null) => (user ? loggedInBaseData(user) : testBaseData());

/** A stand-in for the browser's EventSource that the test can fire events on. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  listeners = new Map<string, Set<() => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: () => void) {
    this.listeners.get(type)?.delete(fn);
  }
  close() {
    this.closed = true;
  }
  fire(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn();
  }
}

/** The unread total the API answers (uncapped). */
let total: number;
let fetchMock: FetchMock;
const UNREAD_COUNT_PATH = '/api/my-page/unread-count';
const ALL_CONTACTS_PATH = '/api/my-page/all-contacts';
const unreadCountCalls = () => fetchMock.requestsTo(UNREAD_COUNT_PATH).length;

beforeEach(() => {
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  total = 4;
  fetchMock = mockFetch(answersByRoute({ [`GET ${UNREAD_COUNT_PATH}`]: () => ({ body: { total } }) }));
});
afterEach(() => {
  fetchMock.mockRestore();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

function Probe({ path }: { path: string }) {
  useUnreadTotalSync(path);
  return null;
}

function renderSync(path: string, user: User | null = USER): AppStore {
  const store = createAppStore({ common: { baseData: baseData(user), coverImages: [], backUrl: null, menuOpen: false, profileUserId: null } });
  render(
    <Provider store={store}>
      <Probe path={path} />
    </Provider>,
  );
  return store;
}

describe('useUnreadTotalSync', () => {
  it('loads the unread total for a logged-in user and sets it', async () => {
    const store = renderSync('/board');
    await waitFor(() => expect(selectUnreadTotal(store.getState())).toBe(4));
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual([EVENTS_URL]);
  });

  it('never downloads the whole contact list for the badge, also after realtime events', async () => {
    const store = renderSync('/board');
    await waitFor(() => expect(selectUnreadTotal(store.getState())).toBe(4));
    total = 6;
    act(() => FakeEventSource.instances[0]!.fire(UPDATED_USER_CONTACTS_EVENT));
    await waitFor(() => expect(selectUnreadTotal(store.getState())).toBe(6));
    expect(fetchMock.requestsTo(ALL_CONTACTS_PATH)).toHaveLength(0);
    expect(fetchMock.seen.map((r) => r.path)).toEqual([UNREAD_COUNT_PATH, UNREAD_COUNT_PATH]);
  });

  it('hands an uncapped total to the store (the badge caps it)', async () => {
    total = 150;
    const store = renderSync('/board');
    await waitFor(() => expect(selectUnreadTotal(store.getState())).toBe(150));
  });

  it('reloads once per burst of realtime events and updates the total', async () => {
    const store = renderSync('/board');
    await waitFor(() => expect(selectUnreadTotal(store.getState())).toBe(4));
    total = 5;
    const source = FakeEventSource.instances[0]!;
    act(() => {
      source.fire(UPDATED_USER_CONTACTS_EVENT);
      source.fire(UPDATED_USER_CONTACTS_EVENT);
    });
    await waitFor(() => expect(selectUnreadTotal(store.getState())).toBe(5));
    expect(unreadCountCalls()).toBe(2);
  });

  it('does nothing for a visitor', async () => {
    const store = renderSync('/board', null);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock.seen).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(selectUnreadTotal(store.getState())).toBe(0);
  });

  it('leaves my-page paths to the my-page frame', async () => {
    renderSync('/my-page/messages');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock.seen).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(ownsUnreadTotal('/my-page')).toBe(true);
    expect(ownsUnreadTotal('/my-pages')).toBe(false);
  });
});
