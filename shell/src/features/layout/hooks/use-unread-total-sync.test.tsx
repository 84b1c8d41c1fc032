import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { type User } from '@akiya/contracts';
import { testBaseData, testUser } from '../../../testing/fixtures';
import { createAppStore, selectUnreadTotal, type AppStore } from '@akiya/shared-ui';
import { EVENTS_URL, ownsUnreadTotal, UPDATED_USER_CONTACTS_EVENT, useUnreadTotalSync } from './use-unread-total-sync';

const USER: User = testUser();

const baseData = testBaseData;

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

let unread: Record<string, number[]>;
let contactCalls: number;
let fetchSpy: jest.SpyInstance;

beforeEach(() => {
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  unread = { '5': [11, 12], '9': [30] };
  contactCalls = 0;
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('api/my-page/all-contacts')) {
      contactCalls += 1;
      return new Response(
        JSON.stringify({ items: [], postedProperties: [], counts: {}, noReadContactMessageIds: unread, noReadUserMessageIds: { '2': [40] }, noReadPropertyMessageIds: unread }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
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
  it('loads the contact list for a logged-in user and sets the total (property threads not counted twice)', async () => {
    const store = renderSync('/board');
    await waitFor(() => expect(selectUnreadTotal(store.getState())).toBe(4));
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual([EVENTS_URL]);
  });

  it('reloads once per burst of realtime events and updates the total', async () => {
    const store = renderSync('/board');
    await waitFor(() => expect(selectUnreadTotal(store.getState())).toBe(4));
    unread = { '5': [11, 12, 13, 14] };
    const source = FakeEventSource.instances[0]!;
    act(() => {
      source.fire(UPDATED_USER_CONTACTS_EVENT);
      source.fire(UPDATED_USER_CONTACTS_EVENT);
    });
    await waitFor(() => expect(selectUnreadTotal(store.getState())).toBe(5));
    expect(contactCalls).toBe(2);
  });

  it('does nothing for a visitor', async () => {
    const store = renderSync('/board', null);
    await new Promise((r) => setTimeout(r, 50));
    expect(contactCalls).toBe(0);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(selectUnreadTotal(store.getState())).toBe(0);
  });

  it('leaves my-page paths to the my-page frame', async () => {
    renderSync('/my-page/messages');
    await new Promise((r) => setTimeout(r, 50));
    expect(contactCalls).toBe(0);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(ownsUnreadTotal('/my-page')).toBe(true);
    expect(ownsUnreadTotal('/my-pages')).toBe(false);
  });
});
