import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@akiya/contracts';
import { LoginPage } from '../features/account-pages/components/login-page';
import { LoginForm } from '../features/auth/components/login-form';
import { testBaseData } from '../../../tools/testing/base-data';
import { answersByRoute, mockFetch } from '../../../tools/testing/mock-fetch';
import { forgetAccountSession, signedInUser } from '../testing/account-session';
import { renderAt, where } from '../testing/render-at';

// The /login page as app/routes.tsx composes it: the account-pages frame around the auth feature's form.

afterEach(forgetAccountSession);

describe('/login', () => {
  async function logIn() {
    await userEvent.type(screen.getByLabelText('メールアドレス', { selector: 'input' }), 'buyer@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    await userEvent.type(await screen.findByLabelText('パスワード'), 'akiyademo1');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
  }
  const replies = () => ({
    '/api/common/base-data': { body: testBaseData() },
    '/api/login/post-email': { status: 200, body: { success: true } },
    '/api/login/post': { status: 200, body: { success: true, user: signedInUser } },
  });

  it('goes to the stored safe return target', async () => {
    mockFetch(answersByRoute(replies()));
    window.sessionStorage.setItem(STORAGE_KEYS.redirectUrl, '/my-page/messages?x=1');
    renderAt(<LoginPage LoginForm={LoginForm} />, '/login');
    await logIn();
    await waitFor(() => expect(where()).toBe('/my-page/messages?x=1'));
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', '/%2F%2Fevil.example', '/a/../..//evil', 'javascript:alert(1)', ' /x'])(
    'refuses the stored target %s and goes to /my-page',
    async (target) => {
      mockFetch(answersByRoute(replies()));
      window.sessionStorage.setItem(STORAGE_KEYS.redirectUrl, target);
      renderAt(<LoginPage LoginForm={LoginForm} />, '/login');
      await logIn();
      await waitFor(() => expect(where()).toBe('/my-page'));
      expect(window.sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
    },
  );
});
