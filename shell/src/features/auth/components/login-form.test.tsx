import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, STORAGE_KEYS } from '@akiya/contracts';
import { renderAt, where } from '../../../testing/render-at';
import { LoginForm } from './login-form';

type Reply = { status: number; body: unknown };

/** fetch answering per path; unknown paths answer 404 like the API does before the accounts backend. */
function mockApi(replies: Record<string, Reply | Reply[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname;
    const text = await request.text();
    calls.push({ path, body: text ? JSON.parse(text) : null });
    const entry = replies[path];
    const reply = Array.isArray(entry) ? (entry.shift() ?? { status: 500, body: {} }) : entry;
    const { status, body } = reply ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'お探しのページは見つかりませんでした' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { spy, calls };
}

function renderForm({ reason = null as string | null, withBaseData = false } = {}) {
  const onClose = jest.fn();
  renderAt(<LoginForm reason={reason} onClose={onClose} />, '/company', { baseData: withBaseData });
  return { onClose };
}

const emailBox = () => screen.getByLabelText('メールアドレス', { selector: 'input' });

async function enterEmail(address: string) {
  await userEvent.type(emailBox(), address);
  await userEvent.click(screen.getByRole('button', { name: '次へ' }));
}

/** The second step, once the email step has passed: types the password and logs in. */
async function enterPassword(password: string) {
  await userEvent.type(await screen.findByLabelText('パスワード'), password);
  await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('LoginForm', () => {
  it('shows the reason line when given', () => {
    mockApi({});
    renderForm({ reason: MESSAGES.loginRequired });
    expect(screen.getByRole('status')).toHaveTextContent('ご利用にはログインが必要です。');
  });

  it('links to registration and the password reminder', () => {
    mockApi({});
    renderForm();
    expect(screen.getByRole('link', { name: '新規登録' })).toHaveAttribute('href', '/login/register');
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方' })).toHaveAttribute('href', '/login/remember');
  });

  describe('email step', () => {
    it('checks the address format before sending', async () => {
      const { calls } = mockApi({});
      renderForm();
      await userEvent.click(screen.getByRole('button', { name: '次へ' }));
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.required);
      await enterEmail('hanako@example');
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.email);
      expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toHaveLength(0);
    });

    it('sends {email, password: ""} and moves to the password step', async () => {
      const { calls } = mockApi({ '/api/login/post-email': { status: 200, body: { success: true } } });
      renderForm();
      await enterEmail('  hanako@example.jp ');
      expect(await screen.findByLabelText('パスワード')).toHaveFocus();
      expect(calls).toEqual([{ path: '/api/login/post-email', body: { email: 'hanako@example.jp', password: '' } }]);
      expect(screen.getByText('hanako@example.jp')).toBeInTheDocument();
    });

    it('shows the message the API returns (404 before the accounts backend exists), cleared on edit', async () => {
      mockApi({});
      renderForm();
      await enterEmail('hanako@example.jp');
      expect(await screen.findByRole('alert')).toHaveTextContent('お探しのページは見つかりませんでした');
      expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByLabelText('パスワード')).not.toBeInTheDocument();
      await userEvent.type(emailBox(), 'x');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(emailBox()).not.toHaveAttribute('aria-invalid');
    });

    it('shows a generic message on a network failure', async () => {
      jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
      renderForm();
      await enterEmail('hanako@example.jp');
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
    });

    it('empty-password closes the dialog and goes to the remember page', async () => {
      mockApi({ '/api/login/post-email': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'empty-password' } } });
      const { onClose } = renderForm();
      await enterEmail('ta+ro@example.jp');
      await waitFor(() => expect(where()).toBe('/login/remember?empty=1&email=ta%2Bro%40example.jp'));
      expect(onClose).toHaveBeenCalled();
    });

    it('not-verified goes to the remember page with verify=1', async () => {
      mockApi({ '/api/login/post-email': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: '未認証です', code: 'not-verified' } } });
      const { onClose } = renderForm();
      await enterEmail('taro@example.jp');
      await waitFor(() => expect(where()).toBe('/login/remember?verify=1&email=taro%40example.jp'));
      expect(onClose).toHaveBeenCalled();
    });

    it('disabled-login shows the disabled message with the operator address on the email field', async () => {
      mockApi({ '/api/login/post-email': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'disabled-login' } } });
      const { onClose } = renderForm();
      await enterEmail('taro@example.jp');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'このアカウントは無効です。※ご不明点は家いちば（support@ieichiba.example）までお問い合わせください。',
      );
      expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
      expect(onClose).not.toHaveBeenCalled();
      expect(where()).toBe('/company');
    });

    it('reads a code from a 2xx body with success:false too', async () => {
      mockApi({ '/api/login/post-email': { status: 200, body: { success: false, message: 'empty-password' } } });
      renderForm();
      await enterEmail('taro@example.jp');
      await waitFor(() => expect(where()).toBe('/login/remember?empty=1&email=taro%40example.jp'));
    });
  });

  describe('password step', () => {
    const emailOk: Reply = { status: 200, body: { success: true } };

    it('a wrong password marks the field in error', async () => {
      mockApi({
        '/api/login/post-email': emailOk,
        '/api/login/post': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'ログインに失敗しました' } },
      });
      const { onClose } = renderForm();
      await enterEmail('taro@example.jp');
      await enterPassword('wrongpass1');
      expect(await screen.findByRole('alert')).toHaveTextContent('パスワードが正しくありません。');
      expect(screen.getByLabelText('パスワード')).toHaveAttribute('aria-invalid', 'true');
      expect(onClose).not.toHaveBeenCalled();
      await userEvent.type(screen.getByLabelText('パスワード'), 'x');
      expect(screen.getByLabelText('パスワード')).not.toHaveAttribute('aria-invalid');
    });

    it('requires a password before sending', async () => {
      const { calls } = mockApi({ '/api/login/post-email': emailOk });
      renderForm();
      await enterEmail('taro@example.jp');
      await screen.findByLabelText('パスワード');
      await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.required);
      expect(calls.filter((c) => c.path === '/api/login/post')).toHaveLength(0);
    });

    it('a missing endpoint shows its own message, not a wrong password', async () => {
      mockApi({ '/api/login/post-email': emailOk });
      renderForm();
      await enterEmail('taro@example.jp');
      await enterPassword('secret12');
      expect(await screen.findByRole('alert')).toHaveTextContent('お探しのページは見つかりませんでした');
    });

    it('the 変更 button returns to the email step', async () => {
      mockApi({ '/api/login/post-email': emailOk });
      renderForm();
      await enterEmail('taro@example.jp');
      await screen.findByLabelText('パスワード');
      await userEvent.click(screen.getByRole('button', { name: '変更' }));
      expect(emailBox()).toHaveValue('taro@example.jp');
      expect(emailBox()).toHaveFocus();
    });

    it('on success: closes, refetches base data and goes to the stored redirect', async () => {
      window.sessionStorage.setItem(STORAGE_KEYS.redirectUrl, '/my-page/list/favorite');
      const { calls } = mockApi({
        '/api/common/base-data': [
          { status: 200, body: { user: null } },
          { status: 200, body: { user: { id: 1 } } },
        ],
        '/api/login/post-email': emailOk,
        '/api/login/post': { status: 200, body: { success: true } },
      });
      const { onClose } = renderForm({ withBaseData: true });
      await waitFor(() => expect(calls.filter((c) => c.path === '/api/common/base-data')).toHaveLength(1));
      await enterEmail('taro@example.jp');
      await enterPassword('secret12');
      await waitFor(() => expect(where()).toBe('/my-page/list/favorite'));
      expect(onClose).toHaveBeenCalled();
      expect(calls.find((c) => c.path === '/api/login/post')?.body).toEqual({ email: 'taro@example.jp', password: 'secret12' });
      await waitFor(() => expect(calls.filter((c) => c.path === '/api/common/base-data')).toHaveLength(2));
      expect(window.sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
    });

    it('on success without a stored redirect stays on the page', async () => {
      mockApi({ '/api/login/post-email': emailOk, '/api/login/post': { status: 200, body: { success: true } } });
      const { onClose } = renderForm();
      await enterEmail('taro@example.jp');
      await enterPassword('secret12');
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(where()).toBe('/company');
    });

    it('ignores a stored redirect that leaves the site', async () => {
      window.sessionStorage.setItem(STORAGE_KEYS.redirectUrl, '//evil.example/');
      mockApi({ '/api/login/post-email': emailOk, '/api/login/post': { status: 200, body: {} } });
      const { onClose } = renderForm();
      await enterEmail('taro@example.jp');
      await enterPassword('secret12');
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(where()).toBe('/company');
    });
  });
});
