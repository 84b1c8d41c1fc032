import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@akiya/contracts';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { renderMyPage } from '../../../testing/render-my-page';

afterEach(() => jest.restoreAllMocks());

const notFound = { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };

describe('/my-page/staff/messages', () => {
  test('a normal user gets the 404 page (the staff API answers 404)', async () => {
    const { seen } = mockFetch((_url, { url }) => {
      if (url.pathname === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
      return notFound;
    });
    renderMyPage('/my-page/staff/messages');
    expect(await screen.findByText(/アクセスされたURLは存在しません/, undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '会員にメッセージを送る' })).not.toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  test('staff see both forms and send a message to a user found by email address', async () => {
    const { seen } = mockFetch((_url, { url, method }) => {
      if (url.pathname === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
      if (url.pathname === '/api/staff/review' && method === 'GET') return { body: { items: [] } };
      if (url.pathname === '/api/staff/users' && url.searchParams.get('email') === 'alice@example.jp') {
        return { body: { id: 42, name: '有栖 花子', email: 'alice@example.jp' } };
      }
      if (url.pathname === '/api/staff/user-messages' && method === 'POST') return { body: { id: 1, body: 'x' } };
      return notFound;
    });
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/messages');
    const form = await screen.findByRole('form', { name: '会員にメッセージを送る' }, { timeout: 8000 });
    expect(screen.getByRole('form', { name: 'お知らせを公開する' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/宛先/), 'alice@example.jp');
    await user.type(within(form).getByLabelText(/本文/), 'ご登録ありがとうございます。');
    await user.click(within(form).getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('有栖 花子（会員ID 42）さんにメッセージを送信しました。'), {
      timeout: 8000,
    });
    expect(within(form).getByRole('link', { name: '投稿の審査に戻る' })).toHaveAttribute('href', '/my-page/staff/review');
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ userId: 42, body: 'ご登録ありがとうございます。' }]);
  });

  test('a 400 with per-field errors shows them and keeps what was typed', async () => {
    mockFetch((_url, { url, method }) => {
      if (url.pathname === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
      if (url.pathname === '/api/staff/review' && method === 'GET') return { body: { items: [] } };
      if (url.pathname === '/api/staff/topics' && method === 'POST') {
        return {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: MESSAGES.formError, errors: { title: ['タイトルが重複しています'], body: ['本文が不正です'] } },
        };
      }
      return notFound;
    });
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/messages');
    const form = await screen.findByRole('form', { name: 'お知らせを公開する' }, { timeout: 8000 });
    // Client-side first: empty fields are required.
    await user.click(within(form).getByRole('button', { name: '公開する' }));
    const clientAlert = await within(form).findByRole('alert');
    expect(clientAlert).toHaveTextContent(MESSAGES.formError);
    expect(within(clientAlert).getAllByRole('listitem')).toHaveLength(2);
    await user.type(within(form).getByLabelText(/タイトル/), 'メンテナンスのお知らせ');
    await user.type(within(form).getByLabelText(/本文/), '明日は停止します');
    await user.click(within(form).getByRole('button', { name: '公開する' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('タイトル：タイトルが重複しています'), { timeout: 8000 });
    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.formError);
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['タイトル：タイトルが重複しています', '本文：本文が不正です']);
    expect(within(form).getByLabelText(/タイトル/)).toHaveValue('メンテナンスのお知らせ');
    expect(within(form).getByLabelText(/タイトル/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/本文/)).toHaveValue('明日は停止します');
  });

  test('a member id goes straight to the API; its 400 field errors (userId, body) show next to the fields', async () => {
    const { seen } = mockFetch((_url, { url, method }) => {
      if (url.pathname === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
      if (url.pathname === '/api/staff/review' && method === 'GET') return { body: { items: [] } };
      if (url.pathname === '/api/staff/user-messages' && method === 'POST') {
        return {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: MESSAGES.formError, errors: { userId: [MESSAGES.notFound], body: ['本文が長すぎます'] } },
        };
      }
      return notFound;
    });
    const user = userEvent.setup();
    renderMyPage('/my-page/staff/messages');
    const form = await screen.findByRole('form', { name: '会員にメッセージを送る' }, { timeout: 8000 });
    await user.type(within(form).getByLabelText(/宛先/), '99');
    await user.type(within(form).getByLabelText(/本文/), 'こんにちは');
    await user.click(within(form).getByRole('button', { name: '送信する' }));
    const alert = await within(form).findByRole('alert', undefined, { timeout: 8000 });
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '宛先（メールアドレスまたは会員ID）：該当する会員が見つかりません',
      '本文：本文が長すぎます',
    ]);
    expect(within(form).getByLabelText(/宛先/)).toHaveValue('99');
    expect(within(form).getByLabelText(/本文/)).toHaveValue('こんにちは');
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ userId: 99, body: 'こんにちは' }]);
    expect(seen.some((r) => r.url.pathname === '/api/staff/users')).toBe(false);
  });
});
