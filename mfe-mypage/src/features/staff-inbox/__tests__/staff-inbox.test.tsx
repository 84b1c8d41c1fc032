import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STAFF_INBOX_MESSAGES,
  STAFF_INBOX_REPLY_MAX,
  type StaffInboxDetail,
  type StaffInboxListItem,
  type StaffInboxListResponse,
} from '@akiya/contracts';
import { loggedInBaseData } from '../../../../../tools/testing/base-data';
import { mockFetch, type FakeAnswer, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { renderMyPage } from '../../../testing/render-my-page';
import { expectNotFoundForNonStaff, staffUser } from '../../../testing/staff-pages';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const T = { timeout: 8000 };
const location = () => screen.getByTestId('location').textContent;
const inboxRequests = (seen: SeenRequest[]) => seen.filter((r) => r.path.startsWith('/api/staff/inbox'));

function item(over: Partial<StaffInboxListItem> = {}): StaffInboxListItem {
  return {
    id: 1,
    kind: 'contact',
    category: 'trouble',
    name: '通報 花子',
    email: 'hanako@example.jp',
    userId: null,
    propertyId: 296,
    excerpt: '同じ写真の物件があります。',
    state: 'unread',
    createdAt: '2026-11-20T01:00:00.000Z',
    replyCount: 0,
    ...over,
  };
}

function detail(over: Partial<StaffInboxDetail> = {}): StaffInboxDetail {
  const { excerpt: _excerpt, ...rest } = item();
  return {
    ...rest,
    body: '同じ写真の物件があります。\n確認してください。',
    propertyTitle: '尾道の坂の上の家',
    handledBy: null,
    handledAt: null,
    replyChannel: 'mail',
    replies: [],
    ...over,
  };
}

const page = (items: StaffInboxListItem[], over: Partial<StaffInboxListResponse> = {}): StaffInboxListResponse => ({
  items,
  total: items.length,
  page: 1,
  perPage: 20,
  unread: items.filter((i) => i.state === 'unread').length,
  ...over,
});

describe('/my-page/staff/inbox (the list)', () => {
  test('a user who is not staff gets the 404 page and nothing of the inbox API is asked', async () => {
    await expectNotFoundForNonStaff('/my-page/staff/inbox', '/api/staff/inbox');
  });

  test('lists the three kinds with their state and the reported listing; filters and search go to the server and stay in the URL', async () => {
    const { seen } = mockFetch(
      (url) => {
        if (url.pathname !== '/api/staff/inbox') return undefined;
        if (url.searchParams.get('q') === '花子') return { body: page([item()], { total: 41, unread: 3 }) };
        return {
          body: page([
            item(),
            item({ id: 2, kind: 'republish', category: null, name: '売主 一郎', propertyId: 31, userId: 5, excerpt: '再掲載をお願いします。' }),
            item({ id: 3, kind: 'user_reply', category: null, name: '会員 次郎', propertyId: null, userId: 7, state: 'handled', replyCount: 1, excerpt: '書類を送りました。' }),
          ]),
        };
      },
      { baseData: loggedInBaseData(staffUser()) },
    );
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/inbox');
    const rows = await screen.findAllByTestId('staff-inbox-item', undefined, T);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('未対応');
    expect(rows[0]).toHaveTextContent('トラブル・不審な物件の通報');
    expect(within(rows[0]).getByRole('link', { name: '通報された物件 ID 296' })).toHaveAttribute('href', '/project/296');
    expect(within(rows[0]).getByRole('link', { name: '通報 花子' })).toHaveAttribute('href', '/my-page/staff/inbox/1');
    expect(rows[1]).toHaveTextContent('再掲載依頼');
    expect(rows[2]).toHaveTextContent('ユーザーからの返信');
    expect(rows[2]).toHaveTextContent('対応済み');
    expect(rows[2]).toHaveTextContent('返信 1件');

    await user.selectOptions(screen.getByLabelText('種類'), 'contact');
    await user.selectOptions(screen.getByLabelText('状態'), 'unread');
    await user.type(screen.getByLabelText(/お名前・メールアドレス・本文/), ' 花子 ');
    await user.click(screen.getByRole('button', { name: '絞り込む' }));
    await waitFor(() => expect(location()).toBe(`/my-page/staff/inbox?kind=contact&state=unread&q=${encodeURIComponent('花子')}`), T);
    expect(await screen.findByText('41件（未対応 全3件）', undefined, T)).toBeInTheDocument();
    const last = inboxRequests(seen).at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({ kind: 'contact', state: 'unread', q: '花子' });
    // The pager keeps the filters
    expect(screen.getByRole('link', { name: '2ページ目' })).toHaveAttribute('href', `/my-page/staff/inbox?kind=contact&state=unread&q=${encodeURIComponent('花子')}&page=2`);
  });

  test('a URL with filters opens with them chosen; an empty result says so', async () => {
    mockFetch((url) => (url.pathname === '/api/staff/inbox' ? { body: page([]) } : undefined), { baseData: loggedInBaseData(staffUser()) });
    renderMyPage('/my-page/staff/inbox?kind=republish&state=handled&q=nobody');
    expect(await screen.findByText('該当するメッセージはありません', undefined, T)).toBeInTheDocument();
    expect(screen.getByLabelText('種類')).toHaveValue('republish');
    expect(screen.getByLabelText('状態')).toHaveValue('handled');
    expect(screen.getByLabelText(/お名前・メールアドレス・本文/)).toHaveValue('nobody');
  });
});

describe('/my-page/staff/inbox/{id} (an item and the reply form)', () => {
  function api(first: StaffInboxDetail, replyAnswer?: FakeAnswer) {
    let current = first;
    return mockFetch(
      (url, request) => {
        if (url.pathname === `/api/staff/inbox/${first.id}/reply` && request.method === 'POST') {
          if (replyAnswer) return replyAnswer;
          const body = (request.body as { body: string }).body;
          current = {
            ...current,
            state: 'handled',
            handledBy: { id: 9, name: '運営 太郎' },
            handledAt: '2026-11-21T00:00:00.000Z',
            replies: [...current.replies, { id: 1, channel: current.replyChannel, body, staffName: '運営 太郎', createdAt: '2026-11-21T00:00:00.000Z' }],
          };
          return { body: current };
        }
        if (url.pathname === `/api/staff/inbox/${first.id}/state` && request.method === 'POST') {
          const state = (request.body as { state: 'handled' | 'unread' }).state;
          current = { ...current, state, handledBy: state === 'handled' ? { id: 9, name: '運営 太郎' } : null, handledAt: state === 'handled' ? '2026-11-21T00:00:00.000Z' : null };
          return { body: current };
        }
        if (url.pathname === `/api/staff/inbox/${first.id}`) return { body: current };
        if (url.pathname.startsWith('/api/staff/inbox')) return { body: page([]) };
        return undefined;
      },
      { baseData: loggedInBaseData(staffUser()) },
    );
  }

  test('shows the whole message and the reported listing; marks it handled and unread again', async () => {
    const { seen } = api(detail());
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/inbox/1');
    expect(await screen.findByTestId('staff-inbox-body', undefined, T)).toHaveTextContent('同じ写真の物件があります。 確認してください。');
    expect(screen.getByRole('link', { name: '尾道の坂の上の家' })).toHaveAttribute('href', '/project/296');
    await user.click(screen.getByRole('button', { name: '対応済みにする' }));
    expect(await screen.findByText('対応済みにしました。', undefined, T)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '未対応に戻す' }, T)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '未対応に戻す' }));
    expect(await screen.findByText('未対応に戻しました。', undefined, T)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/staff/inbox/1/state', { state: 'handled' }],
      ['/api/staff/inbox/1/state', { state: 'unread' }],
    ]);
  });

  test('the reply is checked here first (nothing sent), then sent by mail to a guest and shown under the item', async () => {
    const { seen } = api(detail());
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/inbox/1');
    const form = await screen.findByRole('form', { name: '返信する' }, T);
    expect(form).toHaveTextContent('hanako@example.jp');
    await user.click(within(form).getByRole('button', { name: '返信を送信する' }));
    expect(await within(form).findByText(`返信の内容：${STAFF_INBOX_MESSAGES.replyRequired}`, undefined, T)).toBeInTheDocument();
    const field = within(form).getByLabelText(/返信の内容/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(field);
    await user.paste('あ'.repeat(STAFF_INBOX_REPLY_MAX + 1));
    await user.click(within(form).getByRole('button', { name: '返信を送信する' }));
    expect(await within(form).findByText(`返信の内容：${STAFF_INBOX_MESSAGES.replyTooLong}`, undefined, T)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'ご連絡ありがとうございます。');
    await user.click(within(form).getByRole('button', { name: '返信を送信する' }));
    expect(await screen.findByText(STAFF_INBOX_MESSAGES.repliedByMail, undefined, T)).toBeInTheDocument();
    const replies = await screen.findAllByTestId('staff-inbox-reply', undefined, T);
    expect(replies[0]).toHaveTextContent('ご連絡ありがとうございます。');
    expect(replies[0]).toHaveTextContent('メール');
    expect(field).toHaveValue('');
    expect(seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([['/api/staff/inbox/1/reply', { body: 'ご連絡ありがとうございます。' }]]);
  });

  test('to a registered user the form says it goes as an operator message; a refusal of the server keeps what was typed', async () => {
    api(detail({ userId: 7, replyChannel: 'message' }), { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: '只今混み合っています。' } });
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/inbox/1');
    const form = await screen.findByRole('form', { name: '返信する' }, T);
    expect(form).toHaveTextContent('事務局からのメッセージ');
    const field = within(form).getByLabelText(/返信の内容/);
    await user.type(field, '確認します。');
    await user.click(within(form).getByRole('button', { name: '返信を送信する' }));
    expect(await within(form).findByText('只今混み合っています。', undefined, T)).toBeInTheDocument();
    expect(field).toHaveValue('確認します。');
  });
});

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {}
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

