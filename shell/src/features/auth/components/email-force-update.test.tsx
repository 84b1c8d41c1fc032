import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, STORAGE_KEYS } from '@akiya/contracts';
import { loggedInBaseData, testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { answersByRoute, mockFetch } from '../../../../../tools/testing/mock-fetch';
import { renderAt, where } from '../../../testing/render-at';
import { EMAIL_FORCE_COMPLETED, EmailForceUpdate } from './email-force-update';

const flagged = testUser({ id: 3, email: 'old@example.jp', last_name: '佐藤', first_name: '一郎', invalid_email_flag: 1, email_verified_at: '2026-01-01' });
const status = () => window.localStorage.getItem(STORAGE_KEYS.emailForceUpdateStatus);
const free = { status: 200, body: { success: true, message: null } };
const input = () => screen.getByLabelText('新しいメールアドレス');
const sendButton = () => screen.getByRole('button', { name: '確認メールを送信' });

function renderDialog(path = '/board?x=1') {
  return renderAt(<EmailForceUpdate />, path);
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('EmailForceUpdate', () => {
  it('stays closed for a user whose address is fine', async () => {
    const { seen: calls } = mockFetch(answersByRoute({ '/api/common/base-data': { body: loggedInBaseData({ ...flagged, invalid_email_flag: 0 }) } }));
    renderDialog();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('input: warns, applies the docs/product.md §5 checks, and enables send only after the server check passes', async () => {
    mockFetch(answersByRoute({
      '/api/common/base-data': { body: loggedInBaseData(flagged) },
      '/api/user/check-email-exists': ({ body }) =>
        (body as { email: string }).email === 'taken@example.jp'
          ? { status: 200, body: { success: false, message: 'not-verified' } }
          : (body as { email: string }).email === 'off@example.jp'
            ? { status: 200, body: { success: false, message: 'disabled-login' } }
            : free,
    }));
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'メールアドレスの更新' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalidCannotLogin)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await userEvent.click(input());
    await userEvent.tab();
    expect(screen.getByText(MESSAGES.emailChangeEmpty)).toBeInTheDocument();
    await userEvent.type(input(), 'OLD@example.jp');
    expect(screen.getByText(MESSAGES.emailChangeSame)).toBeInTheDocument();
    await userEvent.clear(input());
    await userEvent.type(input(), 'bad@');
    expect(screen.getByText(MESSAGES.email)).toBeInTheDocument();
    await userEvent.clear(input());
    await userEvent.type(input(), 'taken@example.jp');
    expect(await screen.findByText(MESSAGES.emailChangeTaken, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await userEvent.clear(input());
    await userEvent.type(input(), 'off@example.jp');
    expect(await screen.findByText(MESSAGES.emailChangeDisabled, {}, { timeout: 2000 })).toBeInTheDocument();
    await userEvent.clear(input());
    await userEvent.type(input(), 'new@example.jp');
    await waitFor(() => expect(sendButton()).toBeEnabled(), { timeout: 2000 });
  });

  it('send → mail sent (status 1, survives a remount) → back returns to input (status 2)', async () => {
    const { seen: calls } = mockFetch(answersByRoute({
      '/api/common/base-data': { body: loggedInBaseData(flagged) },
      '/api/user/check-email-exists': free,
      '/api/login/reservation-re-verify': { status: 200, body: { success: true } },
    }));
    const first = renderDialog('/board?x=1');
    await userEvent.type(await screen.findByLabelText('新しいメールアドレス'), 'new@example.jp');
    await waitFor(() => expect(sendButton()).toBeEnabled(), { timeout: 2000 });
    await userEvent.click(sendButton());
    expect(await screen.findByText(/new@example.jp に確認メールをお送りしました/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/login/reservation-re-verify')?.body).toEqual({ email: 'new@example.jp', currentUrl: '/board?x=1' });
    expect(status()).toBe('1');
    first.unmount();

    renderDialog('/board');
    expect(await screen.findByText(/確認メールをお送りしました/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '戻る' }));
    expect(screen.getByLabelText('新しいメールアドレス')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailUpdateNotDone)).toBeInTheDocument();
    expect(status()).toBe('2');
  });

  it.each([
    [400, { statusCode: 400, error: 'Bad Request', message: 'x', errors: { email: [MESSAGES.emailChangeTaken] }, code: 'email-exists' }, MESSAGES.emailChangeTaken],
    [400, { statusCode: 400, error: 'Bad Request', message: 'x' }, MESSAGES.email],
    [500, { statusCode: 500, error: 'Internal', message: 'x' }, MESSAGES.emailVerifyFailed],
  ])('a send failure (%s) shows the docs/product.md §5 message', async (code, body, message) => {
    mockFetch(answersByRoute({
      '/api/common/base-data': { body: loggedInBaseData(flagged) },
      '/api/user/check-email-exists': free,
      '/api/login/reservation-re-verify': { status: code, body },
    }));
    renderDialog();
    await userEvent.type(await screen.findByLabelText('新しいメールアドレス'), 'new@example.jp');
    await waitFor(() => expect(sendButton()).toBeEnabled(), { timeout: 2000 });
    await userEvent.click(sendButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(status()).toBeNull();
  });

  it('?email_token= posts re-verify, shows completed (status 3 survives a reload), removes the parameter; closing ends at /address-finish', async () => {
    const { seen: calls } = mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/login/re-verify': { status: 200, body: { success: true } },
    }));
    const first = renderDialog('/board?x=1&email_token=tok');
    expect(await screen.findByText(EMAIL_FORCE_COMPLETED)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/login/re-verify')?.body).toEqual({ token: 'tok' });
    await waitFor(() => expect(where()).toBe('/board?x=1'));
    expect(status()).toBe('3');
    first.unmount();

    renderDialog('/board');
    expect(await screen.findByText(EMAIL_FORCE_COMPLETED)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '閉じる' })[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(status()).toBeNull();
    expect(where()).toBe('/address-finish');
  });

  it('an invalid token: the link-invalid message; 閉じる returns to the path without the token', async () => {
    mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/login/re-verify': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: MESSAGES.emailUpdateLinkInvalid, code: 'verify-token-not-exist' } },
    }));
    renderDialog('/towns/3?email_token=used');
    expect(await screen.findByText(MESSAGES.emailUpdateLinkInvalid)).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/towns/3'));
    await userEvent.click(screen.getAllByRole('button', { name: '閉じる' })[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/towns/3');
  });

  it('a failed request: the update-failed message with 再実行, which reloads', async () => {
    mockFetch(answersByRoute({
      '/api/common/base-data': { body: testBaseData() },
      '/api/login/re-verify': { status: 500, body: { statusCode: 500, error: 'Internal', message: 'x' } },
    }));
    renderDialog('/?email_token=tok');
    expect(await screen.findByText(MESSAGES.emailUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再実行' })).toBeInTheDocument();
    // The token stays so the reload tries again.
    expect(where()).toBe('/?email_token=tok');
  });
});
