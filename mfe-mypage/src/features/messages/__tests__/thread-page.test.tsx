import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEAL_MESSAGES, type ContactDetail, type DealMessage, type DealStatusName } from '@akiya/contracts';
import { renderMyPage } from '../../../testing/render-my-page';
import { dealApi, fakeDetail, fakeList, fakeMessage, TODAY } from '../../../testing/deal-fixtures';
import { MESSAGE_DRAFT_PREFIX } from '../hooks/use-send-message';
import { type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import type { FakeAnswer } from '../../../../../tools/testing/mock-fetch';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

function threadApi(
  detail: ContactDetail,
  messages: DealMessage[] = [],
  handler: (r: SeenRequest) => FakeAnswer | undefined = () => undefined,
) {
  return dealApi(fakeList([detail]), (r) => {
    const own = handler(r);
    if (own !== undefined) return own;
    if (r.url.pathname === `/api/my-page/contacts/${detail.contact_id}`) return { body: detail };
    if (r.url.pathname === `/api/my-page/contacts/${detail.contact_id}/messages` && r.method === 'GET')
      return { body: { items: messages, hasMore: false } };
    return undefined;
  });
}

async function openThread(detail: ContactDetail, messages: DealMessage[] = [], handler?: (r: SeenRequest) => FakeAnswer | undefined) {
  const api = threadApi(detail, messages, handler);
  renderMyPage(`/my-page/messages/${detail.contact_id}`);
  await screen.findByRole('heading', { level: 1, name: detail.property.title });
  return api;
}

function buttonNames(): string[] {
  const group = screen.queryByRole('group', { name: '商談の操作ボタン' });
  if (!group) return [];
  return Array.from(group.querySelectorAll('button, a')).map((b) => b.textContent ?? '');
}

describe('/my-page/messages/:id buttons (only the allowed moves, per side)', () => {
  const SELLER_REPLY = fakeMessage({ id: 1, send_from: 2, send_to: 1 });
  const cases: [DealStatusName, boolean, string[], DealMessage[]?, ContactDetail['preview']?][] = [
    ['商談開始後', false, ['内覧を予約する', '購入を申し込む', '商談をキャンセルする'], [SELLER_REPLY]],
    ['商談開始後', true, ['内覧日を提案する', '商談をキャンセルする']],
    ['買主から内覧予約', true, ['内覧を承諾する', '別の日を提案する', '内覧をお断りする', '商談をキャンセルする'], [], { preview_date: '2099-01-01', preview_time: '10:00' }],
    ['買主から内覧予約', false, ['内覧日を変更する', '商談をキャンセルする'], [], { preview_date: '2099-01-01', preview_time: null }],
    ['売主から内覧変更', false, ['提案された日で確定する', '別の日を提案する', '商談をキャンセルする'], [], { preview_date: '2099-01-01', preview_time: null }],
    ['売主から内覧変更', true, ['商談をキャンセルする'], [], { preview_date: '2099-01-01', preview_time: null }],
    ['内覧確定後', true, ['購入申込書を送付する', '商談をキャンセルする'], [], { preview_date: TODAY, preview_time: null }],
    ['購入申込書提出', true, ['承諾する', '条件を調整する', '保留する', 'お断りする', '商談をキャンセルする']],
    ['購入申込書提出', false, ['商談をキャンセルする'], [], { preview_date: '2026-01-01', preview_time: null }],
    ['内覧後・購入申込書送付', false, ['購入申込書を提出する', '商談をキャンセルする'], [], { preview_date: '2026-01-01', preview_time: null }],
    ['購入申込書承諾', true, ['商談成立にする', '商談をキャンセルする']],
    ['商談成立後', true, ['決済完了にする', '商談をキャンセルする']],
    ['決済完了', true, []],
    ['キャンセル', false, []],
    ['他決', true, []],
    ['決済完了', false, []],
  ];
  it.each(cases)('%s (seller: %s) → %j', async (status, isSeller, expected, messages = [], preview = null) => {
    await openThread(fakeDetail({ contact_id: 1, contact_status: status, is_seller: isSeller, preview }, messages), messages);
    expect(buttonNames()).toEqual(expected);
  });

  it('the purchase application is a link to the form', async () => {
    await openThread(fakeDetail({ contact_id: 1, contact_status: '内覧後・購入申込書送付' }));
    expect(screen.getByRole('link', { name: '購入申込書を提出する' })).toHaveAttribute(
      'href',
      '/my-page/purchase/1?via=buyerPurchaseApplication',
    );
  });

  it('an ended deal shows no composer but the ended message', async () => {
    await openThread(fakeDetail({ contact_id: 1, contact_status: 'キャンセル' }));
    expect(screen.getByText(DEAL_MESSAGES.ended)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'メッセージを送る' })).not.toBeInTheDocument();
  });
});