describe('live updates and the badge', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
  });

  test('a realtime event without a contact (a new item) reloads the open list', async () => {
    let items = [item()];
    mockFetch((url) => (url.pathname === '/api/staff/inbox' ? { body: page(items) } : undefined), { baseData: loggedInBaseData(staffUser()) });
    renderMyPage('/my-page/staff/inbox');
    expect(await screen.findAllByTestId('staff-inbox-item', undefined, T)).toHaveLength(1);
    items = [item({ id: 5, name: '新着 三郎', category: 'other', propertyId: null }), ...items];
    await waitFor(() => expect(FakeEventSource.all.length).toBeGreaterThan(0), T);
    act(() => FakeEventSource.all[0].emit('updated_user_contacts', { id: 501, user_id: 9, contact_id: null, created_at: '2026-11-21T00:00:00Z' }));
    expect(await screen.findByRole('link', { name: '新着 三郎' }, T)).toHaveAttribute('href', '/my-page/staff/inbox/5');
  });

  test('the staff links of the my-page home show the unread count on the inbox link', async () => {
    mockFetch((url) => (url.pathname === '/api/staff/inbox/unread-count' ? { body: { unread: 4 } } : undefined), { baseData: loggedInBaseData(staffUser()) });
    renderMyPage('/my-page');
    const link = await screen.findByRole('link', { name: /受信箱/ }, T);
    expect(link).toHaveAttribute('href', '/my-page/staff/inbox');
    await waitFor(() => expect(within(link.closest('li')!).getByTestId('unread-badge')).toHaveTextContent('4'), T);
  });
});
