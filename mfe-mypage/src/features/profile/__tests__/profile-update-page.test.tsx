import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@akiya/contracts';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { fakeProfile, fieldErrorBody } from '../../../testing/fixtures';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { renderMyPage } from '../../../testing/render-my-page';
import { CHANGE_REQUEST_RECEIVED } from '../components/profile-update-page';

afterEach(() => jest.restoreAllMocks());

function api(post: () => { status?: number; body: unknown }) {
  return mockFetch((_url, request) => {
    const path = request.url.pathname;
    if (path === '/api/common/base-data') return { body: testBaseData({ user: testUser({ check_name_address: '要確認' }) }) };
    if (path === '/api/my-page/profile' && request.method === 'GET') return { body: { success: true, profile: fakeProfile() } };
    if (path === '/api/my-page/profile' && request.method === 'POST') return post();
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };
  });
}

describe('/my-page/profile/update?id=', () => {
  it('is pre-filled with the profile and keeps the contact id', async () => {
    api(() => ({ body: { success: true, profile: fakeProfile() } }));
    renderMyPage('/my-page/profile/update?id=42');
    const form = await screen.findByRole('form', { name: '登録情報の入力' });
    expect(screen.getByRole('heading', { level: 1, name: '登録情報の変更申請' })).toBeInTheDocument();
    expect(within(form).getByLabelText('姓')).toHaveValue('山田');
    expect(within(form).getByLabelText('名')).toHaveValue('花子');
    expect(within(form).getByLabelText('せい')).toHaveValue('やまだ');
    expect(within(form).getByLabelText('めい')).toHaveValue('はなこ');
    expect(within(form).getByLabelText('郵便番号')).toHaveValue('1500001');
    expect(within(form).getByLabelText('住所')).toHaveValue('東京都渋谷区神宮前1-1-1');
    expect(within(form).getByLabelText('電話番号')).toHaveValue('03-1234-5678');
    expect(screen.getByTestId('change-request')).toHaveAttribute('data-contact-id', '42');
  });

  it('submits the change request through POST /api/my-page/profile and says it was received', async () => {
    const user = userEvent.setup();
    const { seen } = api(() => ({ body: { success: true, profile: fakeProfile({ address: '東京都千代田区千代田1-1' }) } }));
    renderMyPage('/my-page/profile/update?id=42');
    const form = await screen.findByRole('form', { name: '登録情報の入力' });
    const address = within(form).getByLabelText('住所');
    await user.clear(address);
    await user.type(address, '東京都千代田区千代田1-1');
    await user.click(within(form).getByRole('button', { name: '変更を申請する' }));
    expect(await screen.findByText(CHANGE_REQUEST_RECEIVED)).toBeInTheDocument();
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.url.pathname).toBe('/api/my-page/profile');
    expect(post?.body).toMatchObject({ address: '東京都千代田区千代田1-1', last_name: '山田' });
    expect(screen.getByRole('link', { name: 'マイページに戻る' })).toHaveAttribute('href', '/my-page');
  });

  it('keeps the form and the values when the server refuses them', async () => {
    const user = userEvent.setup();
    api(() => ({ status: 400, body: fieldErrorBody({ last_name_kana: [MESSAGES.hiragana] }) }));
    renderMyPage('/my-page/profile/update?id=42');
    const form = await screen.findByRole('form', { name: '登録情報の入力' });
    await user.clear(within(form).getByLabelText('姓'));
    await user.type(within(form).getByLabelText('姓'), '佐藤');
    await user.click(within(form).getByRole('button', { name: '変更を申請する' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`せい：${MESSAGES.hiragana}`));
    expect(within(form).getByLabelText('姓')).toHaveValue('佐藤');
    expect(screen.queryByText(CHANGE_REQUEST_RECEIVED)).not.toBeInTheDocument();
  });
});