describe('/my-page/messages/:id actions', () => {
  it('requestViewing needs a date; sends transition, via, version, date and time', async () => {
    const user = userEvent.setup();
    const detail = fakeDetail({ contact_id: 1, contact_status: '商談開始後', version: 7 });
    const api = await openThread(detail, [], (r) =>
      r.url.pathname.endsWith('/actions') ? { body: { ...detail, contact_status: '買主から内覧予約' } } : undefined,
    );
    await user.click(screen.getByRole('button', { name: '内覧を予約する' }));
    const form = screen.getByRole('form', { name: '内覧を予約する' });
    await user.click(within(form).getByRole('button', { name: '送信する' }));
    expect(within(form).getByText(DEAL_MESSAGES.previewDateRequired)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('内覧希望日'), '2000-01-01');
    await user.click(within(form).getByRole('button', { name: '送信する' }));
    expect(within(form).getByText(DEAL_MESSAGES.previewDatePast)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('内覧希望日'));
    await user.type(within(form).getByLabelText('内覧希望日'), '2099-05-01');
    await user.type(within(form).getByLabelText('時刻（任意）'), '14:30');
    await user.click(within(form).getByRole('button', { name: '送信する' }));
    await screen.findByText('「内覧を予約する」を受け付けました。');
    const post = api.seen.find((r) => r.url.pathname.endsWith('/actions'));
    expect(post?.body).toEqual({
      transition: 'requestViewing',
      via: 'buyerContact',
      version: 7,
      preview_date: '2099-05-01',
      preview_time: '14:30',
    });
  });

  it('a cancellation ends on the finish page /cancel-done', async () => {
    const user = userEvent.setup();
    const detail = fakeDetail({ contact_id: 1, contact_status: '商談開始後' });
    const api = await openThread(detail, [], (r) =>
      r.url.pathname.endsWith('/actions') ? { body: { ...detail, contact_status: 'キャンセル' } } : undefined,
    );
    await user.click(screen.getByRole('button', { name: '商談をキャンセルする' }));
    const form = screen.getByRole('form', { name: '商談をキャンセルする' });
    await user.click(within(form).getByRole('button', { name: '実行する' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cancel-done'));
    expect(api.seen.find((r) => r.url.pathname.endsWith('/actions'))?.body).toMatchObject({ transition: 'cancel' });
  });

  it('a reject needs a reason', async () => {
    const user = userEvent.setup();
    const detail = fakeDetail({ contact_id: 1, contact_status: '購入申込書提出', is_seller: true });
    const api = await openThread(detail, [], (r) => (r.url.pathname.endsWith('/actions') ? { body: detail } : undefined));
    await user.click(screen.getByRole('button', { name: 'お断りする' }));
    const form = screen.getByRole('form', { name: 'お断りする' });
    await user.click(within(form).getByRole('button', { name: '送信する' }));
    expect(within(form).getByText(DEAL_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('理由'), '価格が合いません');
    await user.type(within(form).getByLabelText('相手へのメッセージ（任意）'), 'ご検討ありがとうございました。');
    await user.click(within(form).getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(api.seen.some((r) => r.url.pathname.endsWith('/actions'))).toBe(true));
    expect(api.seen.find((r) => r.url.pathname.endsWith('/actions'))?.body).toMatchObject({
      transition: 'rejectApplication',
      reason: '価格が合いません',
      message: 'ご検討ありがとうございました。',
    });
  });

  it('409: shows the conflict message with a reload button and keeps what was typed', async () => {
    const user = userEvent.setup();
    const detail = fakeDetail({ contact_id: 1, contact_status: '買主から内覧予約', is_seller: true, preview: { preview_date: '2099-01-01', preview_time: null } });
    const api = await openThread(detail, [], (r) =>
      r.url.pathname.endsWith('/actions')
        ? { status: 409, body: { statusCode: 409, error: 'Conflict', message: DEAL_MESSAGES.conflict } }
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: '内覧をお断りする' }));
    const form = screen.getByRole('form', { name: '内覧をお断りする' });
    await user.type(within(form).getByLabelText('理由'), '都合がつきません');
    await user.click(within(form).getByRole('button', { name: '送信する' }));
    const alert = await screen.findByText(DEAL_MESSAGES.conflict);
    expect(within(screen.getByRole('form', { name: '内覧をお断りする' })).getByLabelText('理由')).toHaveValue('都合がつきません');
    const before = api.seen.filter((r) => r.url.pathname === '/api/my-page/contacts/1').length;
    await user.click(within(alert.parentElement as HTMLElement).getByRole('button', { name: '最新の状態を読み込む' }));
    await waitFor(() => expect(api.seen.filter((r) => r.url.pathname === '/api/my-page/contacts/1').length).toBe(before + 1));
    expect(screen.queryByText(DEAL_MESSAGES.conflict)).not.toBeInTheDocument();
  });
});

describe('/my-page/messages/:id messages', () => {
  it('renders markup in a message as text, keeps line breaks, shows status moves as timeline entries and attachments', async () => {
    const body = '<b>太字</b>\n<img src=x onerror="alert(1)">\n2行目';
    await openThread(fakeDetail({ contact_id: 1, contact_status: '商談開始後' }), [
      fakeMessage({ id: 1, kind: 'status', send_from: 0, send_to: 0, body: '', status_from: '商談開始前', status_to: '商談開始後' }),
      fakeMessage({
        id: 2,
        send_from: 2,
        send_to: 1,
        body,
        attachments: [
          { id: 5, name: '間取り.pdf', size: 2048, mime: 'application/pdf', url: '/api/my-page/attachments/5' },
          { id: 6, name: '外観.jpg', size: 4096, mime: 'image/jpeg', url: '/api/my-page/attachments/6' },
        ],
      }),
    ]);
    const messages = await screen.findAllByTestId('message');
    const text = messages[0].querySelector('p:not([class*="sender"])') as HTMLElement;
    expect(text.textContent).toBe(body);
    expect(messages[0].querySelector('b')).toBeNull();
    expect(messages[0].querySelector('img[onerror]')).toBeNull();
    expect(text).toHaveClass('text');
    expect(screen.getByTestId('timeline-entry')).toHaveTextContent('商談開始前 → 商談開始後');
    expect(screen.getByRole('link', { name: '間取り.pdf（2KB）' })).toHaveAttribute('href', '/api/my-page/attachments/5');
    expect(screen.getByRole('link', { name: '外観.jpg（4KB）' }).querySelector('img')).toHaveAttribute('src', '/api/my-page/attachments/6');
  });

  it('marks the thread read on view when something is unread', async () => {
    const api = await openThread(fakeDetail({ contact_id: 1 }), [fakeMessage({ id: 3, send_from: 2, send_to: 1 })]);
    await waitFor(() => expect(api.seen.some((r) => r.method === 'POST' && r.url.pathname === '/api/my-page/contacts/1/read')).toBe(true));
  });

  it('loads older messages before the first one', async () => {
    const user = userEvent.setup();
    const detail = fakeDetail({ contact_id: 1 });
    const api = threadApi(detail, [], (r) => {
      if (r.url.pathname !== '/api/my-page/contacts/1/messages') return undefined;
      return r.url.searchParams.get('before') === '10'
        ? { body: { items: [fakeMessage({ id: 9, body: '古いメッセージ' })], hasMore: false } }
        : { body: { items: [fakeMessage({ id: 10, body: '新しいメッセージ' })], hasMore: true } };
    });
    renderMyPage('/my-page/messages/1');
    await screen.findByText('新しいメッセージ');
    await user.click(screen.getByRole('button', { name: '以前のメッセージを読み込む' }));
    await screen.findByText('古いメッセージ');
    const bodies = screen.getAllByTestId('message').map((m) => m.textContent);
    expect(bodies[0]).toContain('古いメッセージ');
    expect(bodies[1]).toContain('新しいメッセージ');
    expect(screen.queryByRole('button', { name: '以前のメッセージを読み込む' })).not.toBeInTheDocument();
    expect(api.seen.some((r) => r.url.searchParams.get('before') === '10')).toBe(true);
  });

  it('send: optimistic, a failed send keeps the draft, the retry reuses the same clientId, success starts a new draft', async () => {
    const user = userEvent.setup();
    const appended: string[] = [];
    const append = FormData.prototype.append as (this: FormData, ...args: unknown[]) => void;
    jest.spyOn(FormData.prototype, 'append').mockImplementation(function (this: FormData, ...args: unknown[]) {
      if (args[0] === 'clientId') appended.push(String(args[1]));
      append.apply(this, args);
    });
    let attempts = 0;
    const detail = fakeDetail({ contact_id: 1 });
    await openThread(detail, [], (r) => {
      if (r.method !== 'POST' || r.url.pathname !== '/api/my-page/contacts/1/messages') return undefined;
      attempts += 1;
      if (attempts === 1) return { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。' } };
      return { body: fakeMessage({ id: 50, send_from: 1, send_to: 2, body: 'こんにちは\n内覧できますか', client_id: appended[0] }) };
    });
    const box = screen.getByLabelText('メッセージ');
    await user.type(box, 'こんにちは{Enter}内覧できますか');
    expect(JSON.parse(sessionStorage.getItem(`${MESSAGE_DRAFT_PREFIX}1`) ?? '{}').body).toBe('こんにちは\n内覧できますか');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('送信できませんでした')).toBeInTheDocument();
    expect(box).toHaveValue('こんにちは\n内覧できますか');
    await user.click(screen.getByRole('button', { name: '再送信' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(appended).toHaveLength(2);
    expect(appended[1]).toBe(appended[0]);
    expect(await screen.findByText((_, el) => el?.textContent === 'こんにちは\n内覧できますか' && el.tagName === 'P')).toBeInTheDocument();
    const next = JSON.parse(sessionStorage.getItem(`${MESSAGE_DRAFT_PREFIX}1`) ?? 'null') as { clientId: string } | null;
    expect(next?.clientId ?? 'new').not.toBe(appended[0]);
  });

  it('keeps the draft across a reload (same clientId)', async () => {
    sessionStorage.setItem(`${MESSAGE_DRAFT_PREFIX}1`, JSON.stringify({ body: '書きかけ', clientId: 'c-123' }));
    await openThread(fakeDetail({ contact_id: 1 }));
    expect(screen.getByLabelText('メッセージ')).toHaveValue('書きかけ');
  });

  it('checks attachments: count and total size (docs/product.md §5 message)', async () => {
    const user = userEvent.setup();
    await openThread(fakeDetail({ contact_id: 1 }));
    const input = screen.getByLabelText('ファイルを添付');
    const big = new File([new Uint8Array(6 * 1048576)], 'a.jpg', { type: 'image/jpeg' });
    const big2 = new File([new Uint8Array(5 * 1048576)], 'b.jpg', { type: 'image/jpeg' });
    await user.upload(input, [big, big2]);
    expect(screen.getByRole('alert')).toHaveTextContent('ファイルは合計10MB以内にしてください');
    await user.click(screen.getByRole('button', { name: 'b.jpgを外す' }));
    expect(screen.queryByText('ファイルは合計10MB以内にしてください')).not.toBeInTheDocument();
    const small = (n: string) => new File(['x'], n, { type: 'image/png' });
    await user.upload(input, [small('1.png'), small('2.png'), small('3.png'), small('4.png'), small('5.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent(DEAL_MESSAGES.attachmentCount);
  });

  it('memo: saves, and shows the per-field error (first message)', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await openThread(fakeDetail({ contact_id: 1, memo: '前のメモ' }), [], (r) => {
      if (r.url.pathname !== '/api/my-page/post-contact-memo') return undefined;
      calls += 1;
      return calls === 1 ? { body: { success: false, errors: { memo: ['1000文字以内にしてください', '二つ目'] } } } : { body: { success: true } };
    });
    const memo = screen.getByLabelText('メモ（相手には表示されません）');
    expect(memo).toHaveValue('前のメモ');
    await user.type(memo, '追記');
    await user.click(screen.getByRole('button', { name: 'メモを保存' }));
    expect(await screen.findByText('1000文字以内にしてください')).toBeInTheDocument();
    expect(screen.queryByText('二つ目')).not.toBeInTheDocument();
    expect(memo).toHaveValue('前のメモ追記');
    await user.click(screen.getByRole('button', { name: 'メモを保存' }));
    expect(await screen.findByText(DEAL_MESSAGES.memoSaved)).toBeInTheDocument();
  });

  it('the other party opens the public profile dialog', async () => {
    const user = userEvent.setup();
    await openThread(fakeDetail({ contact_id: 1 }), [], (r) =>
      r.url.pathname === '/api/my-page/get-user-public/901' ? { body: { name: '相手1さん', contact_count: 2 } } : undefined,
    );
    await user.click(screen.getByRole('button', { name: '相手1' }));
    const dialog = await screen.findByRole('dialog', { name: 'プロフィール' });
    expect(await within(dialog).findByText('相手1さん')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
