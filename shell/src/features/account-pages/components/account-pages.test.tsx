import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, STORAGE_KEYS } from '@akiya/contracts';
import { loggedInBaseData, testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { answersByRoute, mockFetch } from '../../../../../tools/testing/mock-fetch';
import { forgetAccountSession, signedInUser } from '../../../testing/account-session';
import { renderAt, where } from '../../../testing/render-at';
import { ForceLoginPage } from './force-login-page';
import { LogoutPage } from './logout-page';
import { RememberPage, REMEMBER_SENT_TEXT } from './remember-page';
import { ResetPage } from './reset-page';
import { VerifyPage } from './verify-page';

afterEach(forgetAccountSession);

describe('/login/verify', () => {
  it('posts the token, shows success, refetches base data (User) and links to /my-page', async () => {
    const { seen: calls } = mockFetch(answersByRoute({
      '/api/common/base-data': [{ body: testBaseData() }, { body: loggedInBaseData(signedInUser) }],
      '/api/login/verify': { status: 200, body: { success: true, user: signedInUser } },
    }));
    renderAt(<VerifyPage />, '/login/verify?token=tok123');
    expect(await screen.findByRole('heading', { name: '本登録が完了しました' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/login/verify')?.body).toEqual({ token: 'tok123' });
    expect(screen.getByRole('link', { name: 'マイページへ' })).toHaveAttribute('href', '/my-page');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/common/base-data')).toHaveLength(2));
  });

  it('an invalid token shows the message and a resend form', async () => {
    const { seen: calls } = mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/login/verify': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'x', code: 'verify-token-not-exist' } },
      '/api/login/resend-verify': { status: 200, body: { success: true } },
    }));
    renderAt(<VerifyPage />, '/login/verify?token=bad');
    expect(await screen.findByText(MESSAGES.verifyTokenInvalid)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'new@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '確認メールを再送する' }));
    expect(await screen.findByText(/確認メールを再送しました/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/login/resend-verify')?.body).toEqual({ email: 'new@example.jp' });
  });

  it('without a token shows the invalid-link message and posts nothing', async () => {
    const { seen: calls } = mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() } }));
    renderAt(<VerifyPage />, '/login/verify');
    expect(screen.getByText(MESSAGES.verifyTokenInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/login/verify')).toBe(false);
  });
});

describe('/login/remember', () => {
  it('empty=1 says パスワードを設定してください and that a set-password mail was sent', () => {
    mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() } }));
    renderAt(<RememberPage />, '/login/remember?empty=1&email=a%40example.jp');
    expect(screen.getByRole('heading', { name: 'パスワードを設定してください' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.setPasswordMailSent)).toBeInTheDocument();
    expect(screen.getByText(/a@example.jp/)).toBeInTheDocument();
  });

  it('verify=1 shows the not-verified notice and resends to the given address', async () => {
    const { seen: calls } = mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() }, '/api/login/resend-verify': { status: 200, body: { success: true } } }));
    renderAt(<RememberPage />, '/login/remember?verify=1&email=a%40example.jp');
    expect(screen.getByText(MESSAGES.notVerified)).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('a@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '確認メールを再送する' }));
    await screen.findByText(/確認メールを再送しました/);
    expect(calls.find((c) => c.path === '/api/login/resend-verify')?.body).toEqual({ email: 'a@example.jp' });
  });

  it('no query: the forgotten-password form answers neutrally', async () => {
    const { seen: calls } = mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() }, '/api/login/remember': { status: 200, body: { success: true } } }));
    renderAt(<RememberPage />, '/login/remember');
    expect(screen.getByRole('heading', { name: 'パスワードをお忘れの方' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(screen.getByText(MESSAGES.required)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'who@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText(REMEMBER_SENT_TEXT)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/login/remember')?.body).toEqual({ email: 'who@example.jp' });
  });

  it('a rate-limited reminder says so', async () => {
    mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/login/remember': { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: MESSAGES.rateLimited, code: 'rate-limited' } },
    }));
    renderAt(<RememberPage />, '/login/remember');
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'who@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText(MESSAGES.rateLimited)).toBeInTheDocument();
  });
});

