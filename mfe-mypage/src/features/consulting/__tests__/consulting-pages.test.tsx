import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTING_MESSAGES, consultingMovesFrom, type ConsultingThreadSummary } from '@akiya/contracts';
import { mockFetch, type FakeAnswer, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { fakeConsultingMessage, fakeConsultingRequest, fakeConsultingThread } from '../../../testing/consulting-fixtures';
import { renderMyPage } from '../../../testing/render-my-page';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const REQUEST = fakeConsultingRequest();
const THREAD = fakeConsultingThread();

const MESSAGES_OF_THREAD = [
  fakeConsultingMessage({ id: 1, body: '【お困りのこと・ご相談内容】\n相続した家をどうするか迷っています。' }),
  fakeConsultingMessage({ id: 2, kind: 'status', from_operator: true, body: 'ご相談の状況が「確認中」になりました。', status_from: 'received', status_to: 'in_review' }),
  fakeConsultingMessage({ id: 3, from_operator: true, body: '担当の者です。オンラインでお話をうかがえますか。' }),
];

function api(handler: (r: SeenRequest) => FakeAnswer | undefined) {
  return mockFetch((_url, r) => handler(r), { baseData: testBaseData({ user: testUser() }) });
}

/** The signed-in user opens `path`, the API answering nothing it asks: the 404 page. */
async function expectNotFound(path: string) {
  api(() => undefined);
  renderMyPage(path);
  expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
}

describe('/my-page/airyflow/:id', () => {
  it('shows the status, the request and the thread; marks the operator’s messages read and sends a reply with the draft’s clientId', async () => {
    const sent = fakeConsultingMessage({ id: 4, body: '来週の火曜はいかがでしょうか。', client_id: 'x' });
    const fetch = api((r) => {
      if (r.path === '/api/my-page/consulting/requests/5') return { body: REQUEST };
      if (r.path === '/api/my-page/consulting/threads/9') return { body: THREAD };
      if (r.path === '/api/my-page/consulting/threads/9/messages' && r.method === 'GET') return { body: { items: MESSAGES_OF_THREAD, hasMore: false } };
      if (r.path === '/api/my-page/consulting/threads/9/messages' && r.method === 'POST') return { body: sent };
      if (r.path === '/api/my-page/consulting/threads/9/read') return { body: { success: true, read: 1 } };
      return undefined;
    });
    renderMyPage('/my-page/airyflow/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'ご相談：長野県上田市' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'ご相談の状況' });
    expect(within(steps).getByText('確認中')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('築70年の平屋')).toBeInTheDocument();
    const thread = await screen.findByRole('list', { name: 'メッセージ（古い順）' });
    expect(await within(thread).findByText('担当の者です。オンラインでお話をうかがえますか。')).toBeInTheDocument();
    expect(within(thread).getAllByText('家いちば事務局').length).toBeGreaterThan(0);
    expect(within(thread).getByText('受付済み →')).toBeInTheDocument();
    await waitFor(() => expect(fetch.requestsTo('/api/my-page/consulting/threads/9/read')).toHaveLength(1));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('メッセージを入力してください')).toBeInTheDocument();
    await user.type(screen.getByLabelText('メッセージ'), '来週の火曜はいかがでしょうか。');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(fetch.seen.filter((r) => r.method === 'POST' && r.path === '/api/my-page/consulting/threads/9/messages')).toHaveLength(1));
    const post = fetch.seen.find((r) => r.method === 'POST' && r.path === '/api/my-page/consulting/threads/9/messages');
    expect(post?.body).toMatchObject({ body: '来週の火曜はいかがでしょうか。', clientId: expect.stringMatching(/^[A-Za-z0-9_-]+$/) });
    expect(await within(thread).findByText('来週の火曜はいかがでしょうか。')).toBeInTheDocument();
  });

  it('shows the 404 page for another user’s request', () => expectNotFound('/my-page/airyflow/6'));
});

describe('/my-page/consultings/:type/:id', () => {
  it('starts a conversation about a Q&A answer with the first message', async () => {
    const fetch = api((r) => {
      if (r.path === '/api/my-page/consulting/subjects/solution/3') return { body: { type: 'solution', subject_id: 3, title: '空き家の固定資産税は？', thread: null } };
      if (r.path === '/api/my-page/consulting/subjects/solution/3/messages') return { body: fakeConsultingMessage({ id: 10, thread_id: 11, body: '質問です' }) };
      return undefined;
    });
    renderMyPage('/my-page/consultings/solution/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Q&Aについてのご相談' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '空き家の固定資産税は？' })).toHaveAttribute('href', '/solution/3');
    expect(screen.getByText(CONSULTING_MESSAGES.threadStart)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('メッセージ'), '質問です');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(fetch.requestsTo('/api/my-page/consulting/subjects/solution/3/messages')).toHaveLength(1));
  });

  it('shows the 404 page for an unknown type', () => expectNotFound('/my-page/consultings/other/3'));
});

