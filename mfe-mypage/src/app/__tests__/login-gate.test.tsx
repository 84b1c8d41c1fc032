import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@akiya/contracts';
import { mockFetch } from '../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../tools/testing/base-data';
import { renderMyPage } from '../../testing/render-my-page';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('login gate of the my page', () => {
  it('shows the loading overlay while base data is loading', () => {
    mockFetch(() => 'never');
    renderMyPage('/my-page');
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('読み込み中');
    expect(screen.queryByTestId('my-page-frame')).not.toBeInTheDocument();
  });

  it('without a user: stores the wanted address (with its query) and goes to /login, replacing it', async () => {
    mockFetch(() => ({ body: testBaseData({ user: null }) }));
    renderMyPage('/my-page/messages?from=mail');
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/my-page/messages?from=mail');
    expect(screen.queryByTestId('my-page-frame')).not.toBeInTheDocument();
  });

  it('a user without a verified email goes to /login/not-verified', async () => {
    mockFetch(() => ({ body: testBaseData({ user: testUser({ email_verified_at: null }) }) }));
    renderMyPage('/my-page');
    expect(await screen.findByRole('heading', { name: 'メール未認証' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login/not-verified');
    expect(sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
  });

  it('a verified user sees the frame with their name', async () => {
    mockFetch(() => ({ body: testBaseData({ user: testUser() }) }));
    renderMyPage('/my-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'マイページ' })).toBeInTheDocument();
    expect(screen.getByText('山田 花子')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-page$/);
    expect(screen.getByRole('navigation', { name: 'マイページメニュー' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'マイページタブ' })).toBeInTheDocument();
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('shows the error page when base data cannot be loaded', async () => {
    mockFetch(() => ({ status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'データベースに接続できません。' } }));
    renderMyPage('/my-page');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '503');
    expect(screen.getByText('データベースに接続できません。')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-page$/);
  });

  it('a server error shows its 「エラーID」 (the request id the operator finds in the logs)', async () => {
    mockFetch(() => ({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'サーバーでエラーが発生しました。', request_id: '6f1c2a9e-1b2c-4d5e-8f90-123456789abc' },
    }));
    renderMyPage('/my-page');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '500');
    expect(screen.getByTestId('error-id')).toHaveTextContent('エラーID: 6f1c2a9e-1b2c-4d5e-8f90-123456789abc');
  });
});
