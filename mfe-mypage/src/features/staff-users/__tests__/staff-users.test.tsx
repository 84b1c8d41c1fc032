import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_PAGE, formatMessage, MESSAGES, STAFF_USER_MESSAGES, STAFF_USER_REASON_MAX, type StaffUserDetail } from '@akiya/contracts';
import { loggedInBaseData } from '../../../../../tools/testing/base-data';
import { mockFetch, NOT_FOUND_ANSWER, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { renderMyPage } from '../../../testing/render-my-page';
import { expectNotFoundForNonStaff, staffUser } from '../../../testing/staff-pages';
import { fakeAuditItem, fakeStaffUserDetail, fakeStaffUserItem } from '../../../testing/staff-user-fixtures';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const T = { timeout: 8000 };
const location = () => screen.getByTestId('location').textContent;
const staffRequests = (seen: SeenRequest[]) => seen.filter((r) => r.path.startsWith('/api/staff/'));

describe('/my-page/staff/users (search)', () => {
  test('a user who is not staff gets the 404 page and nothing of the staff API is asked', async () => {
    await expectNotFoundForNonStaff('/my-page/staff/users?q=seller2', '/api/staff/');
  });

  test('searches on the server with the word kept in the URL; the pages keep the word', async () => {
    const { seen } = mockFetch(
      (url) => {
        if (url.pathname !== '/api/staff/users/search') return undefined;
        const q = url.searchParams.get('q');
        if (q === '鈴木') return { body: { items: [fakeStaffUserItem({ disabled: true })], total: 21, page: 1, perPage: 20, q: '鈴木' } };
        return { body: { items: [fakeStaffUserItem({ id: 1, name: '山田 花子', email: 'buyer@example.jp' })], total: 1, page: 1, perPage: 20, q: '' } };
      },
      { baseData: loggedInBaseData(staffUser()) },
    );
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/users');
    expect(await screen.findByRole('link', { name: '山田 花子' }, T)).toHaveAttribute('href', '/my-page/staff/users/1');

    await user.type(screen.getByLabelText(/メールアドレス・お名前・会員ID/), '  鈴木 ');
    await user.click(screen.getByRole('button', { name: '検索する' }));
    const row = (await screen.findAllByTestId('staff-user', undefined, T)).find((r) => within(r).queryByText('鈴木 美咲'));
    expect(row).toBeDefined();
    expect(within(row!).getByText('無効')).toBeInTheDocument();
    expect(within(row!).getByText(/seller2@example\.jp/)).toBeInTheDocument();
    expect(location()).toBe(`/my-page/staff/users?q=${encodeURIComponent('鈴木')}`);
    expect(screen.getByText('「鈴木」に該当する会員：21件')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText(/メールアドレス・お名前・会員ID/)).toHaveValue('鈴木');
    // The pager's links keep the word
    expect(screen.getByRole('link', { name: '2ページ目' })).toHaveAttribute('href', `/my-page/staff/users?q=${encodeURIComponent('鈴木')}&page=2`);
    expect(staffRequests(seen).map((r) => r.url.searchParams.get('q'))).toEqual([null, '鈴木']);
  });

  test('a word over the limit is refused with its message and not sent; an empty result says so', async () => {
    const { seen } = mockFetch(
      (url) => (url.pathname === '/api/staff/users/search' ? { body: { items: [], total: 0, page: 1, perPage: 20, q: url.searchParams.get('q') ?? '' } } : undefined),
      { baseData: loggedInBaseData(staffUser()) },
    );
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/users?q=nobody');
    expect(await screen.findByText('該当する会員はいません', undefined, T)).toBeInTheDocument();
    const box = screen.getByLabelText(/メールアドレス・お名前・会員ID/);
    await user.clear(box);
    await user.click(box);
    await user.paste('あ'.repeat(101));
    await user.click(screen.getByRole('button', { name: '検索する' }));
    expect(await screen.findByText(STAFF_USER_MESSAGES.queryTooLong, undefined, T)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('あ'.repeat(101));
    expect(location()).toBe('/my-page/staff/users?q=nobody');
    expect(staffRequests(seen)).toHaveLength(1);
  });

  test('a page that is not a number is the 404 page', async () => {
    const { seen } = mockFetch(() => undefined, { baseData: loggedInBaseData(staffUser()) });
    renderMyPage('/my-page/staff/users?page=x');
    expect(await screen.findByText(ERROR_PAGE.notFoundRoute, undefined, T)).toBeInTheDocument();
    expect(staffRequests(seen)).toEqual([]);
  });
});

describe('/my-page/staff/users/:id (details, disable / enable)', () => {
  function api(initial: StaffUserDetail, refuse?: { status: number; body: unknown }) {
    let current = initial;
    return mockFetch(
      (url, { method, body }) => {
        if (url.pathname === `/api/staff/users/${initial.id}` && method === 'GET') return { body: current };
        if (url.pathname === '/api/staff/audit') return { body: { items: [fakeAuditItem({ action: 'user.force-login', detail: null })], total: 1, page: 1, perPage: 50 } };
        const move = url.pathname.match(/^\/api\/staff\/users\/\d+\/(disable|enable)$/)?.[1];
        if (move && method === 'POST') {
          if (refuse) return refuse;
          const reason = (body as { reason: string }).reason;
          current =
            move === 'disable'
              ? { ...current, disabled: true, disabledReason: reason, disabledAt: '2026-11-20T01:00:00.000Z', disabledBy: { id: 9, name: '運営 太郎', email: 'staff@example.jp' }, canForceLogin: false }
              : { ...current, disabled: false, disabledReason: null, disabledAt: null, disabledBy: null, canForceLogin: true };
          return { body: current };
        }
        return undefined;
      },
      { baseData: loggedInBaseData(staffUser()) },
    );
  }

  test('shows the profile, listings, enquiries, history and the force-login button', async () => {
    api(fakeStaffUserDetail());
    renderMyPage('/my-page/staff/users/5');
    expect(await screen.findByRole('heading', { name: '会員 #5 鈴木 美咲' }, T)).toBeInTheDocument();
    const profile = screen.getByLabelText('登録情報');
    expect(profile).toHaveTextContent('広島県尾道市久保2-3-4');
    expect(profile).toHaveTextContent('すずき みさき');
    expect(screen.getByLabelText('アカウントの状態')).toHaveTextContent('有効');
    expect(screen.getByRole('link', { name: 'この会員として代理ログイン' })).toHaveAttribute('href', '/login/force/5');
    expect(within(screen.getByRole('list', { name: '掲載物件' })).getByRole('link', { name: '尾道の坂の上の家' })).toHaveAttribute('href', '/project/31');
    expect(screen.getByText('買主として 0件・売主として 1件')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'この会員への操作履歴' }, T)).getByText('代理ログイン')).toBeInTheDocument();
  });

  test('disabling asks for a reason first (nothing sent), then sends it and shows the new state', async () => {
    const { seen } = api(fakeStaffUserDetail());
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/users/5');
    const form = await screen.findByRole('form', { name: 'アカウントを無効にする' }, T);
    await user.click(within(form).getByRole('button', { name: '無効にする' }));
    const summary = await screen.findByTestId('user-status-error-summary', undefined, T);
    expect(summary).toHaveTextContent('理由：無効にする理由を入力してください');
    const reason = within(form).getByLabelText(/理由/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(reason, '規約違反の投稿を繰り返したため');
    await user.click(within(form).getByRole('button', { name: '無効にする' }));
    await waitFor(() => expect(screen.getByText(/アカウントを無効にしました。/)).toBeInTheDocument(), T);
    expect(seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([['/api/staff/users/5/disable', { reason: '規約違反の投稿を繰り返したため' }]]);
    // The account's state comes back from the server (the detail is asked again after the change).
    const state = screen.getByLabelText('アカウントの状態');
    await waitFor(() => expect(state).toHaveTextContent('無効'), T);
    expect(state).toHaveTextContent('規約違反の投稿を繰り返したため');
    expect(state).toHaveTextContent('運営 太郎（staff@example.jp）');
    // Now the form enables, and force login is gone
    expect(screen.getByRole('form', { name: 'アカウントを有効に戻す' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'この会員として代理ログイン' })).toBeNull();
  });

  test('back on the list, the disabled user shows as such without asking the list again', async () => {
    const { seen } = mockFetch(
      (url, { method, body }) => {
        if (url.pathname === '/api/staff/users/search') return { body: { items: [fakeStaffUserItem()], total: 1, page: 1, perPage: 20, q: '' } };
        if (url.pathname === '/api/staff/users/5' && method === 'GET') return { body: fakeStaffUserDetail() };
        if (url.pathname === '/api/staff/audit') return { body: { items: [], total: 0, page: 1, perPage: 50 } };
        if (url.pathname === '/api/staff/users/5/disable') return { body: fakeStaffUserDetail({ disabled: true, disabledReason: (body as { reason: string }).reason, canForceLogin: false }) };
        return undefined;
      },
      { baseData: loggedInBaseData(staffUser()) },
    );
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/users');
    await user.click(await screen.findByRole('link', { name: '鈴木 美咲' }, T));
    const form = await screen.findByRole('form', { name: 'アカウントを無効にする' }, T);
    await user.type(within(form).getByLabelText(/理由/), '規約違反');
    await user.click(within(form).getByRole('button', { name: '無効にする' }));
    await screen.findByText(/アカウントを無効にしました。/, undefined, T);
    await user.click(screen.getByRole('link', { name: '会員の一覧へ戻る' }));
    const row = await screen.findByTestId('staff-user', undefined, T);
    expect(within(row).getByText('無効')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/staff/users/search')).toHaveLength(1);
  });

  test('a reason over the limit is refused here; a refusal of the server keeps what was typed', async () => {
    const { seen } = api(fakeStaffUserDetail({ disabled: true, disabledReason: '前の理由', canForceLogin: false }), {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: STAFF_USER_MESSAGES.alreadyEnabled },
    });
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/users/5');
    const form = await screen.findByRole('form', { name: 'アカウントを有効に戻す' }, T);
    const reason = within(form).getByLabelText(/理由/);
    await user.click(reason);
    await user.paste('あ'.repeat(STAFF_USER_REASON_MAX + 1));
    await user.click(within(form).getByRole('button', { name: '有効に戻す' }));
    expect(await screen.findByTestId('user-status-error-summary', undefined, T)).toHaveTextContent(formatMessage(MESSAGES.maxLength, { length: STAFF_USER_REASON_MAX }));
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(reason);
    await user.type(reason, '本人確認済み');
    await user.click(within(form).getByRole('button', { name: '有効に戻す' }));
    expect(await screen.findByText(STAFF_USER_MESSAGES.alreadyEnabled, undefined, T)).toBeInTheDocument();
    expect(reason).toHaveValue('本人確認済み');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  test('a staff account (here one’s own) has no disable form and says why', async () => {
    api(fakeStaffUserDetail({ id: 9, name: '運営 太郎', role: 'staff', canDisable: false, canForceLogin: false }));
    renderMyPage('/my-page/staff/users/9');
    expect(await screen.findByText(STAFF_USER_MESSAGES.cannotDisableSelf, undefined, T)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'アカウントを無効にする' })).toBeNull();
  });

  test('an unknown user is the 404 page', async () => {
    mockFetch((url) => (url.pathname.startsWith('/api/staff/') ? NOT_FOUND_ANSWER : undefined), { baseData: loggedInBaseData(staffUser()) });
    renderMyPage('/my-page/staff/users/404');
    expect(await screen.findByText(ERROR_PAGE.notFoundRoute, undefined, T)).toBeInTheDocument();
  });
});

describe('/my-page/staff/audit', () => {
  test('lists who did what to which target, paged with ?page=', async () => {
    const { seen } = mockFetch(
      (url) =>
        url.pathname === '/api/staff/audit'
          ? {
              body: {
                items: [fakeAuditItem(), fakeAuditItem({ id: 2, action: 'review.approve', targetType: 'property', targetId: '31', detail: null })],
                total: 120,
                page: 2,
                perPage: 50,
              },
            }
          : undefined,
      { baseData: loggedInBaseData(staffUser()) },
    );
    renderMyPage('/my-page/staff/audit?page=2');
    const list = await screen.findByRole('list', { name: '操作履歴' }, T);
    const entries = within(list).getAllByTestId('audit-entry');
    expect(entries[0]).toHaveTextContent('アカウントを無効化');
    expect(entries[0]).toHaveTextContent('運営 太郎（staff@example.jp）');
    expect(entries[0]).toHaveTextContent('規約違反のため');
    expect(within(entries[0]).getByRole('link', { name: '会員 #5' })).toHaveAttribute('href', '/my-page/staff/users/5');
    expect(within(entries[1]).getByRole('link', { name: '物件 #31' })).toHaveAttribute('href', '/project/31');
    expect(screen.getByRole('link', { name: '3ページ目' })).toHaveAttribute('href', '/my-page/staff/audit?page=3');
    expect(staffRequests(seen).map((r) => r.url.search)).toEqual(['?page=2']);
  });

  test('a user who is not staff gets the 404 page', async () => {
    await expectNotFoundForNonStaff('/my-page/staff/audit', '/api/staff/');
  });
});