describe('/my-page/staff/consulting/:id', () => {
  it('offers the moves of the table and shows the reload notice on 409, keeping the page', async () => {
    const detail = { ...REQUEST, moves: consultingMovesFrom('in_review'), user: { id: 7, name: '山田 花子', email: 'hanako@example.jp' } };
    const fetch = api((r) => {
      if (r.path === '/api/staff/consulting/requests/5') return { body: detail };
      if (r.path === '/api/staff/consulting/threads/9') return { body: { ...THREAD, unread: 0, user: { id: 7, name: '山田 花子' } } };
      if (r.path === '/api/staff/consulting/threads/9/messages') return { body: { items: MESSAGES_OF_THREAD, hasMore: false } };
      if (r.path === '/api/staff/consulting/requests/5/status')
        return { status: 409, body: { statusCode: 409, error: 'Conflict', message: CONSULTING_MESSAGES.conflict } };
      return undefined;
    });
    renderMyPage('/my-page/staff/consulting/5');
    const group = await screen.findByRole('group', { name: '状況を変える' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['提案を送ったことにする', 'お見送りにする']);
    expect(screen.getByText('山田 花子（hanako@example.jp）')).toBeInTheDocument();
    await userEvent.setup().click(within(group).getByRole('button', { name: '提案を送ったことにする' }));
    expect(await screen.findByText(CONSULTING_MESSAGES.conflict)).toBeInTheDocument();
    const post = fetch.seen.find((r) => r.path === '/api/staff/consulting/requests/5/status');
    expect(post?.body).toEqual({ to: 'proposal_sent', version: 2 });
  });

  it('is the 404 page for non-staff (the API answers 404)', () => expectNotFound('/my-page/staff/consulting'));
});

describe('/my-page/consultings', () => {
  it('lists the threads by type and badges the side navigation with the operator’s unread messages', async () => {
    const threads: ConsultingThreadSummary[] = [
      THREAD,
      { ...THREAD, id: 11, type: 'solution', subject_id: 3, title: '空き家の固定資産税は？', request_id: null, request_status: null, unread: 2 },
    ];
    api((r) => {
      if (r.path === '/api/my-page/consulting/threads') return { body: { items: threads } };
      if (r.path === '/api/my-page/all-contacts')
        return {
          body: {
            items: [],
            postedProperties: [],
            counts: { all: 0, buyer: 0, seller: 0, active: 0, unread: 0 },
            noReadContactMessageIds: {},
            noReadUserMessageIds: {},
            noReadPropertyMessageIds: {},
            noReadConsultingPropertyMessageIds: { '9': [3] },
            noReadConsultingSolutionMessageIds: { '11': [20, 21] },
            noReadPartnerMessageIds: {},
            noResponsePartnerRewardCount: 0,
            partner: null,
          },
        };
      return undefined;
    });
    renderMyPage('/my-page/consultings');
    const list = await screen.findByRole('list', { name: 'ご相談のやりとり' });
    expect(within(list).getAllByTestId('consulting-thread-row')).toHaveLength(2);
    const nav = screen.getByRole('navigation', { name: 'マイページメニュー' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /コンサルティング/ })).toHaveTextContent('3'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Q&Aについて' }));
    expect(within(list).getAllByTestId('consulting-thread-row')).toHaveLength(1);
    expect(within(list).getByText('空き家の固定資産税は？')).toBeInTheDocument();
  });
});

describe('/my-page/consultings/:id', () => {
  it('loads older messages on request (the API pages with before=<id>)', async () => {
    const fetch = api((r) => {
      if (r.path === '/api/my-page/consulting/threads/9') return { body: { ...THREAD, unread: 0 } };
      if (r.path === '/api/my-page/consulting/threads/9/messages') {
        return r.url.searchParams.get('before') === '2'
          ? { body: { items: [fakeConsultingMessage({ id: 1, body: '一番古いメッセージ', read_at: 'x' })], hasMore: false } }
          : { body: { items: MESSAGES_OF_THREAD.slice(1).map((m) => ({ ...m, read_at: '2026-11-10T02:00:00.000Z' })), hasMore: true } };
      }
      return undefined;
    });
    renderMyPage('/my-page/consultings/9');
    const thread = await screen.findByRole('list', { name: 'メッセージ（古い順）' });
    expect(await within(thread).findByText('担当の者です。オンラインでお話をうかがえますか。')).toBeInTheDocument();
    expect(within(thread).queryByText('一番古いメッセージ')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '以前のメッセージを読み込む' }));
    expect(await within(thread).findByText('一番古いメッセージ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '以前のメッセージを読み込む' })).toBeNull();
    expect(fetch.requestsTo('/api/my-page/consulting/threads/9/messages').some((u) => u.searchParams.get('before') === '2')).toBe(true);
  });
});
