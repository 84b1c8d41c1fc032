import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEAL_MESSAGES } from '@akiya/contracts';
import { renderMyPage } from '../../../testing/render-my-page';
import { type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import type { FakeAnswer } from '../../../../../tools/testing/mock-fetch';
import { dealApi, fakeList } from '../../../testing/deal-fixtures';
import type { UserMessage, UserMessageListResponse } from '../api/user-messages-api';
import { OPERATOR_DRAFT_KEY } from '../hooks/use-reply';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const WELCOME: UserMessage = {
  id: 1,
  from_operator: true,
  body: '家いちばへようこそ。\n<b>ご不明な点</b>はご返信ください。',
  created_at: '2026-05-01T01:00:00Z',
  read_at: null,
};
const REPLY: UserMessage = { id: 2, from_operator: false, body: 'ありがとうございます', created_at: '2026-05-02T01:00:00Z', read_at: null };
const NEWS: UserMessage = { id: 3, from_operator: true, body: 'お知らせです', created_at: '2026-05-03T01:00:00Z', read_at: '2026-05-03T02:00:00Z' };

function threadApi(list: UserMessageListResponse, handler: (r: SeenRequest) => FakeAnswer | undefined = () => undefined) {
  return dealApi(fakeList([], { noReadUserMessageIds: {} }), (r) => {
    const own = handler(r);
    if (own !== undefined) return own;
    if (r.url.pathname === '/api/my-page/user/messages' && r.method === 'GET') return { body: list };
    if (r.url.pathname === '/api/my-page/topics') return { body: { items: [] } };
    return undefined;
  });
}

const page = () => screen.findByRole('heading', { level: 1, name: '事務局からのメッセージ' });

describe('/my-page/user/messages', () => {
  it('lists newest first, marks unread ones, and opening one marks it read', async () => {
    const { seen } = threadApi({ items: [NEWS, REPLY, WELCOME], unreadIds: [1] });
    renderMyPage('/my-page/user/messages');
    await page();
    const list = await screen.findByRole('list', { name: '事務局とのメッセージ（新しい順）' });
    const articles = within(list).getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      '家いちば事務局からのメッセージ',
      'あなたのメッセージ',
      '家いちば事務局からのメッセージ',
    ]);
    // Only the welcome is unread; the user's own reply is shown in full.
    expect(within(articles[2]).getByText('未読')).toBeInTheDocument();
    expect(within(articles[0]).queryByText('未読')).not.toBeInTheDocument();
    expect(within(articles[1]).getByText('ありがとうございます')).toBeVisible();

    const toggle = within(articles[2]).getByRole('button', { expanded: false });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Rendered as text: the markup is visible characters, not an element.
    const body = articles[2].querySelector('p')!;
    expect(body.textContent).toBe(WELCOME.body);
    expect(body.querySelector('b')).toBeNull();
    await waitFor(() =>
      expect(seen.filter((r) => r.url.pathname === '/api/my-page/user/messages/read')).toEqual([
        expect.objectContaining({ method: 'POST', body: { ids: [1] } }),
      ]),
    );
    expect(within(articles[2]).queryByText('未読')).not.toBeInTheDocument();

    // Opening a read message sends nothing.
    await userEvent.click(within(articles[0]).getByRole('button'));
    expect(seen.filter((r) => r.url.pathname === '/api/my-page/user/messages/read')).toHaveLength(1);
  });

  it('shows the empty state', async () => {
    threadApi({ items: [], unreadIds: [] });
    renderMyPage('/my-page/user/messages');
    expect(await screen.findByText('事務局からのメッセージはまだありません')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    threadApi({ items: [], unreadIds: [] }, (r) =>
      r.url.pathname === '/api/my-page/user/messages' && r.method === 'GET' && fail
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'x' } }
        : undefined,
    );
    renderMyPage('/my-page/user/messages');
    expect(await screen.findByText('メッセージを読み込めませんでした。')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('事務局からのメッセージはまだありません')).toBeInTheDocument();
  });

  it('checks the reply, keeps the text and the clientId on failure, and sends the same clientId again', async () => {
    let fail = true;
    const { seen } = threadApi({ items: [WELCOME], unreadIds: [] }, (r) => {
      if (r.url.pathname !== '/api/my-page/user/messages' || r.method !== 'POST') return undefined;
      if (fail) return { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: '送信できませんでした' } };
      return { body: { ...REPLY, body: (r.body as { body: string }).body } };
    });
    renderMyPage('/my-page/user/messages');
    await page();
    const form = screen.getByRole('form', { name: '事務局へ返信' });
    const box = within(form).getByLabelText('事務局へ返信');

    await userEvent.click(within(form).getByRole('button', { name: '送信する' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(DEAL_MESSAGES.messageRequired);
    expect(seen.filter((r) => r.method === 'POST' && r.url.pathname === '/api/my-page/user/messages')).toHaveLength(0);

    await userEvent.type(box, '質問があります');
    expect(JSON.parse(sessionStorage.getItem(OPERATOR_DRAFT_KEY)!)).toMatchObject({ body: '質問があります' });
    await userEvent.click(within(form).getByRole('button', { name: '送信する' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('送信できませんでした');
    expect(box).toHaveValue('質問があります');

    fail = false;
    await userEvent.click(within(form).getByRole('button', { name: '再送信' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('事務局へ返信しました。');
    expect(box).toHaveValue('');
    const posts = seen.filter((r) => r.method === 'POST' && r.url.pathname === '/api/my-page/user/messages');
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((p) => p.body as { body: string; clientId: string });
    expect(first).toEqual(second);
    expect(first.body).toBe('質問があります');
    // A new draft gets a new clientId.
    expect(JSON.parse(sessionStorage.getItem(OPERATOR_DRAFT_KEY) ?? '{"clientId":""}').clientId).not.toBe(first.clientId);
  });

  it('rejects a reply over 2000 characters without sending', async () => {
    const { seen } = threadApi({ items: [], unreadIds: [] });
    sessionStorage.setItem(OPERATOR_DRAFT_KEY, JSON.stringify({ body: 'あ'.repeat(2001), clientId: 'c1' }));
    renderMyPage('/my-page/user/messages');
    await page();
    const form = screen.getByRole('form', { name: '事務局へ返信' });
    expect(within(form).getByText('2001 / 2000文字')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: '送信する' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('2000文字以内にしてください');
    expect(seen.filter((r) => r.method === 'POST' && r.url.pathname === '/api/my-page/user/messages')).toHaveLength(0);
  });
});