describe('/login/reset', () => {
  it('a confirmation that differs shows the mismatch message and posts nothing', async () => {
    const { seen: calls } = mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() } }));
    renderAt(<ResetPage />, '/login/reset?token=t1');
    await userEvent.type(screen.getByLabelText('新しいパスワード'), 'abc12345');
    await userEvent.type(screen.getByLabelText('新しいパスワード（確認）'), 'abc12346');
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
    expect(screen.getByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('新しいパスワード（確認）')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/api/login/reset')).toBe(false);
  });

  it('applies the password rule', async () => {
    mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() } }));
    renderAt(<ResetPage />, '/login/reset?token=t1');
    await userEvent.type(screen.getByLabelText('新しいパスワード'), 'abc');
    await userEvent.tab();
    expect(screen.getByText(MESSAGES.password)).toBeInTheDocument();
  });

  it('sets the password, the user is logged in and the flow ends at /password-finish', async () => {
    const { seen: calls } = mockFetch(answersByRoute({
      '/api/common/base-data': [{ body: testBaseData() }, { body: loggedInBaseData(signedInUser) }],
      '/api/login/reset': { status: 200, body: { success: true, user: signedInUser } },
    }));
    renderAt(<ResetPage />, '/login/reset?token=t1');
    await userEvent.type(screen.getByLabelText('新しいパスワード'), 'abc12345');
    await userEvent.type(screen.getByLabelText('新しいパスワード（確認）'), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
    await waitFor(() => expect(where()).toBe('/password-finish'));
    expect(calls.find((c) => c.path === '/api/login/reset')?.body).toEqual({ token: 't1', password: 'abc12345' });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/common/base-data')).toHaveLength(2));
  });

  it('an expired link says so', async () => {
    mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/login/reset': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'x', code: 'reset-token-not-exist' } },
    }));
    renderAt(<ResetPage />, '/login/reset?token=old');
    await userEvent.type(screen.getByLabelText('新しいパスワード'), 'abc12345');
    await userEvent.type(screen.getByLabelText('新しいパスワード（確認）'), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
    expect(await screen.findByText(MESSAGES.resetTokenInvalid)).toBeInTheDocument();
  });
});

describe('/logout and /login/force/:id', () => {
  it('/logout posts, refetches base data and goes to /', async () => {
    const { seen: calls } = mockFetch(answersByRoute({ '/api/common/base-data': [{ body: loggedInBaseData(signedInUser) }, { body: testBaseData() }], '/api/logout': { status: 200, body: { success: true } } }));
    renderAt(<LogoutPage />, '/logout');
    await waitFor(() => expect(where()).toBe('/'));
    expect(calls.filter((c) => c.path === '/api/logout')).toHaveLength(1);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/common/base-data')).toHaveLength(2));
  });

  it('a 404 answer shows the 404 page', async () => {
    mockFetch(answersByRoute({ '/api/common/base-data': { body: testBaseData() } }));
    renderAt(<ForceLoginPage />, '/login/force/5', { pattern: '/login/force/:id' });
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('bare /login/force: staff land on the users list (docs/accounts.md), posting nothing', async () => {
    const { seen: calls } = mockFetch(answersByRoute({ '/api/common/base-data': { body: loggedInBaseData(testUser({ id: 3, is_staff: true })) } }));
    renderAt(<ForceLoginPage />, '/login/force', { pattern: '/login/force' });
    await waitFor(() => expect(where()).toBe('/my-page/staff/users'));
    expect(calls.some((c) => c.path.startsWith('/api/login/force'))).toBe(false);
  });

  it('bare /login/force: anyone else gets the 404 page', async () => {
    for (const baseData of [loggedInBaseData(testUser()), testBaseData()]) {
      mockFetch(answersByRoute({ '/api/common/base-data': { body: baseData } }));
      const view = renderAt(<ForceLoginPage />, '/login/force', { pattern: '/login/force' });
      expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
      expect(where()).toBe('/login/force');
      view.unmount();
      jest.restoreAllMocks();
    }
  });

  it('staff: logs in as the user and stores the force-login expiry', async () => {
    mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/login/force/5': { status: 200, body: { success: true, user: signedInUser, expires_at: '2026-11-22T05:00:00.000Z' } },
    }));
    renderAt(<ForceLoginPage />, '/login/force/5', { pattern: '/login/force/:id' });
    expect(await screen.findByText(/山田 太郎様としてログインしました/)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.forceLogin)).toBe(String(Date.parse('2026-11-22T05:00:00.000Z')));
  });
});
